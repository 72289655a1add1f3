import CollectionLayout

/// Why a layout on screen may look wrong for the data, in words: Tab reaches every layout
/// family, also those whose item keys the file does not give (a Pinterest feed has
/// heights but no widths, so Split draws its default 50-pt squares with no gap), and at a
/// wide device width some boxes get too narrow to draw. The notice goes with the layout's
/// name in the footer, so a picture that looks broken comes with its reason.
enum LayoutFit {
    /// How many items are looked at for the keys they give.
    static let sampleLimit = 2_000

    /// The note for the layout on screen, or nil when nothing looks off. O(sampled items
    /// + visible elements).
    static func note(_ model: ExplorerModel) -> String? {
        [missingKeys(model), narrowBoxes(model)].compactMap { $0 }.first
    }

    /// When a layout that is not the file's own reads item keys the data does not give.
    static func missingKeys(_ model: ExplorerModel) -> String? {
        guard model.choiceIndex != model.document.initialChoice, let data = model.document.data,
            let config = model.configuration
        else { return nil }
        func any(_ has: (ItemMetrics) -> Bool) -> Bool {
            var seen = 0
            for section in data.sections {
                for i in 0..<section.items.count {
                    if has(section.items.metrics(at: i)) { return true }
                    seen += 1
                    if seen >= sampleLimit { return false }
                }
            }
            return false
        }
        return (config as? any DefaultSizedLayout)?.defaultSizeNote(dataGives: any, times: model.options.glyphs.times)
    }

    /// When boxes on screen are too narrow to draw whole (under 3 columns: two borders and
    /// room between them), as at a tablet's width in a narrow terminal.
    static func narrowBoxes(_ model: ExplorerModel) -> String? {
        let mapping = model.canvas.mapping
        let narrow = model.visible.elements.filter { element in
            element.category == .cell && !element.isHidden && element.frame.width > 0
                && mapping.cells(for: element.frame).columns < 3
        }.count
        guard narrow > 0 else { return nil }
        return
            "\(Plural.count(narrow, "box", "boxes")) too narrow to draw at this width: + zooms in, w changes the width"
    }
}
