import CollectionLayout
import TerminalCanvas

/// Paints layout elements into a cell grid: the seam between the explorer and the
/// canvas module, so the explorer composes screens without knowing how boxes look.
public protocol ElementPainter: Sendable {
    /// Paints `elements` (content coordinates) as seen through `visibleRect` into `grid`,
    /// whose cells each cover `pointsPerColumn` x `pointsPerRow` points.
    func paint(
        _ elements: [LayoutAttributes], visibleRect: Rect, pointsPerColumn: Double,
        pointsPerRow: Double, title: (LayoutAttributes) -> String?, into grid: inout CellGrid)
}

/// Cell coordinates of a frame: half-open column and row ranges, possibly outside the grid.
public struct CellSpan: Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    /// Creates a span.
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The span of `frame` seen through `visibleRect`: edges rounded to the nearest cell
    /// boundary, at least one cell in each direction.
    public init(frame: Rect, visibleRect: Rect, pointsPerColumn: Double, pointsPerRow: Double) {
        func cell(_ v: Double, _ step: Double) -> Int {
            let c = (v / step).rounded()
            return c.isFinite ? Int(max(-1_000_000, min(1_000_000, c))) : 0
        }
        x0 = cell(frame.minX - visibleRect.minX, pointsPerColumn)
        y0 = cell(frame.minY - visibleRect.minY, pointsPerRow)
        x1 = max(x0 + 1, cell(frame.maxX - visibleRect.minX, pointsPerColumn))
        y1 = max(y0 + 1, cell(frame.maxY - visibleRect.minY, pointsPerRow))
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }

    /// True when the span covers the cell.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x0 && column < x1 && row >= y0 && row < y1
    }
}
