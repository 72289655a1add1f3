import CollectionLayout

/// A layout produced a value that cannot be printed (NaN or infinite): a bug in the
/// layout, never output.
public struct NonFiniteValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The element with the bad value (`nil`: the content size).
    public var element: LayoutAttributes?

    /// Creates the error for `element` (`nil`: the content size).
    public init(element: LayoutAttributes?) {
        self.element = element
    }

    public var description: String {
        guard let element else { return "the layout produced a non-finite content size (a bug in the layout)" }
        let what: String
        switch element.category {
        case .cell: what = "cell"
        case .supplementary(let kind): what = "supplementary \(kind)"
        case .decoration(let kind): what = "decoration \(kind)"
        }
        return "the layout produced a non-finite value for \(what) \(element.indexPath) (a bug in the layout)"
    }
}

/// Writes the `tessera dump` JSON: the content size and every element, one element
/// per line, keys in a fixed order.
///
/// ```
/// {
///   "contentSize": {"width": 375, "height": 2410},
///   "elements": [
///     {"category": "cell", "section": 0, "item": 0, "frame": {"x": 6, "y": 6, "width": 169.5, "height": 100}, "zIndex": 0},
///     {"category": "supplementary", "kind": "banner", "section": 0, "item": 0, "frame": {...}, "zIndex": 0}
///   ]
/// }
/// ```
///
/// Key order: `category`, `kind` (supplementary and decoration only), `section`,
/// `item`, `frame` (`x`, `y`, `width`, `height`), `zIndex`, then three keys this
/// writer adds only when they differ from their defaults: `alpha` (when not 1),
/// `hidden` (`true`, when hidden) and `transform` (`a`, `b`, `c`, `d`, `tx`, `ty`,
/// when not the identity; the frame is the laid-out one, the transform applies about
/// its centre). An empty list prints as `"elements": []`. The
/// output ends with a newline. Numbers follow ``number(_:)``.
public enum DumpFormatter {
    /// The dump text. Throws instead of printing a NaN or an infinity.
    /// Complexity: O(elements).
    public static func format(contentSize: Size, elements: [LayoutAttributes]) throws(NonFiniteValueError) -> String {
        var out = ""
        try write(contentSize: contentSize, elements: elements, to: &out)
        return out
    }

    /// Writes the dump of `elements` to `target`; checks every value first, so nothing
    /// is written when one is not finite. Complexity: O(elements).
    public static func write<Target: TextOutputStream>(
        contentSize: Size, elements: [LayoutAttributes], to target: inout Target
    ) throws(NonFiniteValueError) {
        try write(contentSize: contentSize, forEachElement: { body in elements.forEach(body) }, to: &target)
    }

    /// Writes the dump to `target` as it goes, with the elements that
    /// `forEachElement` reports (in dump order; it is called twice: once to check
    /// every value, so nothing is written when one is not finite, once to write).
    /// Complexity: O(elements) time, O(1) memory beyond what `target` keeps.
    ///
    /// `extraKeys` gives each element's additive keys (`, "id": "p1"`, written before the
    /// closing brace; empty for none): the data's own keys that `--items` and colours add.
    public static func write<Target: TextOutputStream>(
        contentSize: Size, forEachElement: ((LayoutAttributes) -> Void) -> Void, to target: inout Target,
        extraKeys: @escaping (LayoutAttributes) -> String = { _ in "" }
    ) throws(NonFiniteValueError) {
        guard contentSize.width.isFinite, contentSize.height.isFinite else { throw NonFiniteValueError(element: nil) }
        var bad: LayoutAttributes?
        var count = 0
        forEachElement { e in
            count += 1
            if bad == nil, !e.frame.isFinite || !e.alpha.isFinite || !e.transform.isFinite { bad = e }
        }
        if let bad { throw NonFiniteValueError(element: bad) }
        target.write(
            "{\n  \"contentSize\": {\"width\": \(number(contentSize.width)), \"height\": \(number(contentSize.height))},\n"
        )
        if count == 0 {
            target.write("  \"elements\": []\n}\n")
            return
        }
        target.write("  \"elements\": [\n")
        var line = ""
        var first = true
        forEachElement { e in
            line.removeAll(keepingCapacity: true)
            line += first ? "    " : ",\n    "
            first = false
            line += "{\"category\": \"\(e.category.name)\""
            if let kind = e.category.kind { line += ", \"kind\": \(JSONText.quoted(kind))" }
            line += ", \"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item)"
            line += ", \"frame\": {\"x\": \(number(e.frame.minX)), \"y\": \(number(e.frame.minY))"
            line += ", \"width\": \(number(e.frame.width)), \"height\": \(number(e.frame.height))}"
            line += ", \"zIndex\": \(e.zIndex)"
            if e.alpha != 1 { line += ", \"alpha\": \(number(e.alpha))" }
            if e.isHidden { line += ", \"hidden\": true" }
            if !e.transform.isIdentity {
                let t = e.transform
                line += ", \"transform\": {\"a\": \(number(t.a)), \"b\": \(number(t.b)), \"c\": \(number(t.c))"
                line += ", \"d\": \(number(t.d)), \"tx\": \(number(t.tx)), \"ty\": \(number(t.ty))}"
            }
            line += extraKeys(e)
            line += "}"
            target.write(line)
        }
        target.write("\n  ]\n}\n")
    }

    /// A finite number as the dump prints it, exactly as computed: integral values
    /// without a fraction (`6`, `-0` prints as `0`), others in Swift's shortest
    /// representation that reads back to the same `Double` (`169.5`, `0.1`,
    /// `1e-05`). Integral values beyond 2^53 use the exponent form (`1e+20`).
    /// A non-finite value prints as `nan` / `inf` (callers check first: those are
    /// never part of a dump).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, let i = Int(exactly: value) {
            return String(i)
        }
        return value.description
    }
}
