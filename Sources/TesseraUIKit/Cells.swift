import Foundation

/// `UIContentConfiguration`: what a cell's ``UICollectionViewCell/contentConfiguration``
/// holds. Tessera reads the text of the ones it knows (``UIListContentConfiguration``).
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a list cell's text. Its ``text`` becomes the box's title.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The primary text: the box's title.
    public var text: String?
    /// The secondary text (shown after the primary text when there is no primary text).
    public var secondaryText: String?

    /// An empty configuration.
    public init() {}

    /// The configuration of a list cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a value cell.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a subtitle cell.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a plain header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a grouped header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a plain footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a header (iOS 15).
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a footer (iOS 15).
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a sidebar header.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UICollectionReusableView`, inert: a supplementary or decoration view. What its
/// ``contentConfiguration`` or first label says becomes the box's title.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered under.
    public internal(set) var reuseIdentifier: String?
    /// The reuse pool the view goes back to (kind and identifier for supplementary views).
    var poolKey: String?
    /// The configuration whose text is the box's title (a ``UIListContentConfiguration``).
    open var contentConfiguration: (any UIContentConfiguration)?

    /// Made by the collection view for a registered class: calls `init(frame: .zero)`,
    /// which a subclass may override (it is not `required`). A subclass that declares
    /// `override init(frame:)` and `required init?(coder:)`, or no initialiser at all,
    /// inherits this one.
    public required convenience init(tesseraReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
        poolKey = identifier
    }

    /// Called before the view is handed out again; the default does nothing.
    open func prepareForReuse() {}

    /// Called with the view's attributes when it is placed; the default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing: the attributes unchanged (inert views have no intrinsic size).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    /// The title Tessera shows: the configuration's text, else the first label's text found
    /// depth first in the view tree. Complexity: O(views).
    public var tesseraTitle: String? {
        if let list = contentConfiguration as? UIListContentConfiguration, let text = list.text ?? list.secondaryText {
            return text
        }
        return Self.firstLabelText(in: self)
    }

    private static func firstLabelText(in view: UIView) -> String? {
        for sub in view.subviews {
            if let label = sub as? UILabel, let text = label.text, !label.isHidden { return text }
            if let text = firstLabelText(in: sub) { return text }
        }
        return nil
    }
}

/// `UICollectionViewCell`, inert: a ``contentView`` for subviews, selection state and a
/// background view, recorded only.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where subviews go.
    public let contentView = UIView(frame: .zero)
    /// Recorded only.
    open var isSelected = false
    /// Recorded only.
    open var isHighlighted = false
    /// Recorded only.
    open var backgroundView: UIView?
    /// Recorded only.
    open var selectedBackgroundView: UIView?

    /// A cell with `frame`; subclasses override it (not `required`, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Interface Builder's initialiser.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The default list content configuration (empty).
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// `UICollectionViewListCell`: a list row.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {}
