import CollectionLayout
import InertText

/// A frame as an SVG picture **in points**: the layout's own frames, clipped to the
/// viewport (the content rectangle on screen) and moved so the viewport's top-left
/// corner is (0, 0). The picture is as wide as the viewport in points, not in cells, so it
/// shows the geometry the terminal can only approximate.
///
/// Elements are drawn in ``Canvas/drawingOrder(_:)`` (decorations, cells, supplementary
/// views; by `zIndex`), each as one `<rect>` with its appearance's colour
/// (``StandardPalette/hex(for:)``; grey for the default colour):
///
/// - cells: a coloured outline, lightly tinted inside;
/// - supplementary views (headers, footers, banners, pinned where the query pinned
///   them): a stronger tint and a bold label;
/// - decorations (section backgrounds): a faint fill of the section's colour; an
///   inset-grouped list's background (``ElementKind/insetListBackground``) with its
///   rounded corners (``ListConfiguration/cornerRadius``);
/// - an element with `alpha < 1` gets that opacity; the focused one a thick outline;
/// - an appearance's marker (``ElementAppearance/marker``, such as the WWDC18 sample's
///   cyan "updated" dot) is a dot of ``markerRadius`` in its colour, inset by twice that
///   from the box's top-right corner, on boxes at least four radii wide and high.
///
/// A title is made inert (``InertText``), XML-escaped, and cut with "…" to the width
/// of its box (monospace, ``characterWidth`` points per column); a box less than
/// ``labelMinimumHeight`` points high, or too narrow for one character, has no label.
/// The output is deterministic (numbers with at most two decimals), so pictures can be
/// compared as text. Complexity: O(k log k + total title length) for k elements.
public struct SVGPicture: Sendable {
    /// The content rectangle the picture shows, in points.
    public var viewport: Rect
    /// The element drawn highlighted, if any.
    public var focused: ElementIdentity?

    /// Label font size in points.
    public static let fontSize = 11.0
    /// The width of one monospace column of a label, in points.
    public static let characterWidth = 6.6
    /// The smallest box height that gets a label, in points.
    public static let labelMinimumHeight = 14.0
    /// The radius of an appearance's marker dot, in points.
    public static let markerRadius = 4.0

    /// Creates a picture of `viewport`.
    public init(viewport: Rect, focused: ElementIdentity? = nil) {
        self.viewport = viewport
        self.focused = focused
    }

    /// The picture of what `canvas` shows: from its content offset, as many points
    /// wide and high as its columns and rows cover, with its focused element.
    public init(canvas: Canvas) {
        let size = Size(
            width: Double(canvas.columns) * canvas.mapping.pointsPerColumn,
            height: Double(canvas.rows) * canvas.mapping.pointsPerRow)
        self.init(viewport: Rect(origin: canvas.contentOffset, size: size), focused: canvas.focused)
    }

    /// The SVG document for `elements` (any superset of the visible ones: the rest are
    /// clipped away), titles and colours from `appearance`, ending with a newline.
    public func svg(_ elements: [LayoutAttributes], appearance: (LayoutAttributes) -> ElementAppearance) -> String {
        let w = Self.number(viewport.width)
        let h = Self.number(viewport.height)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            font-family="monospace" font-size="\(Self.number(Self.fontSize))">

            """
        out += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
        for element in Canvas.drawingOrder(elements) {
            let frame = element.transformedFrame
            guard frame.isFinite, let clipped = frame.intersection(viewport), !clipped.isEmpty
            else { continue }
            out += shape(element, clipped.offsetBy(dx: -viewport.minX, dy: -viewport.minY), look: appearance(element))
        }
        out += "</svg>\n"
        return out
    }

    /// The `<rect>` (and `<text>`) of one element at `box` (picture coordinates).
    private func shape(_ element: LayoutAttributes, _ box: Rect, look: ElementAppearance) -> String {
        let color = StandardPalette.hex(for: look.color) ?? "#6b7280"
        let isFocused = focused == ElementIdentity(element)
        let tint: String
        var bold = false
        switch element.category {
        case .cell: tint = "0.12"
        case .supplementary:
            tint = "0.3"
            bold = true
        case .decoration: tint = "0.18"
        }
        var rect = "<rect x=\"\(Self.number(box.minX))\" y=\"\(Self.number(box.minY))\" "
        rect += "width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" "
        rect += "fill=\"\(color)\" fill-opacity=\"\(isFocused ? "0.5" : tint)\" stroke=\"\(color)\""
        if element.category == .decoration(kind: ElementKind.insetListBackground) {
            rect += " rx=\"\(Self.number(ListConfiguration.cornerRadius))\""
        }
        if isFocused { rect += " stroke-width=\"3\"" }
        if element.alpha < 1 { rect += " opacity=\"\(Self.number(element.alpha))\"" }
        rect += "/>\n"
        rect += Self.marker(look.marker, box: box)
        guard let label = Self.label(look.title, width: box.width), box.height >= Self.labelMinimumHeight else {
            return rect
        }
        let x = Self.number(box.minX + 4)
        let y = Self.number(box.minY + Self.fontSize + 1)
        let weight = bold || isFocused ? " font-weight=\"bold\"" : ""
        let opacity = element.alpha < 1 ? " opacity=\"\(Self.number(element.alpha))\"" : ""
        return rect + "<text x=\"\(x)\" y=\"\(y)\" fill=\"#111827\"\(weight)\(opacity)>\(label)</text>\n"
    }

    /// The `<circle>` of `marker` in `box`'s top-right corner, or nothing when there is
    /// no marker or the box is under four radii wide or high.
    static func marker(_ marker: CanvasColor?, box: Rect) -> String {
        let r = markerRadius
        guard let marker, box.width >= 4 * r, box.height >= 4 * r else { return "" }
        let color = StandardPalette.hex(for: marker) ?? "#6b7280"
        let cx = number(box.maxX - 2 * r)
        let cy = number(box.minY + 2 * r)
        return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(number(r))\" fill=\"\(color)\"/>\n"
    }

    /// `title` made inert, cut to fit `width` points (less 4 points of padding on each
    /// side) with "…", XML-escaped; `nil` when there is nothing to show.
    static func label(_ title: String?, width: Double) -> String? {
        guard let title, !title.isEmpty else { return nil }
        let columns = Int(((width - 8) / characterWidth).rounded(.down))
        guard columns >= 1 else { return nil }
        let inert = InertText.escaped(title, maxLength: columns * 4)
        var kept = ""
        var used = 0
        var cut = false
        for character in inert {
            let w = max(1, DisplayWidth.of(character))
            if used + w > columns {
                cut = true
                break
            }
            kept.append(character)
            used += w
        }
        if cut {
            while !kept.isEmpty && used + 1 > columns {
                used -= max(1, DisplayWidth.of(kept.removeLast()))
            }
            kept += "…"
        }
        return xmlEscaped(kept)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` as XML entities. Complexity: O(n).
    public static func xmlEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `value` rounded to two decimals, written without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
