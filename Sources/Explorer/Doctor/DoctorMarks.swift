import CollectionLayout
import LayoutDoctor
import TerminalCanvas

/// What the `D` key found on the layout shown: doctor's findings at the device size on
/// screen, drawn over the content as outlined boxes where the findings put their elements
/// (a missed element where it should be), each in its rule's colour, with the rule's
/// name, and the reproducer's query rectangle dashed in the same colour.
public struct DoctorMarks: Sendable {
    /// The findings, as `tessera doctor` reports them (cost aside).
    public var findings: [DoctorFinding]
    /// The layout's name when the checks ran.
    public var layoutName: String

    /// The colour of a rule's marks: red for what the query misses, magenta for what it
    /// returns wrongly, yellow for lookups and cells, cyan for sizes and values.
    public static func colorName(_ rule: DoctorRule) -> String {
        switch rule {
        case .queryMissesElement: return "red"
        case .queryReturnsExtra, .duplicateElement: return "magenta"
        case .itemAttributesDisagree, .missingCell, .prepareNotRepeatable, .updateDiffersFromPrepare: return "yellow"
        case .nonFiniteValue, .negativeSize, .contentSizeTooSmall, .costSuperlinear: return "cyan"
        }
    }

    /// One line for the status message: "Doctor: clean" or the count and the first rule.
    public var summary: String {
        guard let first = findings.first else { return "Doctor: \(layoutName) is clean at this size" }
        let rules = Set(findings.map(\.rule)).sorted().map(\.rawValue).joined(separator: ", ")
        return "Doctor: \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(rules)); first: \(first.message)"
    }

    /// Draws every finding that names a place (its element's frame, else its rectangle)
    /// into `grid`, whose cells map to content points through `mapping`. Complexity: O(f)
    /// for f findings, each clipped to the grid.
    func draw(mapping: CellMapping, glyphSet: GlyphSet, into grid: inout CellGrid) {
        for f in findings {
            let style = CellStyle(foreground: .named(Self.colorName(f.rule)), bold: true)
            guard let place = f.frame ?? f.rect, place.isFinite, place.width >= 0, place.height >= 0 else { continue }
            let box = mapping.cells(
                for: place.isEmpty ? Rect(origin: place.origin, size: Size(width: 1, height: 1)) : place)
            guard box.maxColumn > 0 || box.maxRow > 0 else { continue }
            let width = max(2, box.maxColumn - box.minColumn)
            let height = max(2, box.maxRow - box.minRow)
            Overlays.outline(x: box.minColumn, y: box.minRow, width: width, height: height, style: style, into: &grid)
            TextCells.write(
                TextCells.clipped(f.rule.rawValue, to: max(0, width - 2), glyphSet: glyphSet), into: &grid,
                x: box.minColumn + 1, y: box.minRow, maxColumns: max(0, width - 2), glyphSet: glyphSet)
        }
    }
}
