extension MosaicLayout {
    /// What a ``MosaicLayout`` is configured with: nothing, as in the original (the band
    /// pattern and height are fixed). ``prepared(for:)`` returns a prepared
    /// ``MosaicLayout``; see ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration, Hashable {
        /// The layout this configuration prepares.
        public typealias Layout = MosaicLayout

        /// The only configuration.
        public init() {}

        /// `"Mosaic"`.
        public var name: String { "Mosaic" }
    }
}
