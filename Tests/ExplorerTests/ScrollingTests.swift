import CollectionLayout
import TestSupport
import Testing

@testable import Explorer

/// The test document (3 sections of 12 items, 24-pt headers, 320 pt wide) in an 80x24
/// terminal: 4 pt per column, 8 pt per row, 22 content rows = 176 pt; content 672 pt tall.
@Suite struct ScrollingTests {
    func bruteForce(_ model: ExplorerModel) -> [LayoutAttributes] {
        guard let layout = model.layout else { return [] }
        return layout.allElements(contentOffset: model.offset).filter { $0.frame.intersects(model.queryRect) }
    }

    @Test func geometryOfTheTestDocument() {
        let m = Fixture.model()
        #expect(m.viewport.pointsPerColumn == 4)
        #expect(m.viewport.pointsPerRow == 8)
        #expect(m.viewport.visibleSize == Size(width: 320, height: 176))
        #expect(m.contentSize == Size(width: 320, height: 672))
        #expect(m.maxOffset == Point(x: 0, y: 496))
        // The canvas's visible rectangle: the grid plus one cell on every side.
        #expect(m.queryRect == Rect(x: -4, y: -8, width: 328, height: 192))
        #expect(m.totalElements == 36 + 3 + 3)
        #expect(m.visible.elements == bruteForce(m))
    }

    @Test func keysScrollByLinePageAndEnds() {
        var m = Fixture.model()
        let steps: [(InputEvent, Double)] = [
            (.key(.down), 8), (.key(.character("j")), 16), (.key(.character("k")), 8), (.key(.up), 0),
            (.key(.up), 0), (.key(.pageDown), 168), (.key(.character(" ")), 336), (.key(.ctrl("f")), 496),
            (.key(.pageDown), 496), (.key(.character("b")), 328), (.key(.pageUp), 160), (.key(.ctrl("b")), 0),
            (.key(.end), 496), (.key(.home), 0), (.key(.character("G")), 496), (.key(.character("g")), 0),
            (.wheel(1), 24), (.wheel(2), 72), (.wheel(-1), 48),
        ]
        for (event, expected) in steps {
            m.handle(event, now: 0)
            #expect(m.offset.y == expected, "after \(event)")
            #expect(m.visible.elements == bruteForce(m), "after \(event)")
        }
    }

    @Test func everyStepQueriesExactlyTheVisibleRectangle() {
        var rng = SeededGenerator(seed: 7)
        let keys: [InputEvent] = [
            .key(.down), .key(.up), .key(.pageDown), .key(.pageUp), .key(.home), .key(.end), .wheel(1), .wheel(-1),
            .key(.tab), .key(.character("d")), .key(.character("w")), .key(.character("+")), .key(.character("-")),
            .key(.character("l")), .key(.character("h")), .resize(columns: 60, rows: 20),
            .resize(columns: 100, rows: 30),
        ]
        var m = Fixture.model()
        for i in 0..<2000 {
            let event = keys[Int(rng.next() % UInt64(keys.count))]
            m.handle(event, now: Double(i))
            let v = m.viewport
            #expect(m.offset.x >= 0 && m.offset.y >= 0)
            #expect(m.offset.y <= m.maxOffset.y && m.offset.x <= m.maxOffset.x)
            #expect((m.offset.y / v.pointsPerRow - (m.offset.y / v.pointsPerRow).rounded()).magnitude < 1e-6)
            #expect(m.visible.elements == bruteForce(m), "step \(i) after \(event)")
            if m.visible.elements != bruteForce(m) { break }
        }
    }

    @Test func sidewaysScrollingNeedsWiderContent() {
        var m = Fixture.model()
        m.handle(.key(.right), now: 0)
        #expect(m.offset.x == 0)
        #expect(m.message?.contains("fits the screen") == true)
        m.handle(.key(.character("+")), now: 0)
        #expect(m.zoom == 1.5)
        #expect(m.maxOffset.x > 0)
        m.handle(.key(.character("l")), now: 0)
        let ppc = m.viewport.pointsPerColumn
        #expect(abs(m.offset.x - 10 * ppc) < 1e-9)
        m.handle(.key(.left), now: 0)
        #expect(m.offset.x == 0)
        m.handle(.key(.character("=")), now: 0)
        #expect(m.zoom == 1)
    }

    @Test func debugOverlayQueriesTheInsetRectangle() {
        var m = Fixture.model()
        m.handle(.key(.character("d")), now: 0)
        #expect(m.queryRect == Rect(x: 64, y: 32, width: 192, height: 112))
        #expect(m.visible.elements == bruteForce(m))
        #expect(m.visible.elements.allSatisfy { $0.frame.intersects(m.queryRect) })
        m.handle(.key(.character("d")), now: 0)
        #expect(m.queryRect == Rect(x: -4, y: -8, width: 328, height: 192))
    }

    @Test func devicePresetsChangeTheContainerWidth() {
        var m = Fixture.model()
        m.handle(.key(.character("w")), now: 0)
        #expect(m.preset == .phonePortrait)
        #expect(m.contentSize.width == 390)
        #expect(m.viewport.pointsPerColumn == 390.0 / 80)
        m.handle(.key(.character("w")), now: 0)
        #expect(m.contentSize.width == 844)
        m.handle(.key(.character("w")), now: 0)
        #expect(m.contentSize.width == 1024)
        m.handle(.key(.character("w")), now: 0)
        #expect(m.preset == .fitTerminal)
        #expect(m.contentSize.width == 320)
        m.handle(.resize(columns: 100, rows: 24), now: 0)
        #expect(m.contentSize.width == 400)
        m.handle(.key(.character("W")), now: 0)
        #expect(m.preset == .tablet)
        #expect(m.message == "Device width: 1024×1366 pt (tablet)")
    }

    @Test func resizeKeepsTheTopElementOnItsRow() {
        var m = Fixture.model()
        m.handle(.key(.pageDown), now: 0)
        let before = m.anchor()
        m.handle(.resize(columns: 80, rows: 40), now: 0)
        let after = m.anchor()
        #expect(before?.key == after?.key)
        #expect(before?.rows == after?.rows)
    }
}

@Suite struct HorizontalScrollingTests {
    /// 40 items of 100 x 100 in a horizontal flow, 320 x 176 pt visible: content is wider.
    func model() -> ExplorerModel {
        let context = LayoutContext(containerSize: Size(width: 320, height: 176), itemCounts: [40])
        let doc = ExplorerDocument(
            name: "Strip", context: context,
            choices: [
                LayoutChoice(
                    name: "Flow",
                    configuration: FlowLayout(
                        itemSize: Size(width: 100, height: 100), scrollDirection: .horizontal
                    ).configuration)
            ])
        return Fixture.model(columns: 80, rows: 24, documents: [doc])
    }

    @Test func pagesHomeEndAndWheelFollowTheScrollAxis() {
        var m = model()
        #expect(m.layout?.scrollAxis == .horizontal)
        #expect(m.maxOffset.x > 0)
        m.handle(.key(.pageDown), now: 0)
        #expect(m.offset == Point(x: 78 * 4, y: 0))
        m.handle(.key(.end), now: 0)
        #expect(m.offset.x == m.maxOffset.x)
        m.handle(.key(.home), now: 0)
        #expect(m.offset.x == 0)
        m.handle(.wheel(1), now: 0)
        #expect(m.offset.x == 24)
        let status = StatusBar.fields(m.statusLine)
        #expect(status[3] == "x 24 (\(Int((24 / m.maxOffset.x * 100).rounded()))%)")
    }
}
