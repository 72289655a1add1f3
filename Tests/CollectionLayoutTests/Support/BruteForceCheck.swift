import Testing

@testable import CollectionLayout

/// The truth a visibility query must match: every element of
/// `allElements(contentOffset:)` whose frame intersects `rect` (the engine's half-open
/// test), in dump order.
func bruteForceQuery(_ all: [LayoutAttributes], _ rect: Rect) -> [LayoutAttributes] {
    all.filter { $0.frame.intersects(rect) }
}

/// Expects `layout.query(rect, contentOffset:)` to return exactly the brute-force
/// filter of `layout.allElements(contentOffset:)` by frame intersection, in the same
/// order. Records one issue describing the difference (missing and extra elements)
/// and returns false on a mismatch.
///
/// Pass `all` when checking many rectangles at one offset, to compute the elements once.
@discardableResult
func expectQueryMatchesBruteForce(
    _ layout: some CollectionViewLayout, rect: Rect, contentOffset: Point = .zero,
    all: [LayoutAttributes]? = nil, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let everything = all ?? layout.allElements(contentOffset: contentOffset)
    let expected = bruteForceQuery(everything, rect)
    let actual = layout.query(rect, contentOffset: contentOffset).elements
    guard actual != expected else { return true }
    let missing = expected.filter { !actual.contains($0) }
    let extra = actual.filter { !expected.contains($0) }
    Issue.record(
        """
        \(layout.name) query \(rect) at offset \(contentOffset) differs from brute force \(context()):
        missing \(missing.map(elementSummary)), extra \(extra.map(elementSummary)), \
        order \(missing.isEmpty && extra.isEmpty ? "differs" : "n/a")
        """,
        sourceLocation: sourceLocation)
    return false
}

/// A short description of an element for failure messages.
func elementSummary(_ a: LayoutAttributes) -> String {
    "\(a.category.kind ?? "cell")\(a.indexPath) \(a.frame.minX),\(a.frame.minY),\(a.frame.width),\(a.frame.height)"
}
