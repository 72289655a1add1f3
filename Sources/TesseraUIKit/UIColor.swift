import Foundation

/// `UIColor`, inert: a name and RGBA components, recorded for views that set colours
/// (a decoration view's background, a cell's). Tessera draws boxes in its own palette;
/// colours are not drawn. The system colours have their light-mode values.
public final class UIColor: NSObject, Sendable {
    /// The colour's name (`systemBlue`), or `nil` for one made from components.
    public let name: String?
    /// Red, green, blue and alpha, each 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        name = nil
        super.init()
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour that would change with the trait collection; Tessera takes the light one.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(UITraitCollection(horizontalSizeClass: .compact))
        self.init(named: c.name, c.red, c.green, c.blue, c.alpha)
    }

    private init(named name: String?, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) {
        self.name = name
        (red, green, blue, alpha) = (r, g, b, a)
        super.init()
    }

    private static func system(_ name: String, _ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(named: name, CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, 1)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(named: name, red, green, blue, alpha)
    }

    /// The Core Graphics colour.
    public var cgColor: CGColor { CGColor(color: self) }

    /// Equal names and components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return (o.red, o.green, o.blue, o.alpha) == (red, green, blue, alpha)
    }

    /// Hash of the components.
    public override var hash: Int {
        var h = Hasher()
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        return h.finalize()
    }

    /// The name, or `rgba(r, g, b, a)`.
    public override var description: String { name ?? "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Black.
    public static let black = system("black", 0, 0, 0)
    /// White.
    public static let white = system("white", 255, 255, 255)
    /// Clear.
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
    /// Grey.
    public static let gray = system("gray", 128, 128, 128)
    /// Light grey.
    public static let lightGray = system("lightGray", 170, 170, 170)
    /// Dark grey.
    public static let darkGray = system("darkGray", 85, 85, 85)
    /// Red.
    public static let red = system("red", 255, 0, 0)
    /// Green.
    public static let green = system("green", 0, 255, 0)
    /// Blue.
    public static let blue = system("blue", 0, 0, 255)
    /// Yellow.
    public static let yellow = system("yellow", 255, 255, 0)
    /// Orange.
    public static let orange = system("orange", 255, 128, 0)
    /// Purple.
    public static let purple = system("purple", 128, 0, 128)
    /// Brown.
    public static let brown = system("brown", 153, 102, 51)
    /// Cyan.
    public static let cyan = system("cyan", 0, 255, 255)
    /// Magenta.
    public static let magenta = system("magenta", 255, 0, 255)
    /// System blue.
    public static let systemBlue = system("systemBlue", 0, 122, 255)
    /// System red.
    public static let systemRed = system("systemRed", 255, 59, 48)
    /// System green.
    public static let systemGreen = system("systemGreen", 52, 199, 89)
    /// System orange.
    public static let systemOrange = system("systemOrange", 255, 149, 0)
    /// System yellow.
    public static let systemYellow = system("systemYellow", 255, 204, 0)
    /// System pink.
    public static let systemPink = system("systemPink", 255, 45, 85)
    /// System purple.
    public static let systemPurple = system("systemPurple", 175, 82, 222)
    /// System teal.
    public static let systemTeal = system("systemTeal", 48, 176, 199)
    /// System indigo.
    public static let systemIndigo = system("systemIndigo", 88, 86, 214)
    /// System grey.
    public static let systemGray = system("systemGray", 142, 142, 147)
    /// System grey 2.
    public static let systemGray2 = system("systemGray2", 174, 174, 178)
    /// System grey 3.
    public static let systemGray3 = system("systemGray3", 199, 199, 204)
    /// System grey 4.
    public static let systemGray4 = system("systemGray4", 209, 209, 214)
    /// System grey 5.
    public static let systemGray5 = system("systemGray5", 229, 229, 234)
    /// System grey 6.
    public static let systemGray6 = system("systemGray6", 242, 242, 247)
    /// The background of a view.
    public static let systemBackground = system("systemBackground", 255, 255, 255)
    /// The background of content over ``systemBackground``.
    public static let secondarySystemBackground = system("secondarySystemBackground", 242, 242, 247)
    /// The background of content over ``secondarySystemBackground``.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 255, 255, 255)
    /// A grouped list's background.
    public static let systemGroupedBackground = system("systemGroupedBackground", 242, 242, 247)
    /// Text.
    public static let label = system("label", 0, 0, 0)
    /// Secondary text.
    public static let secondaryLabel = UIColor(named: "secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6)
    /// Separators.
    public static let separator = UIColor(named: "separator", 60 / 255, 60 / 255, 67 / 255, 0.29)
    /// Fill.
    public static let systemFill = UIColor(named: "systemFill", 120 / 255, 120 / 255, 128 / 255, 0.2)
}

/// `CGColor`, inert: the components of a ``UIColor``.
public final class CGColor: Sendable {
    /// The colour it was made from.
    public let color: UIColor
    init(color: UIColor) { self.color = color }
    /// Red, green, blue, alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    /// The alpha component.
    public var alpha: CGFloat { color.alpha }
}
