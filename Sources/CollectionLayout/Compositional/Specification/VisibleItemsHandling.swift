/// The sections' ``LayoutSection/visibleItemsInvalidationHandler``s of a prepared
/// compositional layout, and their application to a query's output (copies; the
/// prepared layout is never changed).
///
/// What a handler is given (UIKit documents the closure's parameters but not every
/// coordinate, so these are our choices):
/// * **Items**: the section's elements that the query returned, in dump order. For a
///   section that scrolls along the main axis: its cells, boundary supplementary items
///   and decorations, frames in content coordinates. For an orthogonal section: its
///   cells only (they live in the strip, as UIKit's live in the orthogonal scroll
///   view), frames in the strip's coordinates, that is as laid out at strip offset 0.
///   Layout-wide boundary items belong to no section and are never handed to one.
/// * **Offset**: the query's content offset; for an orthogonal section its component
///   along the strip's axis is the strip's offset instead, so `center - offset` is
///   where an item is on screen in both cases.
/// * **Environment**: the one the section provider was given at prepare.
///
/// What it may change: ``VisibleItem/center`` (moving the frame), transform, alpha,
/// zIndex and hidden. Items it removes from or adds to the array are ignored (an
/// element is matched by its position, category and index path), and a change to a
/// value that is not finite is dropped, so a handler cannot make a query report a NaN.
/// Which elements a query returns is decided by their frames before the handler
/// runs, as UIKit asks for the elements in a rectangle before its handler changes
/// them; so a handler that moves an element never adds or removes one, and queries
/// stay exact with respect to the prepared frames.
struct VisibleItemsHandling: Sendable {
    /// The handler of each section that has one.
    var handlers: [Int: VisibleItemsInvalidationHandler] = [:]
    /// The environment the layout was prepared in.
    var environment = LayoutEnvironment(container: LayoutContainer(contentSize: .zero))
    /// The kinds of the layout-wide boundary items (index path `[0, 0]`, no section's).
    var globalKinds: Set<String> = []

    /// True when no section has a handler.
    var isEmpty: Bool { handlers.isEmpty }

    /// Runs each section's handler on its elements in `elements` and writes the
    /// changes back. `stripOffset` gives an orthogonal section's strip offset (and
    /// `nil` for other sections); `cross` is the layout's cross axis.
    /// Complexity: O(k) plus the handlers' own work, for k elements.
    func apply(
        to elements: inout [LayoutAttributes], contentOffset: Point, cross: Axis, stripOffset: (Int) -> Double?
    ) {
        guard !handlers.isEmpty else { return }
        var positions: [Int: [Int]] = [:]
        for (i, e) in elements.enumerated() {
            let s = e.indexPath.section
            guard handlers[s] != nil else { continue }
            if case .supplementary(let kind) = e.category, s == 0, e.indexPath.item == 0, globalKinds.contains(kind) {
                continue
            }
            if e.category != .cell, stripOffset(s) != nil { continue }
            positions[s, default: []].append(i)
        }
        for s in positions.keys.sorted() {
            guard let handler = handlers[s], let list = positions[s] else { continue }
            let strip = stripOffset(s)
            var offset = contentOffset
            if let strip { offset[cross] = strip }
            var items = list.map { i -> VisibleItem in
                var frame = elements[i].frame
                if let strip { frame.origin[cross] += strip }
                return VisibleItem(elements[i], frame: frame)
            }
            handler(&items, offset, environment)
            for (k, i) in list.enumerated() where k < items.count {
                let item = items[k]
                guard item.category == elements[i].category, item.indexPath == elements[i].indexPath else { continue }
                var frame = item.frame
                if let strip { frame.origin[cross] -= strip }
                if frame.isFinite { elements[i].frame = frame }
                if item.transform.isFinite { elements[i].transform = item.transform }
                if item.alpha.isFinite { elements[i].alpha = item.alpha }
                elements[i].zIndex = item.zIndex
                elements[i].isHidden = item.isHidden
            }
        }
    }
}
