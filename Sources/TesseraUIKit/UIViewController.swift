import Foundation

/// `UIViewController`, inert: a ``view`` loaded on first use and the life-cycle calls a
/// preview makes, so that a view controller written for iOS can build its collection
/// view in `viewDidLoad()` and a preview can return it:
/// `let controller = PhotosViewController(); controller.loadViewIfNeeded(); return controller.collectionView`.
/// Presentation, navigation and containment are out of scope (recorded only).
@preconcurrency @MainActor
open class UIViewController: NSObject {
    private var loadedView: UIView?
    /// The title (recorded only).
    open var title: String?
    /// The navigation item (recorded only).
    public let navigationItem = UINavigationItem()

    /// A view controller without a nib.
    public override init() { super.init() }

    /// A view controller with a nib (nibs are not read).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Interface Builder's initialiser (archives are not read).
    public required init?(coder: NSCoder) { super.init() }

    /// The root view: made by ``loadView()`` on first use, then ``viewDidLoad()`` runs.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The root view without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the root view: a 375 × 667-point view (an iPhone's portrait screen).
    open func loadView() {
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Loads the view and calls ``viewDidLoad()`` once.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        viewDidLoad()
    }

    /// Called once after the view is loaded; the default does nothing.
    open func viewDidLoad() {}
    /// Recorded only.
    open func viewWillAppear(_ animated: Bool) {}
    /// Recorded only.
    open func viewDidAppear(_ animated: Bool) {}
    /// Recorded only.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Recorded only.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Recorded only.
    open func viewWillLayoutSubviews() {}
    /// Recorded only.
    open func viewDidLayoutSubviews() {}
    /// The view's trait collection.
    open var traitCollection: UITraitCollection { view.traitCollection }
    /// Recorded only: nothing is presented.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    /// Recorded only.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// `UINavigationItem`, inert: a title.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title (recorded only).
    open var title: String?
    /// Whether a large title shows (recorded only).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Follows the previous item.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }
}

extension UIView {
    /// `UIView.AutoresizingMask` (recorded only).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Flexible left margin.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        /// Flexible width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// Flexible right margin.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        /// Flexible top margin.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        /// Flexible height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        /// Flexible bottom margin.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
}
