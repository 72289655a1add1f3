/// One layout attributes value as it crosses the preview pipe: the fields `tessera dump`
/// prints, in plain numbers (no engine or UIKit types, so both sides can read it).
///
/// On the wire it is one line of space-separated fields:
/// `CATEGORY KIND SECTION ITEM X Y WIDTH HEIGHT ALPHA ZINDEX HIDDEN A B C D TX TY`,
/// the kind escaped by ``WireText/escape(_:)`` (`-` for a cell). Numbers use Swift's
/// shortest round-tripping form, so a frame arrives bit for bit.
public struct WireElement: Sendable, Hashable {
    /// What the element is.
    public enum Category: Int, Sendable, Hashable {
        case cell = 0
        case supplementary = 1
        case decoration = 2
    }

    public var category: Category
    /// The supplementary or decoration kind (empty for a cell).
    public var kind: String
    public var section: Int
    public var item: Int
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    /// The affine transform `a b c d tx ty` (identity: 1 0 0 1 0 0).
    public var transform: [Double]

    /// Creates an element.
    public init(
        category: Category, kind: String = "", section: Int, item: Int, x: Double, y: Double, width: Double,
        height: Double, alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false,
        transform: [Double] = [1, 0, 0, 1, 0, 0]
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.transform = transform.count == 6 ? transform : [1, 0, 0, 1, 0, 0]
    }

    /// The wire line (without the newline). Complexity: O(kind length).
    public var line: String {
        var out = "\(category.rawValue) \(kind.isEmpty ? "-" : WireText.escape(kind)) \(section) \(item)"
        for v in [x, y, width, height, alpha] { out += " \(WireText.number(v))" }
        out += " \(zIndex) \(isHidden ? 1 : 0)"
        for v in transform { out += " \(WireText.number(v))" }
        return out
    }

    /// Reads a wire line, or `nil` when it is malformed.
    public init?(line: Substring) {
        let f = line.split(separator: " ", omittingEmptySubsequences: false)
        guard f.count == 17, let c = Int(f[0]).flatMap(Category.init(rawValue:)),
            let section = Int(f[2]), let item = Int(f[3]), let zIndex = Int(f[9]), let hidden = Int(f[10])
        else { return nil }
        var numbers: [Double] = []
        for i in [4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16] {
            guard let v = WireText.parseNumber(f[i]) else { return nil }
            numbers.append(v)
        }
        let kind = f[1] == "-" ? "" : WireText.unescape(f[1])
        self.init(
            category: c, kind: kind, section: section, item: item, x: numbers[0], y: numbers[1], width: numbers[2],
            height: numbers[3], alpha: numbers[4], zIndex: zIndex, isHidden: hidden != 0,
            transform: Array(numbers[5...]))
    }
}
