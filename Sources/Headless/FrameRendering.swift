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
        let (grid, glyphs) = drawn(loaded, columns: columns, rows: rows, offset: offset, ascii: ascii)
        return grid.text(glyphs: glyphs)
    }
}

extension FrameRendering {
    /// What `tessera render --format` prints.
    public enum Format: String, CaseIterable, Sendable {
        /// Plain text, the default: ``FrameRendering/text(_:columns:rows:offset:ascii:)``.
        case text
        /// The same characters with ANSI colours and attributes.
        case ansi
        /// An SVG picture in points.
        case svg
    }

    /// The canvas of `tessera render`: the viewport's width fitted into `columns`, the
    /// offset clamped to the scroll range.
    static func canvas(_ loaded: LoadedScenario, columns: Int, rows: Int, offset: RequestedOffset, ascii: Bool)
        -> Canvas
    {
        Canvas(
            columns: columns, rows: rows, viewportWidth: loaded.containerSize.width,
            contentOffset: offset.contentOffset(axis: loaded.layout.scrollAxis), glyphSet: ascii ? .ascii : .unicode
        )
        .clamped(to: loaded.layout.contentSize)
    }

    /// The frame in `format`. Complexity: as ``text(_:columns:rows:offset:ascii:)``, plus
    /// O(k log k) for the SVG's k elements.
    public static func output(
        _ loaded: LoadedScenario, format: Format, columns: Int, rows: Int, offset: RequestedOffset = .zero,
        ascii: Bool = false
    ) -> String {
        switch format {
        case .text: return text(loaded, columns: columns, rows: rows, offset: offset, ascii: ascii)
        case .ansi: return ansi(loaded, columns: columns, rows: rows, offset: offset, ascii: ascii)
        case .svg: return svg(loaded, columns: columns, rows: rows, offset: offset)
        }
    }

    /// ``text(_:columns:rows:offset:ascii:)`` with the app's colours and attributes as
    /// ANSI SGR sequences for a 256-colour terminal (``CellGrid/ansiText(glyphs:colors:)``);
    /// every styled line ends with a reset.
    public static func ansi(
        _ loaded: LoadedScenario, columns: Int, rows: Int, offset: RequestedOffset = .zero, ascii: Bool = false
    ) -> String {
        let (grid, glyphs) = drawn(loaded, columns: columns, rows: rows, offset: offset, ascii: ascii)
        return grid.ansiText(glyphs: glyphs)
    }

    /// The frame as an SVG picture in points (``SVGPicture``): the viewport of the text
    /// frame (the scenario's width, as many points high as `rows` rows show, from the
    /// clamped offset), every element the query returns clipped to it, with its title and
    /// the app's colour. Complexity: the query plus O(k log k).
    public static func svg(_ loaded: LoadedScenario, columns: Int, rows: Int, offset: RequestedOffset = .zero)
        -> String
    {
        let canvas = canvas(loaded, columns: columns, rows: rows, offset: offset, ascii: false)
        let elements = visibleElements(loaded, canvas)
        return SVGPicture(canvas: canvas).svg(elements) {
            ElementAppearance(
                for: $0, title: loaded.title(for: $0), colorName: loaded.colorName(for: $0))
        }
    }

    /// The tallest (or widest, along the scroll axis) whole-layout picture, in points: a
    /// larger layout is cut there and the picture says so in a comment.
    public static let wholePictureLimit = 200_000.0

    /// The whole layout as an SVG picture in points (``SVGPicture``): from the content's
    /// origin, the viewport's width (or the content's, when wider) by the content's height
    /// (or the viewport's, when taller), every element with its title and colour. What
    /// `tessera render --format svg` draws when no option asks for a frame. A layout
    /// longer than ``wholePictureLimit`` along its scroll axis is cut there. Complexity:
    /// the query of the whole content plus O(k log k).
    public static func wholeSVG(_ loaded: LoadedScenario) -> String {
        let content = loaded.layout.contentSize
        let container = loaded.containerSize
        var size = Size(width: max(content.width, container.width), height: max(content.height, container.height))
        let cut = size.width > wholePictureLimit || size.height > wholePictureLimit
        size.width = min(size.width, wholePictureLimit)
        size.height = min(size.height, wholePictureLimit)
        let whole = Rect(origin: .zero, size: size)
        let elements = loaded.layout.query(whole, at: loaded.scrollPosition()).elements
        var svg = SVGPicture(viewport: whole).svg(elements) {
            ElementAppearance(for: $0, title: loaded.title(for: $0), colorName: loaded.colorName(for: $0))
        }
        if cut {
            let limit = Int(wholePictureLimit)
            svg +=
                "<!-- the layout is longer than \(limit) pt; this picture stops there (--offset and --rows show the rest) -->\n"
        }
        return svg
    }

    /// What `canvas` shows of `loaded`: the query of its visible rectangle at its content
    /// offset, with the strips at the scenario's ``LoadedScenario/stripOffsets``.
    private static func visibleElements(_ loaded: LoadedScenario, _ canvas: Canvas) -> [LayoutAttributes] {
        loaded.layout.query(canvas.visibleRect, at: loaded.scrollPosition(contentOffset: canvas.contentOffset))
            .elements
    }

    /// The frame drawn into a grid, with the glyphs it was drawn with.
    private static func drawn(
        _ loaded: LoadedScenario, columns: Int, rows: Int, offset: RequestedOffset, ascii: Bool
    ) -> (CellGrid, GlyphSet) {
        let canvas = canvas(loaded, columns: columns, rows: rows, offset: offset, ascii: ascii)
        let grid = canvas.paint(visibleElements(loaded, canvas)) {
            ElementAppearance(for: $0, title: loaded.title(for: $0), colorName: loaded.colorName(for: $0))
        }
        return (grid, canvas.glyphSet)
    }
}
