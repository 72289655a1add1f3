import Testing

@testable import CollectionLayout

@Suite struct SplitLinePlacementTests {
    /// Places `sizes` with the given geometry; returns the frames, absent positions and result.
    private func place(
        _ sizes: [Size], first: Point = .zero, left: Double = 0, width: Double,
        inset: EdgeInsets = .zero, line: Double = 0, inter: Double = 0, normalizing: Bool = false
    ) throws -> (frames: [Rect], absent: Set<Int>, result: SplitLinePlacement.Result) {
        var frames: [Rect] = []
        var absent = Set<Int>()
        let result = try SplitLinePlacement.placeItems(
            count: sizes.count, firstPosition: first, contentMostLeft: left, contentWidth: width,
            metrics: SplitSectionMetrics(
                sectionInset: inset, minimumItemLineSpacing: line, minimumInterItemSpacing: inter),
            isNormalizing: normalizing, into: &frames, absent: &absent
        ) { sizes[$0] }
        return (frames, absent, result)
    }

    @Test func exactFitNeverWrapsEarly() throws {
        // Docs/layouts.md, "Wrapping tolerance": W = 375, n = 3, s = 20; the third right edge computes to 375.00000000000006.
        let w = (375.0 - 40) / 3
        let (frames, _, _) = try place(Array(repeating: Size(width: w, height: 10), count: 4), width: 375, inter: 20)
        #expect(frames.prefix(3).allSatisfy { $0.minY == 0 })
        #expect(frames[3].origin == Point(x: 0, y: 10))
        // Beyond the tolerance the item wraps.
        let (over, _, _) = try place([Size(width: 200, height: 10), Size(width: 100.01, height: 10)], width: 300)
        #expect(over[1].origin == Point(x: 0, y: 10))
    }

    @Test func zeroSizeItemsKeepTheirSlotsWithoutElements() throws {
        let (frames, absent, result) = try place(
            [
                Size(width: 50, height: 50), Size(width: 0, height: 30), Size(width: 40, height: 0),
                Size(width: 50, height: 50),
            ],
            width: 200, inter: 10)
        #expect(frames.count == 4)
        #expect(absent == [1, 2])
        #expect(frames[1].size == .zero && frames[2].size == .zero)
        // The zero-size items do not move the cursor.
        #expect(frames[3].origin == Point(x: 60, y: 0))
        #expect(result.firstPlaced == 0 && result.lastPlaced == 3)
        #expect(result.lastPosition.y == 50)
    }

    @Test func onlyZeroSizeItemsPlaceNothing() throws {
        let (frames, absent, result) = try place(
            [Size(width: 0, height: 0), Size(width: 10, height: 0)], first: Point(x: 0, y: 40), width: 100,
            inset: EdgeInsets(top: 3, left: 0, bottom: 4, right: 0))
        #expect(absent == [0, 1] && frames.count == 2)
        #expect(result.firstPlaced == nil && result.lastPlaced == nil)
        #expect(result.lastPosition.y == 47)
    }

    @Test func firstItemTooWideAddsNoSpuriousGap() throws {
        let (frames, _, result) = try place(
            [Size(width: 300, height: 50), Size(width: 50, height: 50), Size(width: 300, height: 40)],
            width: 200, line: 10)
        // The original puts item 0 at y = 10 and item 2 one more gap lower.
        #expect(frames[0] == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(frames[1] == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(frames[2] == Rect(x: 0, y: 120, width: 300, height: 40))
        #expect(result.lastPosition.y == 160)
    }

    @Test func normalizingGivesEveryItemItsLineHeight() throws {
        let sizes = [
            Size(width: 100, height: 40), Size(width: 0, height: 5), Size(width: 100, height: 80),
            Size(width: 100, height: 60),
        ]
        let (plain, _, plainResult) = try place(sizes, width: 250)
        #expect(plain.map(\.height) == [40, 0, 80, 60])
        let (normal, absent, result) = try place(sizes, width: 250, normalizing: true)
        #expect(normal.map(\.height) == [80, 0, 80, 60])
        #expect(absent == [1])
        #expect(normal.map(\.origin) == plain.map(\.origin))
        #expect(result == plainResult)
    }

    @Test func errorsFromTheSizeFunctionPropagate() {
        var frames: [Rect] = []
        var absent = Set<Int>()
        #expect(throws: LayoutError(path: "x", message: "y")) {
            _ = try SplitLinePlacement.placeItems(
                count: 3, firstPosition: .zero, contentMostLeft: 0, contentWidth: 100,
                metrics: SplitSectionMetrics(
                    sectionInset: .zero, minimumItemLineSpacing: 0, minimumInterItemSpacing: 0),
                isNormalizing: false, into: &frames, absent: &absent
            ) { i throws(LayoutError) in
                if i == 1 { throw LayoutError(path: "x", message: "y") }
                return Size(width: 10, height: 10)
            }
        }
    }
}
