import CollectionLayout

/// The content area's last visibility query: what it shows, the rectangle it asked for,
/// how long it took, and how many elements the prepared layout has (the status bar's
/// "visible/total" and the debug overlay's figures).
public struct ContentQuery: Sendable {
    /// The query's result: the elements the content area shows, and its probes.
    public internal(set) var visible = LayoutQuery()
    /// The rectangle the query asked for.
    public internal(set) var rect = Rect.zero
    /// How long the query took, in microseconds.
    public internal(set) var micros = 0.0
    /// Elements in the prepared layout (0 when there is none).
    public internal(set) var totalElements = 0

    /// Nothing queried, no layout.
    public init() {}

    /// Keeps the result of a query of `rect` that took `seconds`. Complexity: O(1).
    mutating func record(_ result: LayoutQuery, rect: Rect, seconds: Double) {
        visible = result
        self.rect = rect
        micros = seconds * 1e6
    }

    /// Forgets the result (no layout to query): nothing shows, no time spent; the
    /// rectangle stays the last one asked for. Complexity: O(1).
    mutating func clear() {
        visible = LayoutQuery()
        micros = 0
    }
}
