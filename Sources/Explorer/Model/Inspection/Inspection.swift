import CollectionLayout

/// What the user is looking at beside the content: the help overlay and how far it is
/// scrolled, the debug overlay and its display log, focus mode and the focused element,
/// and the selected item. A value of its own, so its rules are tested without a model.
public struct Inspection: Sendable {
    /// The `?` overlay is open.
    public internal(set) var showHelp = false
    /// The first help line shown (the overlay scrolls on short terminals).
    public internal(set) var helpScroll = 0
    /// The debug overlay (query rectangle and probes) is on.
    public internal(set) var showDebug = false
    /// Focus mode: arrow keys move the focus, the inspector shows it.
    public internal(set) var focusMode = false
    /// The focused element, kept across layout switches.
    public internal(set) var focus: ElementKey?
    /// The selected item's identifier (Enter on a focused cell), kept across updates and
    /// reloads by identity, and its index path now.
    public internal(set) var selection: (id: String, indexPath: IndexPath)?
    /// The delegate calls of the last tap or Enter on a cell, in UIKit's order
    /// (`shouldHighlightItemAt` ... `didSelectItemAt`); the debug overlay lists them.
    public internal(set) var selectionEvents: [String] = []
    /// What the last query changed, while the debug overlay is on: the elements that
    /// entered and left the visible set.
    public internal(set) var displayLog = DisplayLog()

    /// Nothing open, focused or selected.
    public init() {}

    /// Opens the help at its first line.
    mutating func openHelp() {
        showHelp = true
        helpScroll = 0
    }

    /// Scrolls the help by `lines`, within 0...`limit`. Complexity: O(1).
    mutating func scrollHelp(by lines: Int, limit: Int) {
        helpScroll = min(max(0, helpScroll + lines), max(0, limit))
    }

    /// Forgets the focus and the selection and leaves focus mode (another document is
    /// on screen, whose elements these would not name).
    mutating func forgetElements() {
        focus = nil
        selection = nil
        focusMode = false
    }
}
