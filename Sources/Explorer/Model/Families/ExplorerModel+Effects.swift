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

    /// Toggles `kind` in the target section of the configuration, the one source of the
    /// layout, and prepares it again at the same offset (``prepareCurrentLayout()`` is the
    /// only way the model gets a layout). The footer says what changed ("section 2: fade
    /// on"); other families say that effects belong to PluginLayout.
    /// Complexity: O(effects) plus the family's prepare, O(n).
    mutating func toggleEffect(_ kind: PluginEffect.Kind, named name: String) {
        guard var config = configuration as? any SectionEffectsLayout else {
            return say("Scroll effects (T sticky, F fade, L elastic) belong to PluginLayout; \(layoutName) has none")
        }
        guard layout != nil else {
            return say("No effects to change: \(layoutError ?? "the layout is not prepared")")
        }
        guard let s = editSection else { return say("No section to change") }
        let on = config.toggleEffect(kind, inSection: s)
        configuration = config
        prepareCurrentLayout()
        requery()
        say("section \(s): \(name) \(on ? "on" : "off")")
    }
}
