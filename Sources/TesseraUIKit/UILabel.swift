import Foundation

/// `UILabel`, inert: its ``text`` is what Tessera shows as the title of the cell holding
/// it (the first label found in the cell's views, depth first).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text colour (recorded only).
    open var textColor: UIColor?
    /// The font (recorded only).
    open var font: UIFont?
    /// The alignment (recorded only).
    open var textAlignment = NSTextAlignment.natural
    /// The line limit (recorded only).
    open var numberOfLines = 1
    /// Whether the font follows the text size setting (recorded only).
    open var adjustsFontForContentSizeCategory = false
}

/// `UIImageView`, inert: holds nothing Tessera draws.
@preconcurrency @MainActor
open class UIImageView: UIView {}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centre.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// By reading direction.
    case natural
}

/// `UIFont`, inert: a size and a weight, recorded only.
public final class UIFont: NSObject, Sendable {
    /// The point size.
    public let pointSize: CGFloat
    /// A font of `size` points.
    public init(size: CGFloat) {
        pointSize = size
        super.init()
    }
    /// The system font.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
    /// The system font of a weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size) }
    /// A text style's font (17 points).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(size: 17) }

    /// `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The raw weight.
        public var rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        /// The style's name.
        public var rawValue: String
        /// Creates a style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Body.
        public static let body = TextStyle(rawValue: "body")
        /// Headline.
        public static let headline = TextStyle(rawValue: "headline")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "title1")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "footnote")
    }
}
