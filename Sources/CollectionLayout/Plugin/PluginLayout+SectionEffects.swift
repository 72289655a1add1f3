/// Effects of single sections (``PluginLayout/sectionEffects``): what the app's effect
/// keys toggle on the focused section.
extension PluginLayout {
    /// The built-in effects section `section` takes: its own list in ``sectionEffects``,
    /// else ``effects``. Complexity: O(1).
    public func effects(forSection section: Int) -> [PluginEffect] {
        sectionEffects[section] ?? effects
    }

    /// True when an effect of `kind` applies to section `section`.
    public func isEffectOn(_ kind: PluginEffect.Kind, inSection section: Int) -> Bool {
        effects(forSection: section).contains { $0.kind == kind }
    }

    /// Turns effects of `kind` on (the default one, ``PluginEffect/default(_:)``, appended)
    /// or off in section `section` alone; every other section keeps its effects. When the
    /// section's list becomes equal to ``effects`` its own entry goes. Takes effect at once,
    /// without re-preparing. Complexity: O(effects), plus O(n) to re-index the cells when
    /// the largest elastic spacing changes.
    public mutating func setEffect(_ kind: PluginEffect.Kind, on: Bool, inSection section: Int) {
        guard section >= 0 else { return }
        var list = effects(forSection: section)
        if on {
            if !list.contains(where: { $0.kind == kind }) { list.append(.default(kind)) }
        } else {
            list.removeAll { $0.kind == kind }
        }
        if list == effects {
            sectionEffects[section] = nil
        } else {
            sectionEffects[section] = list
        }
    }

    /// Flips effects of `kind` in section `section` alone; returns whether it is now on
    /// there.
    @discardableResult
    public mutating func toggleEffect(_ kind: PluginEffect.Kind, inSection section: Int) -> Bool {
        let on = !isEffectOn(kind, inSection: section)
        setEffect(kind, on: on, inSection: section)
        return on
    }
}
