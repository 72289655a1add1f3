/// The footer's one-line notice: what the last change did, a limit, a hint. A new notice
/// replaces the old one; a key, a click or a wheel turn clears it.
public struct Notice: Hashable, Sendable {
    /// The text, already inert, or `nil` when there is none.
    public private(set) var text: String?

    /// No notice.
    public init() {}

    /// Shows `text` (`nil` clears). Complexity: O(1).
    mutating func show(_ text: String?) { self.text = text }

    /// Clears the notice.
    mutating func clear() { text = nil }
}
