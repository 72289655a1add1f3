import CollectionLayout
import InertText

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
/// output ends with a newline. Numbers follow ``JSONText/number(_:)``.
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
        let size = JSONText.object([
            ("width", JSONText.number(contentSize.width)), ("height", JSONText.number(contentSize.height)),
        ])
        target.write("{\n  \"contentSize\": \(size),\n")
        if count == 0 {
            target.write("  \"elements\": []\n}\n")
            return
        }
        target.write("  \"elements\": [\n")
        var line = ""
        var first = true
        let number = JSONText.number
        forEachElement { e in
            line.removeAll(keepingCapacity: true)
            line += first ? "    {" : ",\n    {"
            first = false
            func member(_ key: StaticString, _ json: String) { JSONText.appendMember(key, json, to: &line) }
            member("category", "\"\(e.category.name)\"")
            if let kind = e.category.kind { member("kind", JSONText.quoted(kind)) }
            member("section", String(e.indexPath.section))
            member("item", String(e.indexPath.item))
            member("frame", "{")
            member("x", number(e.frame.minX))
            member("y", number(e.frame.minY))
            member("width", number(e.frame.width))
            member("height", number(e.frame.height))
            line += "}"
            member("zIndex", String(e.zIndex))
            if e.alpha != 1 { member("alpha", number(e.alpha)) }
            if e.isHidden { member("hidden", "true") }
            if !e.transform.isIdentity {
                let t = e.transform
                member("transform", "{")
                member("a", number(t.a))
                member("b", number(t.b))
                member("c", number(t.c))
                member("d", number(t.d))
                member("tx", number(t.tx))
                member("ty", number(t.ty))
                line += "}"
            }
            line += extraKeys(e)
            line += "}"
            target.write(line)
        }
        target.write("\n  ]\n}\n")
    }
}
