import Testing

@testable import CollectionLayout

/// Checks the invariants every prepared layout keeps, at one content offset:
/// * every frame and the content size are finite, with non-negative extents;
/// * `allElements` is in strict dump order (cells by index path, then supplementary
///   views, then decorations);
/// * `element(at:)` returns exactly the cell `allElements` holds for that index path,
///   and nil just past the end of each section;
/// * `supplementary(ofKind:at:contentOffset:)` returns exactly each supplementary view;
/// * the content size covers every element (tolerance 1e-9 pt).
/// Records issues and returns false when one fails.
@discardableResult
func expectLayoutInvariants(
    _ layout: some CollectionViewLayout, contentOffset: Point = .zero, sectionItemCounts: [Int]? = nil,
    _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    var ok = true
    func fail(_ message: String) {
        ok = false
        Issue.record("\(layout.name) \(context()): \(message)", sourceLocation: sourceLocation)
    }
    let size = layout.contentSize
    if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
        fail("content size \(size) is not finite and non-negative")
    }
    let all = layout.allElements(contentOffset: contentOffset)
    let eps = 1e-9
    var previous: LayoutAttributes?
    for a in all {
        if !a.frame.isFinite || a.frame.width < 0 || a.frame.height < 0 {
            fail("bad frame \(elementSummary(a))")
        }
        if let p = previous, !LayoutAttributes.dumpOrder(p, a) {
            fail("not in dump order: \(elementSummary(p)) then \(elementSummary(a))")
        }
        previous = a
        if a.frame.minX < -eps || a.frame.minY < -eps || a.frame.maxX > size.width + eps
            || a.frame.maxY > size.height + eps
        {
            fail("content size \(size) does not cover \(elementSummary(a))")
        }
        switch a.category {
        case .cell:
            let stored = layout.element(at: a.indexPath)
            if stored != a {
                fail(
                    "element(at: \(a.indexPath)) = \(stored.map(elementSummary) ?? "nil"), allElements has \(elementSummary(a))"
                )
            }
        case .supplementary(let kind):
            let stored = layout.supplementary(ofKind: kind, at: a.indexPath, contentOffset: contentOffset)
            if stored != a {
                fail(
                    "supplementary(\(kind), \(a.indexPath)) = \(stored.map(elementSummary) ?? "nil"), allElements has \(elementSummary(a))"
                )
            }
        case .decoration:
            break
        }
        if !ok { return false }
    }
    if let counts = sectionItemCounts {
        let cells = all.filter { $0.category == .cell }
        if cells.count != counts.reduce(0, +) { fail("\(cells.count) cells for item counts \(counts)") }
        for (s, c) in counts.enumerated() where layout.element(at: IndexPath(item: c, section: s)) != nil {
            fail("element(at:) past the end of section \(s) is not nil")
        }
        if layout.element(at: IndexPath(item: 0, section: counts.count)) != nil {
            fail("element(at:) past the last section is not nil")
        }
        if layout.element(at: IndexPath(item: -1, section: 0)) != nil { fail("element(at:) at item -1 is not nil") }
    }
    return ok
}
