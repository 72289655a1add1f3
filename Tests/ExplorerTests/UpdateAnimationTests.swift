import CollectionLayout
import Explorer
import TerminalCanvas
import Testing

/// The animation of a small update, frame by frame, as text: the deleted item fades
/// (dim, with its own title), the next one slides into its place.
@Suite struct UpdateAnimationTests {
    @Test func deletingAnItemAnimatesAsText() {
        var m = Fixture.model(
            columns: 40, rows: 10, documents: [TestDocuments.grid(sections: 1, items: 3, width: 160)], animations: true)
        m.handle(.key(.character("x")), now: 0)
        let composer = ScreenComposer()
        func frame(_ t: Double) -> [String] { composer.content(m, now: t).textLines.map { String($0.prefix(40)) } }
        let start = frame(0)
        let middle = frame(0.125)
        let end = frame(0.25)
        // The fading item is drawn dim under the sliding ones.
        #expect(composer.content(m, now: 0.125)[3, 5].style.dim)
        #expect(!composer.content(m, now: 0.125)[8, 5].style.dim)
        #expect(start == Self.start)
        #expect(middle == Self.middle)
        #expect(end == Self.end)
    }

    static let start: [String] = [
        "┌──────────────────────────────────────┐",
        "│Section 0                             │",
        "└──────────────────────────────────────┘",
        "│                                      │",
        "│ ┌─────────┐  ┌────────┐  ┌─────────┐ │",
        "│ │Item 0-0 │  │Item 0-1│  │Item 0-2 │ │",
        "│ │         │  │        │  │         │ │",
        "│ │         │  │        │  │         │ │",
    ]
    static let middle: [String] = [
        "┌──────────────────────────────────────┐",
        "│Section 0                             │",
        "└──────────────────────────────────────┘",
        "│                                      │",
        "│ ┌─────┌─────────┐  ┌─────────┐       │",
        "│ │Item │Item 0-1 │  │Item 0-2 │       │",
        "│ │     │         │  │         │       │",
        "│ │     │         │  │         │       │",
    ]
    static let end: [String] = [
        "┌──────────────────────────────────────┐",
        "│Section 0                             │",
        "└──────────────────────────────────────┘",
        "│                                      │",
        "│ ┌─────────┐  ┌────────┐              │",
        "│ │Item 0-1 │  │Item 0-2│              │",
        "│ │         │  │        │              │",
        "│ │         │  │        │              │",
    ]
}
