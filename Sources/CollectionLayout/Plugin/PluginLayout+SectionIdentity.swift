/// Per-section settings that follow their section's identity: when the data's sections
/// move, arrive or leave between two prepares (a batch update, an undo), each section's
/// own plugin and its ``PluginLayout/sectionEffects`` entry move with it, as the
/// original's delegate answers by the section's model, not its index.
extension PluginLayout {
    /// The settings of one section, kept by identifier.
    struct SectionSettings: Sendable {
        var plugin: SectionPlugin
        var effects: [PluginEffect]?
    }

    /// Re-keys ``sections`` and ``sectionEffects`` from the section identifiers their
    /// indices meant (``boundIdentifiers``) to `identifiers`, the context's: a section
    /// found again takes its settings to its new index, a section seen before and gone
    /// since (deleted, then restored by an undo) gets back the settings it had, and a new
    /// section takes those of its position. Nothing changes when either list lacks an
    /// identifier or the lists are equal. Complexity: O(sections + section effects).
    mutating func followSectionIdentities(_ identifiers: [String?]) {
        defer { boundIdentifiers = identifiers }
        guard !boundIdentifiers.isEmpty, boundIdentifiers != identifiers,
            !boundIdentifiers.contains(nil), !identifiers.contains(nil), !sections.isEmpty
        else { return }
        let old = boundIdentifiers.map { $0! }
        var settings = departedSettings
        for (s, id) in old.enumerated() {
            settings[id] = SectionSettings(plugin: plugin(forSection: s), effects: sectionEffects[s])
        }
        let repeating = sections[sections.count - 1]
        var plugins: [SectionPlugin] = []
        var effectsByIndex: [Int: [PluginEffect]] = [:]
        for (t, id) in identifiers.enumerated() {
            let own = settings[id!]
            plugins.append(own?.plugin ?? plugin(forSection: t))
            if let own {
                if let list = own.effects { effectsByIndex[t] = list }
            } else if let list = sectionEffects[t] {
                effectsByIndex[t] = list
            }
        }
        let present = Set(identifiers.map { $0! })
        departedSettings = settings.filter { !present.contains($0.key) }
        sections = plugins + [repeating]
        sectionEffects = effectsByIndex
    }
}
