import CollectionLayout
import TerminalCanvas

/// The debug overlay's record of the last visibility query's binary search
/// (``QueryTrace``): a panel at the content area's top-left listing every comparison in
/// order, so a viewer can watch the search narrow down.
///
/// Rows: the band searched along the scroll axis and the index size, then one row per
/// comparison, `N STAGE[POSITION] ENTRY<TARGET` (the search went on past the entry) or
/// `≥` (`>=` in ASCII; it stopped there), where STAGE is `L1`, `L0` for the sampled
/// levels (every 16th start, every 16th of those, ...), `S` for the starts and `G` for
/// the gallop to the band's end; last, the positions (in start order) whose start lies
/// in the band. Elements starting before the band and reaching into it are found after
/// the search, through the index's max-tree, and are not listed. Rows that do not fit
/// are counted (`+N more`).
enum SearchTraceOverlay {
    /// The panel's rows for `trace` (title excluded). Complexity: O(steps).
    static func rows(_ trace: QueryTrace, glyphSet: GlyphSet = .unicode) -> [String] {
        let f = LayoutTuning.format
        var rows = ["band \(f(trace.band.lowerBound))-\(f(trace.band.upperBound)), n \(trace.elementCount)"]
        for (i, step) in trace.steps.enumerated() {
            let stage: String
            switch step.stage {
            case .sampleLevel(let level): stage = "L\(level)"
            case .starts: stage = "S"
            case .gallop: stage = "G"
            }
            let comparison = step.wentOn ? "<" : glyphSet.allowsNonASCII ? "≥" : ">="
            rows.append("\(i + 1) \(stage)[\(step.position)] \(f(step.entry))\(comparison)\(f(step.target))")
        }
        let found = trace.result
        rows.append(
            found.isEmpty ? "starting in band: none" : "starting in band: \(found.lowerBound)-\(found.upperBound - 1)")
        return rows
    }

    /// Draws the panel for `trace` at the top-left of `grid`, `width` columns wide at
    /// most, in `style`; returns the cells it covers (empty when there is no room).
    @discardableResult
    static func draw(_ trace: QueryTrace, width: Int, style: CellStyle, glyphSet: GlyphSet, into grid: inout CellGrid)
        -> CellRect
    {
        var rows = rows(trace, glyphSet: glyphSet)
        let height = min(rows.count + 2, grid.rows)
        guard width >= 12, height >= 4 else { return CellRect(column: 0, row: 0, columns: 0, rows: 0) }
        let room = height - 2
        if rows.count > room {
            // Keep the band and the answer; count the comparisons left out.
            let hidden = rows.count - room + 1
            rows = Array(rows.prefix(room - 2)) + ["+\(hidden) more", rows[rows.count - 1]]
        }
        Overlays.panel(
            x: 0, y: 0, width: width, height: height, title: "search", style: style, glyphSet: glyphSet, into: &grid)
        for (i, row) in rows.enumerated() {
            TextCells.write(
                TextCells.clipped(row, to: width - 2, glyphSet: glyphSet), into: &grid, x: 1, y: 1 + i,
                maxColumns: width - 2, glyphSet: glyphSet)
        }
        return CellRect(column: 0, row: 0, columns: width, rows: height)
    }
}
