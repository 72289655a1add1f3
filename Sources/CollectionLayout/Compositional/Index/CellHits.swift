/// The cells a compositional query found, with their final frames (chunk shift and strip
/// offset applied), so nothing is searched again to emit them; in position order once
/// ``sortIfNeeded()`` ran (sorted only when a search reported positions out of order:
/// groups whose later items start higher, strips).
struct CellHits {
    /// The cells found, as positions in the prepared layout's cell arrays.
    var hits: [(position: Int, frame: Rect)] = []
    /// False once a position arrived below the one before it.
    private var ordered = true
    private var last = -1

    /// An empty list with room for a screenful.
    init() { hits.reserveCapacity(64) }

    /// Adds the cell at `position` with its final `frame`. Complexity: amortised O(1).
    @inline(__always)
    mutating func add(_ position: Int, _ frame: Rect) {
        if position < last { ordered = false }
        last = position
        hits.append((position, frame))
    }

    /// Sorts the cells by position when they arrived out of order.
    /// Complexity: O(k log k) then, else O(1).
    mutating func sortIfNeeded() {
        if !ordered { hits.sort { $0.position < $1.position } }
        ordered = true
    }
}
