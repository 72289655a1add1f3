/// The cells a compositional query found, with their final frames (chunk shift and strip
/// offset applied), so nothing is searched again to emit them; in position order once
/// ``sortIfNeeded()`` ran (sorted only when a search reported positions out of order:
/// groups whose later items start higher, strips).
///
/// Kept in a caller's buffer on the stack (``withStack(_:)``) while they fit, so a
/// screenful of cells costs no allocation; past it, and always when made with
/// ``init()``, in ``hits``.
struct CellHits {
    typealias Hit = (position: Int, frame: Rect)

    /// Hits held on the stack before the heap takes over: 24 of 40 bytes stay under the
    /// size up to which a temporary allocation is on the stack without asking the
    /// runtime about the stack's bounds.
    static let stackCapacity = 24

    /// The cells found, as positions in the prepared layout's cell arrays, once they are
    /// on the heap (every one when there is no stack buffer).
    var hits: [Hit] = []
    /// The caller's stack buffer (empty without one) and how many of it are used.
    private let stack: UnsafeMutableBufferPointer<Hit>
    private var stackCount = 0
    /// A section that holds one of the hits, when a search knew it (a strip's), else -1:
    /// the emit starts its section walk there when that section holds the first hit,
    /// instead of bisecting the section starts (``firstSection(_:)``).
    var sectionHint = -1
    /// False once a position arrived below the one before it.
    private var ordered = true
    private var last = -1

    /// An empty list on the heap with room for a screenful.
    init() {
        stack = UnsafeMutableBufferPointer(start: nil, count: 0)
        hits.reserveCapacity(64)
    }

    private init(stack: UnsafeMutableBufferPointer<Hit>) { self.stack = stack }

    /// Calls `body` with an empty list whose first ``stackCapacity`` hits live on the stack.
    @inline(__always)
    static func withStack<R>(_ body: (inout CellHits) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Hit.self, capacity: stackCapacity) { buffer in
            var found = CellHits(stack: buffer)
            return body(&found)
        }
    }

    /// How many cells were found.
    var count: Int { hits.isEmpty ? stackCount : hits.count }

    /// Adds the cell at `position` with its final `frame`. Complexity: amortised O(1).
    @inline(__always)
    mutating func add(_ position: Int, _ frame: Rect) {
        if position < last { ordered = false }
        last = position
        if hits.isEmpty && stackCount < stack.count {
            stack[stackCount] = (position, frame)
            stackCount += 1
            return
        }
        if hits.isEmpty && stackCount > 0 {
            hits.reserveCapacity(4 * stackCount)
            hits.append(contentsOf: stack[0..<stackCount])
        }
        hits.append((position, frame))
    }

    /// The section of the hit at `position`, the first in position order, given each
    /// section's first cell in `starts` (the sections' ``PreparedCompositional/sectionStarts``):
    /// ``sectionHint`` when it holds a hit and starts at or before `position` (the
    /// first hit is then in it, at or before that hit), else found by bisection.
    /// Complexity: O(1) with a hint that holds, else O(log sections).
    func firstSection(_ position: Int, starts: UnsafeBufferPointer<Int>) -> Int {
        if sectionHint >= 0 && starts[sectionHint] <= position { return sectionHint }
        return ElementStore.section(holding: position, starts)
    }

    /// Sorts the cells by position when they arrived out of order.
    /// Complexity: O(k log k) then, else O(1).
    mutating func sortIfNeeded() {
        if !ordered {
            if hits.isEmpty {
                var used = UnsafeMutableBufferPointer(rebasing: stack[0..<stackCount])
                used.sort { $0.position < $1.position }
            } else {
                hits.sort { $0.position < $1.position }
            }
        }
        ordered = true
    }

    /// Calls `body` with the cells, in the order they are in (position order after
    /// ``sortIfNeeded()``).
    @inline(__always)
    func withHits<R>(_ body: (UnsafeBufferPointer<Hit>) -> R) -> R {
        guard hits.isEmpty else { return hits.withUnsafeBufferPointer(body) }
        return body(UnsafeBufferPointer(rebasing: stack[0..<stackCount]))
    }
}
