import CollectionLayout
import Scenarios

/// A layout with fixed frames, to test the dump path independently of the real
/// layouts' algorithms.
struct FixedLayout: StoreBackedLayout {
    var cellFrames: [Rect]
    var extras: [LayoutAttributes]
    var size: Size

    var name: String { "Fixed" }
    var scrollAxis: Axis { .vertical }
    private(set) var store = ElementStore()
    private(set) var contentSize = Size.zero

    mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        store = ElementStore(
            axis: .vertical, sectionItemCounts: [cellFrames.count], cellFrames: cellFrames, extras: extras)
        contentSize = size
    }
}

/// The spec of a ``FixedLayout``.
struct FixedSpec: LayoutSpec {
    static let typeName = "fixed"
    var layout: FixedLayout
    func makeConfiguration() -> any LayoutConfiguration { UnpreparedLayout(layout) }
}

/// A layout that cannot be prepared.
struct RefusingLayout: StoreBackedLayout {
    var error: LayoutError
    var name: String { "Refusing" }
    var scrollAxis: Axis { .vertical }
    var store: ElementStore { ElementStore() }
    var contentSize: Size { .zero }
    mutating func prepare(for context: LayoutContext) throws(LayoutError) { throw error }
}

/// The spec of a ``RefusingLayout``.
struct RefusingSpec: LayoutSpec {
    static let typeName = "refusing"
    var error: LayoutError
    func makeConfiguration() -> any LayoutConfiguration { UnpreparedLayout(RefusingLayout(error: error)) }
}
