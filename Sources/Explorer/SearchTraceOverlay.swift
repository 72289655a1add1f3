import CollectionLayout
import TerminalCanvas

/// The debug overlay's record of the last visibility query's binary search
/// (``QueryTrace``): a panel at the content area's top-left listing every comparison in
/// order, so a viewer can watch the search narrow down.
///
/// Rows: the band searched along the scroll axis and the index size, then one row per
/// comparison, `N STAGE[POSITION] ENTRY < TARGET` (the search went on past the entry)
/// or `>=` (it stopped there), where STAGE is `L1`, `L0` for the sampled levels (every
/// 16th start, every 16th of those, ...), `S` for the starts and `G` for the gallop to
/// the band's end; last, the positions found. Rows that do not fit are counted
/// (`+N more`).
enum SearchTraceOverlay {
    /// The panel's rows for `trace` (title excluded). Complexity: O(steps).
    static func rows(_ trace: QueryTrace) -> [String] {
        let f = LayoutTuning.format
        var rows = ["band \(f(trace.band.lowerBound))-\(f(trace.band.upperBound)), n \(trace.elementCount)"]
        for (i, step) in trace.steps.enumerated() {
            let stage: String
            switch step.stage {
            case .sampleLevel(let level): stage = "L\(level)"
            case .starts: stage = "S"
            case .gallop: stage = "G"
            }
            let comparison = step.wentOn ? "<" : ">="
            rows.append("\(i + 1) \(stage)[\(step.position)] \(f(step.entry)) \(comparison) \(f(step.target))")
        }
        let found = trace.result
        rows.append(found.isEmpty ? "found none" : "found \(found.lowerBound)..<\(found.upperBound)")
        return rows
    }

    /// Draws the panel for `trace` at the top-left of `grid`, `width` columns wide at
    /// most, in `style`.
    static func draw(_ trace: QueryTrace, width: Int, style: CellStyle, glyphSet: GlyphSet, into grid: inout CellGrid) {
        var rows = rows(trace)
        let height = min(rows.count + 2, grid.rows)
        guard width >= 12, height >= 4 else { return }
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
    }
}
