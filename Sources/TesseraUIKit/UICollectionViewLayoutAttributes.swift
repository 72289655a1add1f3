import Foundation

/// `UICollectionViewLayoutAttributes`: where one element is and how it is drawn.
///
/// Subclassable: a subclass adds properties and overrides ``copy(with:)`` (calling
/// `super`, which makes an instance of the subclass's own type) and `isEqual(_:)`, as
/// UIKit's documentation asks. Not main-actor isolated, so that those overrides of
/// NSObject's nonisolated methods compile in Swift 6 mode too (Docs/uikit.md).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The frame in content coordinates. (Stored as given, so a frame set is read back
    /// exactly; ``center`` and ``size`` are derived from it, with UIKit's rules: setting
    /// the centre moves the frame, setting the size keeps the centre.)
    open var frame = CGRect.zero
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The bounds: the size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The 2-D transform, about the centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The 3-D transform (Tessera draws its 2-D part).
    open var transform3D = CATransform3DIdentity
    /// Opacity.
    open var alpha: CGFloat = 1
    /// Stacking order.
    open var zIndex = 0
    /// Whether the element is laid out but not shown.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration.
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary view or decoration; `nil` for a cell.
    public private(set) var representedElementKind: String?

    /// Cell attributes at index path `[0, 0]`; subclasses are made with it by ``copy(with:)``.
    public required override init() { super.init() }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Sets the category and kind (the convenience initialisers' work).
    func setCategory(_ category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// A copy of the same dynamic type with every property of this class copied; a
    /// subclass overrides it, calls `super` and copies its own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Equal when every property of this class is equal (subclasses add theirs).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.frame == frame && other.transform3D == transform3D
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    /// Hash of the index path and category.
    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath)
        h.combine(representedElementCategory)
        h.combine(representedElementKind)
        return h.finalize()
    }

    /// `<UICollectionViewLayoutAttributes> index path: ...; frame = (...)`, as UIKit prints.
    open override var description: String {
        let kind = representedElementKind.map { "element kind: (\($0)); " } ?? ""
        return "<\(type(of: self))> index path: (\(indexPath)); \(kind)frame = (\(frame.origin.x) \(frame.origin.y); "
            + "\(frame.width) \(frame.height)); zIndex = \(zIndex)"
    }
}
