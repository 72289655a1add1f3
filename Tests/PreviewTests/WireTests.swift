import PreviewWire
import Testing

/// A small deterministic generator for the round-trip property tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

@Suite struct WireTests {
    /// Every element survives the wire bit for bit, over thousands of seeded cases with
    /// awkward kinds and values (NaN compared by its bits).
    @Test func elementsRoundTrip() {
        var rng = SplitMix(state: 42)
        let kinds = ["", "-", "%", "a b", "x,y", "line\nbreak", "UICollectionElementKindSectionHeader", "é 漢字", "%2D"]
        let values: [Double] = [
            0, -0.0, 1, 0.1, 1e300, -Double.leastNonzeroMagnitude, .infinity, -.infinity, .nan, 169.5, 1.0 / 3,
        ]
        for _ in 0..<5000 {
            let category = WireElement.Category(rawValue: Int.random(in: 0...2, using: &rng))!
            let kind = category == .cell ? "" : kinds.randomElement(using: &rng)!
            func v() -> Double {
                Bool.random(using: &rng)
                    ? values.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng)
            }
            let e = WireElement(
                category: category, kind: kind, section: Int.random(in: 0...100, using: &rng),
                item: Int.random(in: -1...100_000, using: &rng), x: v(), y: v(), width: v(), height: v(), alpha: v(),
                zIndex: Int.random(in: -10...10, using: &rng), isHidden: Bool.random(using: &rng),
                transform: [v(), v(), v(), v(), v(), v()])
            let back = WireElement(line: Substring(e.line))
            #expect(back != nil)
            guard let back else { continue }
            #expect(back.kind == e.kind && back.category == e.category && back.section == e.section)
            #expect(back.item == e.item && back.zIndex == e.zIndex && back.isHidden == e.isHidden)
            let a = [e.x, e.y, e.width, e.height, e.alpha] + e.transform
            let b = [back.x, back.y, back.width, back.height, back.alpha] + back.transform
            #expect(
                a.map(\.bitPattern) == b.map(\.bitPattern) || zip(a, b).allSatisfy { $0.isNaN ? $1.isNaN : $0 == $1 })
            #expect(!e.line.contains("\n"))
        }
    }

    @Test func requestsRoundTrip() {
        let requests: [WireRequest] = [
            .shape, .all, .invalidate, .titles, .quit,
            .bounds(x: 0, y: 120.5, width: 375, height: 667), .query(x: -1, y: 0.1, width: 1e9, height: 3),
            .item(section: 2, item: 7),
            .supplementary(kind: "UICollectionElementKindSectionHeader", section: 0, item: 0),
            .decoration(kind: "back ground,", section: 1, item: 0),
            .batch([
                .reloadItem(section: 0, item: 3), .deleteItem(section: 1, item: 0), .insertItem(section: 0, item: 9),
                .moveItem(fromSection: 0, fromItem: 1, toSection: 2, toItem: 3), .deleteSection(4),
            ]),
            .batch([]),
            .batch([
                .newCounts([3, 0, 12]), .insertSection(1), .reloadSection(0), .moveSection(from: 2, to: 0),
                .newCounts([]),
            ]),
        ]
        for r in requests {
            #expect(WireRequest(line: Substring(r.line)) == r, "\(r.line)")
        }
        for bad in [
            "", "bounds 1 2 3", "query a b c d", "item 1", "batch z:1", "nonsense", "batch d:1", "batch M:1",
            "batch C:x",
        ] {
            #expect(WireRequest(line: Substring(bad)) == nil, "\(bad)")
        }
    }

    @Test func answersRoundTrip() {
        let answer = WireAnswer(
            nanoseconds: 1234, numbers: [375, 667, 1, 10], calls: ["prepare()", "a, b", "-", ""],
            elements: [WireElement(category: .cell, section: 0, item: 1, x: 6, y: 6, width: 175.5, height: 132)])
        guard case .ok(let a) = WireResponse.ok(answer) else { return }
        let lines = WireResponse.ok(a).lines
        #expect(lines.count == 2)
        let header = WireAnswer.header(Substring(lines[0]))
        #expect(header?.count == 1)
        #expect(header?.0.numbers == answer.numbers)
        #expect(header?.0.calls == answer.calls)
        #expect(header?.0.nanoseconds == 1234)
        #expect(WireElement(line: Substring(lines[1])) == answer.elements[0])
        #expect(WireResponse.error("a b\nc").lines == ["error a%20b%0Ac"])
    }
}
