@testable import CollectionLayout

/// A viewer of a prepared compositional layout whose orthogonal strips are at
/// ``orthogonalOffsets``: every query of the protocol passes them, as a collection view
/// passes its orthogonal sections' offsets. The layout itself never changes (it is a
/// `let`), so the tests that scroll strips show that one prepared layout answers every
/// offset.
@dynamicMemberLookup
struct StripViewer: CollectionViewLayout {
    /// The prepared layout.
    private(set) var layout: CompositionalLayout
    /// The strips' offsets, by section: the viewer's scroll state.
    var orthogonalOffsets: [Int: Double]

    init(_ layout: CompositionalLayout, orthogonalOffsets: [Int: Double] = [:]) {
        self.layout = layout
        self.orthogonalOffsets = orthogonalOffsets
    }

    subscript<T>(dynamicMember path: KeyPath<CompositionalLayout, T>) -> T { layout[keyPath: path] }

    var name: String { layout.name }
    var scrollAxis: Axis { layout.scrollAxis }
    var contentSize: Size { layout.contentSize }
    var hasOffsetDependentElements: Bool { layout.hasOffsetDependentElements }
    mutating func prepare(for context: LayoutContext) throws(LayoutError) { try layout.prepare(for: context) }

    func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        layout.query(rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
    }
    func allElements(contentOffset: Point) -> [LayoutAttributes] {
        layout.allElements(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
    }
    func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        layout.forEachElement(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, body)
    }
    func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        layout.forEachElement(in: rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets, body)
    }
    func element(at indexPath: IndexPath) -> LayoutAttributes? {
        layout.element(at: indexPath, orthogonalOffsets: orthogonalOffsets)
    }
    func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        layout.supplementary(ofKind: kind, at: indexPath, contentOffset: contentOffset)
    }
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.decoration(ofKind: kind, at: indexPath)
    }

    func strip(forSection section: Int) -> OrthogonalStrip? { layout.strip(forSection: section) }
    func stripOffset(forSection section: Int) -> Double {
        layout.stripOffset(forSection: section, at: ScrollPosition(orthogonalOffsets: orthogonalOffsets))
    }
    func restingOffset(forSection section: Int, proposed: Double) -> Double? {
        layout.restingOffset(forSection: section, proposed: proposed)
    }
    func sectionFrame(_ section: Int) -> Rect? { layout.sectionFrame(section) }
}
