/// A ``LayoutPlugin`` of any type, so that a section can hold your own plugin beside the
/// built-in ones (``SectionPlugin/custom(_:)``). Two wrappers are equal when they wrap
/// equal plugins of the same type.
public struct AnyLayoutPlugin: Hashable, Sendable {
    /// The wrapped plugin.
    public private(set) var base: any LayoutPlugin

    /// Wraps `plugin`.
    public init(_ plugin: some LayoutPlugin) {
        base = plugin
    }

    /// The wrapped plugin's spacing; setting it sets the wrapped plugin's.
    public var spacing: PluginSpacing {
        get { base.spacing }
        set { base.spacing = newValue }
    }

    /// True when both wrap equal plugins of the same type. Complexity: that of the
    /// plugin's `==`.
    public static func == (lhs: AnyLayoutPlugin, rhs: AnyLayoutPlugin) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped plugin.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
