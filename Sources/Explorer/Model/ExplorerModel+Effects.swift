import CollectionLayout

/// The effect keys: `T` (sticky headers), `F` (fade) and `L` (elastic) turn one of
/// PluginLayout's scroll effects on or off in the target section alone (the focused one,
/// else the first on screen), as the original's delegate gives effects per section.
extension ExplorerModel {
    /// The effect a key toggles, and its name in the footer.
    static func effectKey(_ c: Character) -> (kind: PluginEffect.Kind, name: String)? {
        switch c {
        case "T": return (.stickyHeaders, "sticky headers")
        case "F": return (.fade, "fade")
        case "L": return (.elastic, "elastic")
        default: return nil
        }
    }

    /// Toggles `kind` in the target section, in both the configuration (so later
    /// re-prepares keep it) and the prepared layout (effects need no prepare: the change
    /// shows at once, at the same offset). The footer says what changed
    /// ("section 2: fade on"); other families say that effects belong to PluginLayout.
    /// Complexity: O(effects), plus O(n) to re-index the cells when the largest elastic
    /// spacing changes.
    mutating func toggleEffect(_ kind: PluginEffect.Kind, named name: String) {
        guard var config = configuration as? PluginLayout else {
            return say("Scroll effects (T sticky, F fade, L elastic) belong to PluginLayout; \(layoutName) has none")
        }
        guard var prepared = layout as? PluginLayout else {
            return say("No effects to change: \(layoutError ?? "the layout is not prepared")")
        }
        guard let s = editSection else { return say("No section to change") }
        let on = config.toggleEffect(kind, inSection: s)
        prepared.setEffect(kind, on: on, inSection: s)
        configurations[documentIndex][choiceIndex] = config
        layout = prepared
        requery()
        say("section \(s): \(name) \(on ? "on" : "off")")
    }
}
