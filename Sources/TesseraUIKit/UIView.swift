import Foundation

/// `UIView`, inert: a frame, a tree of subviews and the properties cells and layouts set.
/// Nothing is drawn; Tessera draws each element's box from the layout's attributes, with
/// the title a cell's label or content configuration gives (``UICollectionViewCell``).
/// Out of scope: Auto Layout, gestures, animation, rendering.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The bounds: origin (scroll position) and size.
    open var bounds: CGRect
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The background colour (recorded, not drawn).
    open var backgroundColor: UIColor?
    /// Opacity.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// An integer the app may use to find the view.
    open var tag = 0
    /// Whether subviews are clipped (recorded only).
    open var clipsToBounds = false
    /// Whether the view takes touches (recorded only).
    open var isUserInteractionEnabled = true
    /// Auto Layout's flag (recorded only; constraints are out of scope).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview (recorded only).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// The drawing transform (recorded only).
    open var transform = CGAffineTransform.identity
    /// The content mode (recorded only).
    open var contentMode = UIView.ContentMode.scaleToFill
    /// The margins (recorded only).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins by reading direction (recorded only).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The view's layer: corner radius and border, recorded only.
    public let layer = CALayer()
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// Set by `setNeedsLayout()`; cleared by `layoutIfNeeded()`.
    var needsLayout = true

    /// A view with `frame`. Subclasses override it (it is not `required`, as in UIKit).
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Interface Builder's initialiser: a view with a zero frame (archives are not read).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
        super.init()
    }

    /// The safe area: none unless set (Tessera has no status bar or home indicator).
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }
    var storedSafeAreaInsets = UIEdgeInsets.zero

    /// The trait collection: a regular width from 600 points.
    open var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: bounds.width >= 600 ? .regular : .compact)
    }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out subviews; the default does nothing.
    open func layoutSubviews() {}

    /// Marks the view for layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs `layoutSubviews()` when the view needs layout.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Recorded only.
    open func setNeedsDisplay() {}

    /// How content fills the view (recorded only).
    public enum ContentMode: Int, Sendable {
        /// Stretch.
        case scaleToFill
        /// Fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Fill, keeping the aspect ratio.
        case scaleAspectFill
        /// Centred.
        case center
    }
}

/// `CALayer`, inert: the properties cells set on their layer, recorded only.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// Corner radius.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped.
    open var masksToBounds = false
    /// Border width.
    open var borderWidth: CGFloat = 0
    /// Border colour.
    open var borderColor: CGColor?
    /// Shadow opacity.
    open var shadowOpacity: Float = 0
    /// Shadow radius.
    open var shadowRadius: CGFloat = 3
    /// Shadow offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow colour.
    open var shadowColor: CGColor?
    /// Z position.
    open var zPosition: CGFloat = 0
}

/// `UIScrollView`, inert: the scroll position and insets a collection view has.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The scroll position: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// The content's size.
    open var contentSize = CGSize.zero
    /// Extra space around the content.
    open var contentInset = UIEdgeInsets.zero
    /// How the safe area adds to ``contentInset`` (Tessera has no safe area unless set).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// ``contentInset`` plus the safe area, per ``contentInsetAdjustmentBehavior``.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
    /// Recorded only.
    open var showsVerticalScrollIndicator = true
    /// Recorded only.
    open var showsHorizontalScrollIndicator = true
    /// Recorded only.
    open var isPagingEnabled = false
    /// Recorded only.
    open var alwaysBounceVertical = false
    /// Recorded only.
    open var alwaysBounceHorizontal = false
    /// Recorded only.
    open var isScrollEnabled = true
    /// Recorded only.
    open var decelerationRate = DecelerationRate.normal

    /// Moves the scroll position (no animation in Tessera).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Added along the scrolling axes.
        case automatic
        /// Added along the scrolling axes.
        case scrollableAxes
        /// Never added.
        case never
        /// Always added.
        case always
    }

    /// How fast scrolling slows (recorded only).
    public struct DecelerationRate: Hashable, Sendable {
        /// The rate.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Narrow (an iPhone in portrait).
    case compact = 1
    /// Wide.
    case regular = 2
}

/// `UITraitCollection`, minimal: the horizontal and vertical size classes.
public final class UITraitCollection: NSObject, Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A trait collection with the given size classes.
    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass = .regular
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        super.init()
    }
}
