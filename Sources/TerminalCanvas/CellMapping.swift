import CollectionLayout

/// A rectangle of grid cells, half-open: columns `minColumn..<maxColumn`, rows
/// `minRow..<maxRow`.
public struct CellRect: Hashable, Sendable {
    /// The first column.
    public var minColumn: Int
    /// The first row.
    public var minRow: Int
    /// One past the last column.
    public var maxColumn: Int
    /// One past the last row.
    public var maxRow: Int

    /// Creates a cell rectangle from its half-open bounds.
    public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        self.minColumn = minColumn
        self.minRow = minRow
        self.maxColumn = maxColumn
        self.maxRow = maxRow
    }

    /// Creates a cell rectangle from an origin and a size.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.init(minColumn: column, minRow: row, maxColumn: column + columns, maxRow: row + rows)
    }

    /// Number of columns (0 when empty).
    public var columns: Int { max(0, maxColumn - minColumn) }
    /// Number of rows (0 when empty).
    public var rows: Int { max(0, maxRow - minRow) }
    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { maxColumn <= minColumn || maxRow <= minRow }

    /// The cells in both rectangles (possibly empty).
    public func intersection(_ other: CellRect) -> CellRect {
        CellRect(
            minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
            maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }

    /// True when the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }
}

/// Maps content coordinates (points) to grid cells with one scale for the whole frame.
///
/// A terminal cell is about twice as tall as it is wide, so a point covers
/// `rowsPerPoint = columnsPerPoint / cellAspect` rows: a square item looks square.
///
/// **Edges are mapped, not sizes.** Every edge coordinate goes through the same
/// monotonic function, `edge(v) = floor(v * scale + 0.5)` (round half up, in absolute
/// content coordinates), and an element covers the half-open cell range between its
/// two edges. Hence elements that touch in points touch in cells and never overlap,
/// an element keeps its size in cells while it scrolls, and a gap between two
/// elements stays visible wherever it spans at least one cell edge. The one exception
/// keeps nothing from disappearing: a non-empty frame that spans no cell edge along an
/// axis gets the one cell its centre falls in (such a sub-cell element may share that
/// cell with a neighbour).
///
/// The content offset is quantised to whole cells (`originColumn`, `originRow`), so
/// scrolling moves the picture by whole rows and columns.
public struct CellMapping: Hashable, Sendable {
    /// Grid columns per point.
    public let columnsPerPoint: Double
    /// Grid rows per point (`columnsPerPoint / cellAspect`).
    public let rowsPerPoint: Double
    /// A cell's height divided by its width.
    public let cellAspect: Double
    /// The content column (in absolute cells) shown in grid column 0.
    public let originColumn: Int
    /// The content row (in absolute cells) shown in grid row 0.
    public let originRow: Int

    /// The largest cell coordinate an edge maps to; keeps absurd coordinates from
    /// overflowing `Int`.
    static let limit = 1_000_000_000.0

    /// Creates a mapping with an explicit scale. A scale or aspect that is not a
    /// positive finite number is replaced by 1 (and an aspect of 2).
    /// - Parameters:
    ///   - columnsPerPoint: grid columns per point of content.
    ///   - cellAspect: a cell's height divided by its width (default 2).
    ///   - contentOffset: the content point shown at the grid's top-left corner.
    public init(columnsPerPoint: Double, cellAspect: Double = 2, contentOffset: Point = .zero) {
        let scale = columnsPerPoint.isFinite && columnsPerPoint > 0 ? columnsPerPoint : 1
        let aspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 2
        self.columnsPerPoint = scale
        self.rowsPerPoint = scale / aspect
        self.cellAspect = aspect
        self.originColumn = Self.edge(contentOffset.x, scale: scale)
        self.originRow = Self.edge(contentOffset.y, scale: scale / aspect)
    }

    /// Creates the mapping whose scale fits `viewportWidth` points into `columns`
    /// columns (the layout's visible width fills the grid's width). A viewport width
    /// or column count that is not positive gives one column per point.
    public init(fittingWidth viewportWidth: Double, columns: Int, cellAspect: Double = 2, contentOffset: Point = .zero)
    {
        let scale = viewportWidth > 0 && columns > 0 ? Double(columns) / viewportWidth : 1
        self.init(columnsPerPoint: scale, cellAspect: cellAspect, contentOffset: contentOffset)
    }

    /// Points per grid column (the horizontal scroll step).
    public var pointsPerColumn: Double { 1 / columnsPerPoint }
    /// Points per grid row (the vertical scroll step).
    public var pointsPerRow: Double { 1 / rowsPerPoint }

    /// The grid column of the vertical edge at content coordinate `x`.
    public func column(forX x: Double) -> Int {
        Self.edge(x, scale: columnsPerPoint) - originColumn
    }

    /// The grid row of the horizontal edge at content coordinate `y`.
    public func row(forY y: Double) -> Int {
        Self.edge(y, scale: rowsPerPoint) - originRow
    }

    /// The cells `frame` covers, in grid coordinates (possibly outside the grid); empty
    /// for an empty or non-finite frame.
    public func cells(for frame: Rect) -> CellRect {
        guard frame.isFinite, !frame.isEmpty else { return CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0) }
        let (c0, c1) = Self.span(frame.minX, frame.maxX, scale: columnsPerPoint, origin: originColumn)
        let (r0, r1) = Self.span(frame.minY, frame.maxY, scale: rowsPerPoint, origin: originRow)
        return CellRect(minColumn: c0, minRow: r0, maxColumn: c1, maxRow: r1)
    }

    /// The content rectangle a `columns` x `rows` grid shows, grown by one cell on
    /// every side: querying the layout with it returns every element that can cover a
    /// grid cell (the painter clips the rest).
    public func visibleRect(columns: Int, rows: Int) -> Rect {
        let x0 = Double(originColumn - 1) / columnsPerPoint
        let y0 = Double(originRow - 1) / rowsPerPoint
        return Rect(
            x: x0, y: y0,
            width: Double(max(0, columns) + 2) / columnsPerPoint,
            height: Double(max(0, rows) + 2) / rowsPerPoint)
    }

    /// The content point at the centre of grid cell (`column`, `row`): for hit-testing
    /// a mouse click against element frames.
    public func point(column: Int, row: Int) -> Point {
        Point(
            x: (Double(originColumn + column) + 0.5) / columnsPerPoint,
            y: (Double(originRow + row) + 0.5) / rowsPerPoint)
    }

    /// The same scale with another content offset.
    public func scrolled(to contentOffset: Point) -> CellMapping {
        CellMapping(columnsPerPoint: columnsPerPoint, cellAspect: cellAspect, contentOffset: contentOffset)
    }

    /// `contentOffset` clamped so a `columns` x `rows` grid stays within
    /// `contentSize` (never below zero): the scroll range the app allows.
    public func clampedOffset(_ contentOffset: Point, contentSize: Size, columns: Int, rows: Int) -> Point {
        let maxX = max(0, contentSize.width - Double(max(0, columns)) / columnsPerPoint)
        let maxY = max(0, contentSize.height - Double(max(0, rows)) / rowsPerPoint)
        func clamp(_ v: Double, _ upper: Double) -> Double {
            v.isFinite ? min(max(v, 0), upper) : 0
        }
        return Point(x: clamp(contentOffset.x, maxX), y: clamp(contentOffset.y, maxY))
    }

    /// `floor(v * scale + 0.5)`, clamped to ±``limit`` (non-finite values map to 0).
    static func edge(_ v: Double, scale: Double) -> Int {
        let scaled = (v * scale + 0.5).rounded(.down)
        guard scaled.isFinite else { return 0 }
        return Int(min(max(scaled, -limit), limit))
    }

    /// The grid cells covered by `[low, high)` along one axis; a non-empty span that
    /// covers no cell edge gets the cell its centre falls in.
    private static func span(_ low: Double, _ high: Double, scale: Double, origin: Int) -> (Int, Int) {
        let start = edge(low, scale: scale)
        let end = edge(high, scale: scale)
        if end > start { return (start - origin, end - origin) }
        let centre = ((low + high) / 2 * scale).rounded(.down)
        let cell = Int(min(max(centre, -limit), limit))
        return (cell - origin, cell + 1 - origin)
    }
}
