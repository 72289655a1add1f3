/// Apple's WWDC18 mosaic layout. (Interface placeholder.)
public struct MosaicLayout: StoreBackedLayout {
    public init() {}
    public var name: String { "Mosaic" }
    public var scrollAxis: Axis { .vertical }
    public private(set) var store = ElementStore()
    public private(set) var contentSize = Size.zero
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        contentSize = context.containerSize
    }
}
