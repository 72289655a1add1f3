/// What a user or a scenario file configures about a layout, and nothing it computed:
/// configuration in, prepared layout out.
///
/// Each layout family of this module has one, nested in it (``FlowLayout/Configuration``,
/// ``PinterestLayout/Configuration``, ``MosaicLayout/Configuration``,
/// ``SplitLayout/Configuration``, ``PluginLayout/Configuration``,
/// ``CompositionalLayout/Configuration``). A configuration is a value that never holds
/// frames: whoever keeps layouts to prepare again later (the explorer's per-choice
/// settings, a scenario's layout) keeps configurations, and ``prepared(for:)`` turns one
/// into a prepared layout for a context without changing it.
///
/// The families keep UIKit's shape as well: a layout value holds its configuration
/// (forwarding each setting, so `layout.itemSize = ...` still reads as UIKit's) and
/// `prepare(for:)` recomputes it in place. Both paths give the same frames.
public protocol LayoutConfiguration: Sendable {
    /// The prepared layout this configuration makes.
    associatedtype Layout: CollectionViewLayout

    /// A short human name, the prepared layout's ``CollectionViewLayout/name``.
    var name: String { get }

    /// A new layout with this configuration, prepared for `context`. The configuration is
    /// not changed. Throws what the layout's `prepare(for:)` throws. Complexity: the
    /// family's prepare. The default prepares ``makeLayout()``.
    func prepared(for context: LayoutContext) throws(LayoutError) -> Layout

    /// A new, unprepared layout with this configuration: UIKit's form, a layout object
    /// that its owner prepares in place again for each change (what the layout doctor
    /// examines). Complexity: O(1) for the families of this module.
    func makeLayout() -> Layout
}

extension LayoutConfiguration {
    /// ``makeLayout()``, prepared for `context`.
    public func prepared(for context: LayoutContext) throws(LayoutError) -> Layout {
        var layout = makeLayout()
        try layout.prepare(for: context)
        return layout
    }
}

/// A layout family made from a ``LayoutConfiguration``: the link that gives the
/// configuration its ``LayoutConfiguration/makeLayout()``.
public protocol ConfigurableLayout: CollectionViewLayout {
    /// The family's configuration.
    associatedtype Configuration: LayoutConfiguration where Configuration.Layout == Self

    /// An unprepared layout with `configuration`.
    init(configuration: Configuration)
}

extension LayoutConfiguration where Layout: ConfigurableLayout, Layout.Configuration == Self {
    /// `Layout(configuration: self)`.
    public func makeLayout() -> Layout { Layout(configuration: self) }
}

/// A layout value used as its own configuration: the bridge for layouts without a
/// configuration type (your own ``CollectionViewLayout``s, a preview's layout), which
/// keep their settings and their prepared state in one value. ``prepared(for:)`` prepares
/// a copy; the wrapped value is never prepared, so it holds no frames as long as it held
/// none when it was wrapped.
public struct UnpreparedLayout<Layout: CollectionViewLayout>: LayoutConfiguration {
    /// The unprepared layout.
    public var layout: Layout

    /// Wraps `layout`, which should be unprepared.
    public init(_ layout: Layout) {
        self.layout = layout
    }

    /// The layout's name.
    public var name: String { layout.name }

    /// The wrapped layout.
    public func makeLayout() -> Layout { layout }
}
