import CollectionLayout

/// The footer line of a tour step, in a newcomer's words: the key the tour pressed and
/// what it did, as a user would press it ("Tab → layout 2/4: Split"), never the engine's
/// raw figures (a strip's offset in points, a plugin's internal names).
enum TourCaption {
    /// The caption for `step`, read from `model` after the step acted. O(1).
    static func text(for step: TourStep, model: ExplorerModel) -> String {
        let g = model.options.glyphs
        let arrow = g.glyphSet == .ascii ? "->" : "→"
        func said(_ key: String, _ what: String) -> String { "\(key) \(arrow) \(what)" }
        let choices = model.document.choices.count
        let layout = "layout \(model.choiceIndex + 1)/\(choices): \(model.layoutName)"
        let parameters = model.parameterSummary.map { " (\($0))" } ?? ""
        switch step.action {
        case .open:
            return "Demo \(model.documentIndex + 1)/\(model.documents.count): \(model.document.name)"
        case .preset(let preset):
            let width = LayoutTuning.format(model.deviceSize.width)
            return said("w", "device width \(width) pt (\(preset.label)), as when the device rotates")
        case .key(let key):
            switch key {
            case .tab: return said("Tab", "next \(layout)")
            case .character(let c) where c.isNumber: return said(String(c), "back to \(layout)")
            case .down: return said(g.glyphSet == .ascii ? "j" : "↓", "scrolls one line down")
            case .up: return said(g.glyphSet == .ascii ? "k" : "↑", "scrolls one line up")
            case .pageDown: return said("PgDn", "one page down")
            case .pageUp: return said("PgUp", "one page up")
            case .right: return said(g.glyphSet == .ascii ? "l" : "→", "the next item sideways")
            case .left: return said(g.glyphSet == .ascii ? "h" : "←", "the previous item sideways")
            case .escape: return said("Esc", "leaves focus mode")
            case .character(let c): return character(c, said: said, parameters: parameters, model: model)
            default: return model.message ?? ""
            }
        }
    }

    private static func character(
        _ c: Character, said: (String, String) -> String, parameters: String, model: ExplorerModel
    ) -> String {
        let key = String(c)
        switch c {
        case "l": return said(key, "the row on screen scrolls sideways")
        case "h": return said(key, "and back")
        case "c": return said(key, "one more column\(parameters)")
        case "C": return said(key, "one column fewer\(parameters)")
        case "s": return said(key, "more spacing\(parameters)")
        case "S": return said(key, "less spacing\(parameters)")
        case "v", "V": return said(key, "the layout's variant\(parameters)")
        case "a": return said(key, "banners more often\(parameters)")
        case "A": return said(key, "banners less often\(parameters)")
        case "L", "F", "T": return said(key, model.message ?? "a scroll effect on or off")
        case "i": return said(key, "inserts an item after the first on screen (animated, as UIKit does)")
        case "r": return said(key, "reloads an item: new content, cross-faded")
        case "e": return said(key, "the sample's remote updates, as one batch")
        case "z": return said(key, "shuffles the items; the diff finds the moves")
        case "u": return said(key, "undoes the last update")
        case "f": return said(key, "focus mode: the inspector shows the focused item's attributes")
        case "d": return said(key, "debug view: the query rectangle and its search")
        case "G": return said(key, "jumps to the bottom")
        case "g": return said(key, "back to the top")
        default: return model.message ?? ""
        }
    }
}
