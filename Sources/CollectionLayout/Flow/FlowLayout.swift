/// `UICollectionViewFlowLayout`: items in lines, lines justified as UIKit does.
/// (Interface placeholder: the algorithm lands with the classic-layouts work.)
public struct FlowLayout: StoreBackedLayout {
    public var itemSize: Size
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    /// Header height for every section; `nil` takes each section's own header height.
    public var headerReferenceHeight: Double?
    /// Footer height for every section; `nil` takes each section's own footer height.
    public var footerReferenceHeight: Double?
    public var sectionHeadersPinToVisibleBounds: Bool
    public var scrollDirection: Axis

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceHeight: Double? = nil, footerReferenceHeight: Double? = nil,
        sectionHeadersPinToVisibleBounds: Bool = false, scrollDirection: Axis = .vertical
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceHeight = headerReferenceHeight
        self.footerReferenceHeight = footerReferenceHeight
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.scrollDirection = scrollDirection
    }

    public var name: String { "Flow" }
    public var scrollAxis: Axis { scrollDirection }
    public private(set) var store = ElementStore()
    public private(set) var contentSize = Size.zero

    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        contentSize = context.containerSize
    }
}
