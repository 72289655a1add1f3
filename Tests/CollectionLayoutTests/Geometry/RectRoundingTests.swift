import Testing

@testable import CollectionLayout

/// Found by tessera-fuzz: `isEmpty` read the size while the visibility index reads the
/// computed edges, so an extent that rounds away (a 5e-324 pt item at y = 300, a
/// 667 pt viewport at y = 5e307) was visible to a brute-force filter and not to the
/// query. Both now agree: such a rectangle is empty.
@Suite("Rect: extents that round away")
struct RectRoundingTests {
    @Test("a height too small to move the edge is empty; at y = 0 it is not")
    func subnormalHeight() {
        #expect(Rect(x: 0, y: 300, width: 10, height: .leastNonzeroMagnitude).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 10, height: .leastNonzeroMagnitude).isEmpty)
        #expect(
            !Rect(x: 0, y: 300, width: 10, height: .leastNonzeroMagnitude).intersects(
                Rect(x: 0, y: 0, width: 100, height: 667)))
    }

    @Test("a viewport far out along an axis is empty there")
    func farViewport() {
        #expect(Rect(x: 0, y: 5e307, width: 375, height: 667).isEmpty)
        #expect(!Rect(x: 0, y: 1e15, width: 375, height: 667).isEmpty)
    }

    @Test("ordinary, negative, NaN and infinite sizes keep their meaning")
    func ordinary() {
        #expect(!Rect(x: 1, y: 2, width: 3, height: 4).isEmpty)
        #expect(Rect(x: 1, y: 2, width: -3, height: 4).isEmpty)
        #expect(Rect(x: 1, y: 2, width: 0, height: 4).isEmpty)
        #expect(Rect(x: 1, y: 2, width: .nan, height: 4).isEmpty)
        #expect(!Rect(x: 1, y: 2, width: .infinity, height: 4).isEmpty)
    }
}
