import CollectionLayout
import Scenarios
import TerminalCanvas

/// `tessera render`'s work: one frame of a prepared scenario as text, drawn by the same
/// call the app makes each frame, ``Canvas/render(_:title:backgroundColorName:)``, on a
/// canvas whose scale fits the scenario's viewport width into the columns and whose
/// offset is clamped to the scroll range, as the app clamps it.
public enum FrameRendering {
    /// The largest accepted grid side: far beyond any terminal, small enough that a
    /// typo cannot ask for gigabytes.
    public static let maximumSide = 1_000

    /// What `--offset` says: one number (along the scroll axis) or `X,Y`.
    public enum RequestedOffset: Equatable, Sendable {
        case alongScrollAxis(Double)
        case point(Point)

        /// Zero along the scroll axis.
        public static let zero = RequestedOffset.alongScrollAxis(0)

        /// The content offset this request means on a layout scrolling along `axis`.
        public func contentOffset(axis: Axis) -> Point {
            switch self {
            case .point(let point):
                return point
            case .alongScrollAxis(let value):
                return axis == .vertical ? Point(x: 0, y: value) : Point(x: value, y: 0)
            }
        }

        /// Parses `Y` or `X,Y` (plain finite decimal numbers), or `nil`.
        public static func parse(_ text: String) -> RequestedOffset? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let values = parts.compactMap { part -> Double? in
                let trimmed = part.filter { $0 != " " }
                guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }),
                    let value = Double(trimmed), value.isFinite
                else { return nil }
                return value
            }
            guard values.count == parts.count else { return nil }
            switch values.count {
            case 1: return .alongScrollAxis(values[0])
            case 2: return .point(Point(x: values[0], y: values[1]))
            default: return nil
            }
        }
    }

    /// The frame of `loaded` on a `columns` × `rows` grid at `offset`, as text with
    /// trailing spaces trimmed. Complexity: the visibility query plus O(columns × rows).
    public static func text(
        _ loaded: LoadedScenario, columns: Int, rows: Int, offset: RequestedOffset = .zero, ascii: Bool = false
    ) -> String {
        let glyphSet: GlyphSet = ascii ? .ascii : .unicode
        let grid = Canvas(
            columns: columns, rows: rows, viewportWidth: loaded.containerSize.width,
            contentOffset: offset.contentOffset(axis: loaded.layout.scrollAxis), glyphSet: glyphSet
        )
        .clamped(to: loaded.layout.contentSize)
        .render(loaded.layout, title: loaded.title(for:), backgroundColorName: loaded.backgroundColorName(for:))
        return grid.text(glyphs: glyphSet)
    }
}
