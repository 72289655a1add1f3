import CollectionLayout

/// Prints a prepared layout as a few lines of text: its content size, then every element
/// (cells by index path, then supplementary views, then decorations) with its frame.
/// Imports only CollectionLayout, so a program that uses it links without Foundation.
public enum FramePrinter {
    /// Prints `title`, the content size and every element of `layout` at `contentOffset`.
    /// Complexity: O(n) for n elements.
    public static func printLayout(
        _ title: String, _ layout: some CollectionViewLayout, contentOffset: Point = .zero
    ) {
        print("\(title): \(layout.name), content \(text(layout.contentSize))")
        layout.forEachElement(contentOffset: contentOffset) { element in
            print("  " + line(element))
        }
    }

    /// Prints the elements a visibility query for `rect` returns, as a collection view
    /// asks for them while scrolling.
    public static func printQuery(
        _ title: String, _ layout: some CollectionViewLayout, rect: Rect, contentOffset: Point = .zero
    ) {
        let found = layout.query(rect, contentOffset: contentOffset).elements
        print("\(title): \(found.count) elements in \(text(rect))")
        for element in found { print("  " + line(element)) }
    }

    /// One element as `cell [0, 3] (6, 6, 169.5, 100)` (a supplementary view or
    /// decoration by its kind, `banner [0, 0] ...`), with its z-index and alpha when
    /// they are not the defaults.
    public static func line(_ element: LayoutAttributes) -> String {
        let what = element.category.kind ?? element.category.name
        var text = "\(what) \(element.indexPath) \(Self.text(element.frame))"
        if element.zIndex != 0 { text += " z \(element.zIndex)" }
        if element.alpha != 1 { text += " alpha \(number(element.alpha))" }
        return text
    }

    /// `(x, y, width, height)` with whole numbers written without a fraction.
    public static func text(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `width x height`.
    public static func text(_ size: Size) -> String {
        "\(number(size.width)) x \(number(size.height))"
    }

    /// A number as `12` or `12.5` (at most three decimals), so outputs compare as text.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = (value * 1000).rounded()
        if thousandths == (thousandths / 1000).rounded(.towardZero) * 1000 {
            return "\(Int(thousandths / 1000))"
        }
        let whole = Int((thousandths / 1000).rounded(.towardZero))
        var fraction = Int(abs(thousandths) - abs(Double(whole)) * 1000)
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && whole == 0 ? "-" : ""
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return "\(sign)\(whole).\(padded)"
    }
}
