extension CompositionalLayout {
    /// The section provider, either kind (see the type's documentation).
    enum Provider: Sendable {
        case sendable(SectionProvider)
        case mainActor(MainActorSectionProvider)
    }

    /// What a ``CompositionalLayout`` is configured with (the section provider, UIKit's
    /// layout-wide configuration, the container's guides), and nothing it computed.
    /// ``prepared(for:)`` returns a prepared ``CompositionalLayout``; see
    /// ``LayoutConfiguration``. Not `Equatable`: the provider is a closure.
    public struct Configuration: LayoutConfiguration {
        /// The layout this configuration prepares.
        public typealias Layout = CompositionalLayout

        /// Layout-wide settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
        public var configuration: CompositionalLayoutConfiguration
        /// The section provider, called for every section on every prepare.
        let provider: Provider
        /// The safe area, layout margins and readable width of the view the layout is in,
        /// which the content insets references measure from (default: no safe area,
        /// 8-point margins, 672-point readable width). Passed to the section provider and
        /// to visible-items handlers in ``LayoutEnvironment/guides``.
        public var guides = ContainerGuides()
        /// How errors name the specification of section `s` (default
        /// `layout.sections[s]`); a scenario whose last section spec repeats maps `s` to
        /// the spec it used.
        package var sectionPath: @Sendable (Int) -> String = { "layout.sections[\($0)]" }
        /// Which specification section `s` is built from, when several sections share one
        /// (a scenario's last section spec repeats): sections with the same number get the
        /// same section from the provider, so it is called, validated, compiled and its
        /// template solved once per number, not once per section (100,000 sections of a
        /// group of 20,000 items would otherwise cost 2 × 10^9 steps). `nil`: every section
        /// on its own. It is given the section's index and its identifier in the data (when
        /// the context has one), so a specification can follow its section's identity through
        /// updates, as a UIKit section provider switches on the section identifier. When set,
        /// the provider is called with the specification's number instead of the section's
        /// index, and errors name that number.
        package var sectionSpecIndex: (@Sendable (Int, String?) -> Int)?

        /// Sections from a `@Sendable` provider: the layout may be prepared on any thread.
        public init(configuration: CompositionalLayoutConfiguration, sectionProvider: @escaping SectionProvider) {
            self.configuration = configuration
            provider = .sendable(sectionProvider)
        }

        /// Sections from UIKit's main-actor provider: prepare the layout on the main actor.
        public init(
            sectionProvider: @escaping MainActorSectionProvider,
            configuration: CompositionalLayoutConfiguration = .init()
        ) {
            self.configuration = configuration
            provider = .mainActor(sectionProvider)
        }

        /// The same section everywhere: the layout may be prepared on any thread. Every
        /// section is built from one specification (number 0), so the section is
        /// validated, compiled and its template solved once per prepare, not once per
        /// section, and errors in it name `layout.sections[0]`.
        public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
            self.init(configuration: configuration) { _, _ in section }
            sectionSpecIndex = { _, _ in 0 }
        }

        /// `"Compositional"`.
        public var name: String { "Compositional" }
    }

    /// Layout-wide settings: the ``layoutConfiguration``'s UIKit configuration.
    public var configuration: CompositionalLayoutConfiguration {
        get { layoutConfiguration.configuration }
        set { layoutConfiguration.configuration = newValue }
    }
    /// The section provider of the ``layoutConfiguration``.
    var provider: Provider { layoutConfiguration.provider }
    /// The ``layoutConfiguration``'s ``Configuration/guides``.
    public var guides: ContainerGuides {
        get { layoutConfiguration.guides }
        set { layoutConfiguration.guides = newValue }
    }
    /// The ``layoutConfiguration``'s ``Configuration/sectionPath``.
    package var sectionPath: @Sendable (Int) -> String {
        get { layoutConfiguration.sectionPath }
        set { layoutConfiguration.sectionPath = newValue }
    }
    /// The ``layoutConfiguration``'s ``Configuration/sectionSpecIndex``.
    package var sectionSpecIndex: (@Sendable (Int, String?) -> Int)? {
        get { layoutConfiguration.sectionSpecIndex }
        set { layoutConfiguration.sectionSpecIndex = newValue }
    }
}
