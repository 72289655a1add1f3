import CollectionLayout
import Explorer
import Scenarios
import TerminalCanvas
import Testing

/// The `e` key on a file with remote updates: the WWDC18 sample's three data sets, in its
/// order, each from a refresh, with the cyan "updated" marker on reloaded items.
@Suite struct RemoteUpdateTests {
    /// The demo's data and layout (`Demos/wwdc-friends.json`), built in code.
    static func friends() -> ExplorerDocument {
        let data = CollectionData(sections: [
            CollectionData.Section(
                id: "friends",
                items: ["Steve", "Mohammed", "Samir", "Priyanka"].map { CollectionData.Item(id: $0.lowercased()) })
        ])
        let appearance = CollectionAppearance(
            itemTitles: Dictionary(
                uniqueKeysWithValues: ["Steve", "Mohammed", "Samir", "Priyanka"].map { ($0.lowercased(), $0) }))
        let flow = FlowLayout(
            itemSize: Size(width: 343, height: 70), sectionInset: EdgeInsets(top: 10, left: 16, bottom: 0, right: 16)
        ).configuration
        var document = ExplorerDocument(
            name: "WWDC18 friends", data: data, appearance: appearance, viewport: Size(width: 375, height: 667),
            choices: [LayoutChoice(name: "Flow", configuration: flow)])
        document.remoteUpdates = [
            [.delete(0)],
            [.reload(3), .move(from: 3, to: 0), .delete(2)],
            [.move(from: 0, to: 1), .move(from: 1, to: 2), .move(from: 2, to: 3), .reload(3)],
        ]
        return document
    }

    func titles(_ m: ExplorerModel) -> [String] {
        m.document.editableData.sections[0].items.map { m.document.editableAppearance.itemTitle(id: $0.id) ?? "" }
    }

    @Test func eachPressPlaysTheNextSetFromTheFreshList() {
        var m = Fixture.model(columns: 40, rows: 16, documents: [Self.friends()])
        m.handle(.key(.character("e")), now: 0)
        #expect(titles(m) == ["Mohammed", "Samir", "Priyanka"])
        #expect(m.message == "Sample set 1/3: delete 0: 1 deleted")
        #expect(m.document.updatedItems.isEmpty)

        m.handle(.key(.character("e")), now: 1)
        #expect(titles(m) == ["Priyanka", "Steve", "Mohammed"])
        // Issue 27: what UIKit sees, the refresh and the reloads before the batch.
        #expect(
            m.message
                == "Sample set 2/3: reload 3, move 3->0, delete 2: refreshed (3 → 4 items), 1 reloaded, then 1 deleted, 1 moved"
        )
        #expect(m.document.updatedItems == ["priyanka"])
        #expect(m.lastUpdate?.batch.reloadedItems == [])

        m.handle(.key(.character("e")), now: 2)
        #expect(titles(m) == ["Priyanka", "Steve", "Mohammed", "Samir"])
        #expect(
            m.message
                == "Sample set 3/3: move 0->1, move 1->2, move 2->3, reload 3: refreshed (3 → 4 items), 1 reloaded, then 3 moved"
        )
        #expect(m.document.updatedItems == ["priyanka"])

        // After the last set, the first again, from the fresh list.
        m.handle(.key(.character("e")), now: 3)
        #expect(titles(m) == ["Mohammed", "Samir", "Priyanka"])
        #expect(m.document.updatedItems.isEmpty)
    }

    @Test func theMarkerIsDrawnOnTheReloadedItemWhereverItGoes() {
        var m = Fixture.model(columns: 40, rows: 16, documents: [Self.friends()])
        m.handle(.key(.character("e")), now: 0)
        m.handle(.key(.character("e")), now: 1)
        let grid = m.canvas.paint(m.visible.elements, appearance: m.document.appearance)
        #expect(
            grid.trimmedText == """

                  ┌──────────────────────────────────┐
                  │Priyanka                         ●│
                  └──────────────────────────────────┘

                  ┌──────────────────────────────────┐
                  │Steve                             │
                  │                                  │
                  └──────────────────────────────────┘
                  ┌──────────────────────────────────┐
                  │Mohammed                          │
                  │                                  │
                  └──────────────────────────────────┘

                """)
        // 9.375 points a column, 18.75 a row: the cell at x 16...359, y 10...80 covers
        // columns 2..<38 and rows 1..<4. The marker's cell (the last inside, on the title
        // row) is cyan; the title is not.
        let markerCell = grid[36, 2]
        #expect(markerCell.style.foregroundColor == CellColor(.named("cyan")))
        #expect(grid[2, 2].style.foregroundColor != CellColor(.named("cyan")))
    }

    @Test func undoGoesBackToBeforeThePressAndOtherFilesKeepTheMixedBatch() {
        var m = Fixture.model(columns: 40, rows: 16, documents: [Self.friends()])
        m.handle(.key(.character("e")), now: 0)
        m.handle(.key(.character("e")), now: 1)
        m.handle(.key(.character("u")), now: 2)
        #expect(titles(m) == ["Mohammed", "Samir", "Priyanka"])

        var grid = Fixture.model(documents: [TestDocuments.grid(sections: 1, items: 6)])
        grid.handle(.key(.character("e")), now: 0)
        #expect(grid.message == "Mixed batch: 1 deleted, 1 inserted, 1 moved, 1 reloaded")
    }
}
