import CollectionLayout
import TestSupport
import Testing

@testable import TerminalCanvas

@Suite struct CellMappingTests {
    @Test func scaleFitsTheViewportWidthAndRowsAreHalfAsDense() {
        let mapping = CellMapping(fittingWidth: 375, columns: 80)
        #expect(mapping.columnsPerPoint == 80.0 / 375)
        #expect(mapping.rowsPerPoint == 40.0 / 375)
        #expect(mapping.cells(for: Rect(x: 0, y: 0, width: 375, height: 10)).columns == 80)
        let tall = CellMapping(fittingWidth: 100, columns: 100, cellAspect: 3)
        #expect(
            tall.cells(for: Rect(x: 0, y: 0, width: 30, height: 30))
                == CellRect(column: 0, row: 0, columns: 30, rows: 10))
    }

    @Test func badScalesFallBackInsteadOfTrapping() {
        for mapping in [
            CellMapping(fittingWidth: 0, columns: 80), CellMapping(fittingWidth: -5, columns: 80),
            CellMapping(columnsPerPoint: .nan), CellMapping(columnsPerPoint: 1, cellAspect: 0),
            CellMapping(columnsPerPoint: 1, contentOffset: Point(x: .infinity, y: -1e300)),
        ] {
            #expect(mapping.columnsPerPoint > 0 && mapping.rowsPerPoint > 0)
            _ = mapping.cells(for: Rect(x: 1e308, y: -1e308, width: 1e308, height: 1e308))
        }
        let mapping = CellMapping(columnsPerPoint: 1)
        #expect(mapping.cells(for: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(mapping.cells(for: Rect(x: 0, y: 0, width: 0, height: 1)).isEmpty)
    }

    @Test func touchingFramesNeverOverlapAndGapsShowWhenTheySpanACellEdge() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<5_000 {
            let mapping = CellMapping(
                fittingWidth: Double.random(in: 50...2_000, using: &rng),
                columns: Int.random(in: 10...300, using: &rng),
                contentOffset: Point(
                    x: Double.random(in: -500...500, using: &rng), y: Double.random(in: -500...500, using: &rng)))
            let x0 = Double.random(in: -1_000...1_000, using: &rng)
            let w0 = Double.random(in: 0.1...400, using: &rng)
            let gap = Bool.random(using: &rng) ? 0 : Double.random(in: 0...60, using: &rng)
            let w1 = Double.random(in: 0.1...400, using: &rng)
            let a = mapping.cells(for: Rect(x: x0, y: 0, width: w0, height: 50))
            let b = mapping.cells(for: Rect(x: x0 + w0 + gap, y: 0, width: w1, height: 50))
            let aEdge = mapping.column(forX: x0 + w0)
            let bEdge = mapping.column(forX: x0 + w0 + gap)
            // Frames that span a cell edge are mapped edge to edge.
            if aEdge > mapping.column(forX: x0) { #expect(a.maxColumn == aEdge) }
            if mapping.column(forX: x0 + w0 + gap + w1) > bEdge { #expect(b.minColumn == bEdge) }
            if a.columns >= 1 && b.columns >= 1 && aEdge > mapping.column(forX: x0)
                && mapping.column(forX: x0 + w0 + gap + w1) > bEdge
            {
                #expect(a.maxColumn <= b.minColumn)
                #expect((a.maxColumn < b.minColumn) == (aEdge < bEdge))
            }
            // Nothing non-empty disappears.
            #expect(a.columns >= 1 && a.rows >= 1 && b.columns >= 1)
        }
    }

    @Test func sizesInCellsDoNotChangeWhileScrolling() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            let frame = Rect(
                x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...3_000, using: &rng),
                width: Double.random(in: 1...200, using: &rng), height: Double.random(in: 1...400, using: &rng))
            let base = CellMapping(fittingWidth: 375, columns: 80)
            let reference = base.cells(for: frame)
            let moved = base.scrolled(to: Point(x: 0, y: Double.random(in: 0...3_000, using: &rng)))
            let scrolled = moved.cells(for: frame)
            #expect(scrolled.rows == reference.rows && scrolled.columns == reference.columns)
            #expect(reference.minRow - scrolled.minRow == moved.originRow - base.originRow)
        }
    }

    @Test func theVisibleRectHoldsEveryElementThatCoversAGridCell() {
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<3_000 {
            let columns = Int.random(in: 1...120, using: &rng)
            let rows = Int.random(in: 1...50, using: &rng)
            let offset = Point(
                x: Double.random(in: -100...400, using: &rng), y: Double.random(in: -100...4_000, using: &rng))
            let canvas = Canvas(
                columns: columns, rows: rows, viewportWidth: Double.random(in: 50...800, using: &rng),
                contentOffset: offset)
            let frame = Rect(
                x: Double.random(in: -200...1_000, using: &rng), y: Double.random(in: -200...6_000, using: &rng),
                width: Double.random(in: 0.01...300, using: &rng), height: Double.random(in: 0.01...300, using: &rng))
            let covers = !canvas.mapping.cells(for: frame).intersection(
                CellRect(column: 0, row: 0, columns: columns, rows: rows)
            ).isEmpty
            if covers { #expect(frame.intersects(canvas.visibleRect)) }
        }
    }

    @Test func hitTestingAgreesWithTheCellsDrawn() {
        let mapping = CellMapping(fittingWidth: 375, columns: 80, contentOffset: Point(x: 0, y: 130))
        let frame = Rect(x: 6, y: 118, width: 169.5, height: 288)
        let cells = mapping.cells(for: frame)
        for row in -2..<30 {
            for column in 0..<80 {
                let point = mapping.point(column: column, row: row)
                #expect(frame.contains(point) == cells.contains(column: column, row: row))
            }
        }
    }

    @Test func clampedOffsetKeepsTheGridInsideTheContent() {
        let mapping = CellMapping(fittingWidth: 100, columns: 100)  // 2 points per row
        let content = Size(width: 100, height: 500)
        #expect(
            mapping.clampedOffset(Point(x: 0, y: 1_000), contentSize: content, columns: 100, rows: 20)
                == Point(x: 0, y: 460))
        #expect(mapping.clampedOffset(Point(x: -5, y: -5), contentSize: content, columns: 100, rows: 20) == .zero)
        #expect(mapping.clampedOffset(Point(x: 0, y: .nan), contentSize: content, columns: 100, rows: 20) == .zero)
        #expect(
            mapping.clampedOffset(Point(x: 0, y: 30), contentSize: Size(width: 100, height: 10), columns: 100, rows: 20)
                == .zero)
    }
}
