import CollectionLayout

/// The explorer's view of its ``ViewportState``: each part under its own name.
extension ExplorerModel {
    /// Terminal width in cells.
    public var screenColumns: Int { viewportState.screenColumns }
    /// Terminal height in cells.
    public var screenRows: Int { viewportState.screenRows }
    /// The device width preset.
    public internal(set) var preset: DevicePreset {
        get { viewportState.preset }
        set { viewportState.preset = newValue }
    }
    /// Index into ``Viewport/zoomLevels``.
    public var zoomIndex: Int { viewportState.zoomIndex }
    /// The scroll position: the content offset and the orthogonal strips' offsets.
    public internal(set) var position: ScrollPosition {
        get { viewportState.position }
        set { viewportState.position = newValue }
    }
    /// The content offset in points (top-left of the visible rectangle).
    public internal(set) var offset: Point {
        get { viewportState.offset }
        set { viewportState.offset = newValue }
    }
    /// The zoom factor.
    public var zoom: Double { viewportState.zoom }
    /// True when the terminal is below ``minimumColumns`` x ``minimumRows``.
    public var isTooSmall: Bool { viewportState.isTooSmall }
    /// Columns of the content area: the whole width.
    public var contentColumns: Int { viewportState.contentColumns }
    /// Rows of the content area: between the status bar and the footer.
    public var contentRows: Int { viewportState.contentRows }
}
