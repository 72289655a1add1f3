import CollectionLayout

/// The effect keys: `T` (sticky headers), `F` (fade) and `L` (elastic) turn one of
/// PluginLayout's scroll effects on or off in the target section alone (the focused one,
/// else the first on screen), as the original's delegate gives effects per section.
extension ExplorerModel {
    /// An effect's name in the footer ("sticky headers", "fade", "elastic").
    static func effectName(_ kind: PluginEffect.Kind) -> String {
        switch kind {
        case .stickyHeaders: return "sticky headers"
        default: return kind.rawValue
        }
    }

    /// Toggles `kind` in the target section, in both the configuration (so later
    /// re-prepares keep it) and the prepared layout (effects need no prepare: the change
    /// shows at once, at the same offset). The footer says what changed
    /// ("section 2: fade on"); other families say that effects belong to PluginLayout.
    /// Complexity: O(effects), plus O(n) to re-index the cells when the largest elastic
    /// spacing changes.
    mutating func toggleEffect(_ kind: PluginEffect.Kind, named name: String) {
        guard var config = configuration as? any SectionEffectsLayout else {
            return say("Scroll effects (T sticky, F fade, L elastic) belong to PluginLayout; \(layoutName) has none")
        }
        guard var prepared = layout as? any SectionEffectsLayout else {
            return say("No effects to change: \(layoutError ?? "the layout is not prepared")")
        }
        guard let s = editSection else { return say("No section to change") }
        let on = config.toggleEffect(kind, inSection: s)
        prepared.setEffect(kind, on: on, inSection: s)
        configuration = config
        layout = prepared
        requery()
        say("section \(s): \(name) \(on ? "on" : "off")")
    }
}
