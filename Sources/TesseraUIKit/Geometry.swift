import Foundation

/// `UIEdgeInsets`: distances inward from the four edges of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// No inset.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Creates insets from the four screen edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as `NSCoder.string(for:)` writes them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// `NSDirectionalEdgeInsets`: insets by reading direction. Tessera lays out left to right,
/// so `leading` is the left edge and `trailing` the right one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading (left) edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// No inset.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets from the four edges by reading direction.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// `UIOffset`: a horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable {
    /// Horizontal offset.
    public var horizontal: CGFloat
    /// Vertical offset.
    public var vertical: CGFloat
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public static let zero = UIOffset()
}

/// `UIRectEdge`: a set of rectangle edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 4)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 8)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// `NSDirectionalRectEdge`: a set of edges by reading direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `NSRectAlignment`: where a supplementary item sits relative to its container.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No alignment.
    case none = 0
    /// Above.
    case top
    /// Above and before.
    case topLeading
    /// Before.
    case leading
    /// Below and before.
    case bottomLeading
    /// Below.
    case bottom
    /// Below and after.
    case bottomTrailing
    /// After.
    case trailing
    /// Above and after.
    case topTrailing
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`; the size may become
    /// negative, as UIKit's does). Complexity: O(1).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// True when both rectangles have the same origin and size (Core Graphics'
    /// `CGRectEqualToRect`; Foundation on Linux lacks it). Complexity: O(1).
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension CGSize {
    /// True when both sizes are equal (`CGSizeEqualToSize`). Complexity: O(1).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGPoint {
    /// True when both points are equal (`CGPointEqualToPoint`). Complexity: O(1).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension IndexPath {
    /// A collection view's two-index path `[section, item]`, as UIKit's
    /// `IndexPath(item:section:)`. Complexity: O(1).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// A table view's two-index path `[section, row]`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The item index: the path's second index (UIKit traps on a path of another length;
    /// so does this).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row index: the same index as ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section index: the path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
