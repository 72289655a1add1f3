import CollectionLayout

/// Where the explorer looks from: the terminal's size, the device width preset, the zoom
/// and the scroll position. The points-to-cells mapping (``Viewport``) follows from these
/// and the layout's device width.
public struct ViewportState: Hashable, Sendable {
    /// Terminal width in cells (at least 1).
    public internal(set) var screenColumns: Int
    /// Terminal height in cells (at least 1).
    public internal(set) var screenRows: Int
    /// The device width preset.
    public internal(set) var preset: DevicePreset = .scenario
    /// Index into ``Viewport/zoomLevels``.
    public internal(set) var zoomIndex = Viewport.zoomLevels.firstIndex(of: 1) ?? 0
    /// The scroll position: the content offset and the offsets of the orthogonal strips
    /// the sideways keys scrolled (the viewer's, as a collection view keeps its
    /// orthogonal sections' scroll views; the prepared layout never holds them).
    public internal(set) var position = ScrollPosition()

    /// The content offset in points (top-left of the visible rectangle).
    public internal(set) var offset: Point {
        get { position.contentOffset }
        set { position.contentOffset = newValue }
    }

    /// A `columns` x `rows` terminal at the scenario's width, zoom 1, offset zero.
    public init(columns: Int, rows: Int) {
        screenColumns = max(1, columns)
        screenRows = max(1, rows)
    }

    /// The zoom factor.
    public var zoom: Double { Viewport.zoomLevels[zoomIndex] }
    /// True when the terminal is below the explorer's smallest screen.
    public var isTooSmall: Bool {
        screenColumns < ExplorerModel.minimumColumns || screenRows < ExplorerModel.minimumRows
    }
    /// Columns of the content area: the whole width.
    public var contentColumns: Int { max(1, screenColumns) }
    /// Rows of the content area: between the status bar and the footer.
    public var contentRows: Int { max(1, screenRows - 2) }

    /// Takes the terminal's new size; false when it is the size already.
    mutating func resize(columns: Int, rows: Int) -> Bool {
        guard columns != screenColumns || rows != screenRows else { return false }
        screenColumns = max(1, columns)
        screenRows = max(1, rows)
        return true
    }

    /// Moves to zoom level `index`, clamped to the levels; false when that is the level
    /// already (a limit).
    mutating func setZoom(_ index: Int) -> Bool {
        let clamped = min(max(0, index), Viewport.zoomLevels.count - 1)
        guard clamped != zoomIndex else { return false }
        zoomIndex = clamped
        return true
    }
}
