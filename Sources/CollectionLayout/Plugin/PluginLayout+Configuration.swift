extension PluginLayout {
    /// What a ``PluginLayout`` is configured with: the plugin of each section and the
    /// scroll effects, and nothing it computed. ``prepared(for:)`` returns a prepared
    /// ``PluginLayout``; see ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration, Hashable {
        /// The layout this configuration prepares.
        public typealias Layout = PluginLayout

        /// The plugin of each section, in order; the last one also serves every further
        /// section. Takes effect at the next ``PluginLayout/prepare(for:)``.
        public var sections: [SectionPlugin]
        /// The scroll effects, applied in this order at query time. Changing them takes
        /// effect at once, without re-preparing; when the total elastic spacing changes the
        /// cell index is rebuilt from the prepared frames (O(n)). Effects with invalid
        /// parameters are ignored until ``PluginLayout/prepare(for:)`` reports them.
        public var effects: [PluginEffect]
        /// Scroll effects of your own (``LayoutEffect``), applied to cells at query time after
        /// ``effects``, in this order. Like ``effects`` they take effect at once; an effect
        /// whose ``LayoutEffect/validate(path:)`` throws is ignored until ``PluginLayout/prepare(for:)``
        /// reports it.
        public var customEffects: [AnyLayoutEffect] = []
        /// Effects of single sections: section `s` takes `sectionEffects[s]` instead of
        /// ``effects`` (an empty list turns every built-in effect off there), as the original's
        /// delegate gives effects per element. Like ``effects`` they take effect at once; an
        /// entry for a section the data does not have is kept and does nothing. The app's
        /// effect keys toggle these (``PluginLayout/toggleEffect(_:inSection:)``).
        public var sectionEffects: [Int: [PluginEffect]] = [:]
        /// The scroll direction. Takes effect at the next ``PluginLayout/prepare(for:)``.
        public var scrollDirection: Axis
        /// The section identifiers that the indices of ``sections`` and ``sectionEffects``
        /// refer to (the last prepare's, or a scenario file's before the first): see
        /// `followSectionIdentities(_:)`. Empty: by index alone.
        package var boundIdentifiers: [String?] = []

        /// The settings.
        /// - Parameters:
        ///   - sections: per-section plugins, the last one repeating (default: one flow plugin).
        ///   - effects: scroll effects in application order.
        ///   - scrollDirection: `.vertical` (default) or `.horizontal`.
        public init(
            sections: [SectionPlugin] = [.flow(FlowPlugin())], effects: [PluginEffect] = [],
            scrollDirection: Axis = .vertical
        ) {
            self.sections = sections
            self.effects = effects
            self.scrollDirection = scrollDirection
        }

        /// `"Plugin"`.
        public var name: String { "Plugin" }
    }

    /// The configuration's ``Configuration/sections``.
    public var sections: [SectionPlugin] {
        get { settings.sections }
        set { settings.sections = newValue }
    }
    /// The configuration's ``Configuration/effects``.
    public var effects: [PluginEffect] {
        get { settings.effects }
        set {
            settings.effects = newValue
            effectsDidChange()
        }
    }
    /// The configuration's ``Configuration/customEffects``.
    public var customEffects: [AnyLayoutEffect] {
        get { settings.customEffects }
        set {
            settings.customEffects = newValue
            effectsDidChange()
        }
    }
    /// The configuration's ``Configuration/sectionEffects``.
    public var sectionEffects: [Int: [PluginEffect]] {
        get { settings.sectionEffects }
        set {
            settings.sectionEffects = newValue
            effectsDidChange()
        }
    }
    /// The configuration's ``Configuration/scrollDirection``.
    public var scrollDirection: Axis {
        get { settings.scrollDirection }
        set { settings.scrollDirection = newValue }
    }
    /// The configuration's ``Configuration/boundIdentifiers``.
    package var boundIdentifiers: [String?] {
        get { settings.boundIdentifiers }
        set { settings.boundIdentifiers = newValue }
    }
}
