import CollectionLayout
import LayoutDoctor
import Scenarios
import TerminalCanvas
import Testing

@testable import Explorer

/// The `D` key: doctor's checks on the layout shown, at the device size shown, with what
/// they find marked on the content; again: the marks go.
@Suite struct DoctorKeyTests {
    let composer = ScreenComposer()

    /// A list of 60-pt rows whose query forgets the third row (an off-by-one in a scan).
    struct ForgetfulList: CollectionViewLayout {
        var name: String { "Forgetful list" }
        var scrollAxis: Axis { .vertical }
        private(set) var contentSize = Size.zero
        private var rows: [LayoutAttributes] = []

        mutating func prepare(for context: LayoutContext) throws(LayoutError) {
            let width = context.containerSize.width
            rows = (0..<(context.itemCounts.first ?? 0)).map {
                LayoutAttributes(
                    category: .cell, indexPath: IndexPath(item: $0, section: 0),
                    frame: Rect(x: 0, y: Double($0) * 60, width: width, height: 50))
            }
            contentSize = Size(width: width, height: Double(rows.count) * 60)
        }

        func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
            LayoutQuery(elements: rows.filter { $0.frame.intersects(rect) && $0.indexPath.item != 2 })
        }

        func allElements(contentOffset: Point) -> [LayoutAttributes] { rows }
        func element(at indexPath: IndexPath) -> LayoutAttributes? {
            indexPath.section == 0 && rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil
        }
        func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
            nil
        }
    }

    static func document() -> ExplorerDocument {
        let data = CollectionData(sections: [
            CollectionData.Section(id: "rows", items: (0..<6).map { CollectionData.Item(id: "row-\($0)") })
        ])
        let appearance = CollectionAppearance(
            sections: ["rows": .init(title: "Rows")],
            itemTitles: Dictionary(uniqueKeysWithValues: (0..<6).map { ("row-\($0)", "Row \($0)") }))
        return ExplorerDocument(
            name: "Rows", data: data, appearance: appearance, viewport: Size(width: 320, height: 400),
            choices: [LayoutChoice(name: "Forgetful list", configuration: UnpreparedLayout(ForgetfulList()))])
    }

    @Test func theMissedRowIsMarkedWhereItShouldBeAndTheKeyClearsTheMarks() throws {
        var m = Fixture.model(columns: 40, rows: 16, documents: [Self.document()])
        m.handle(.key(.character("D")), now: 0)
        let marks = try #require(m.doctorMarks)
        #expect(Set(marks.findings.map(\.rule)) == [.queryMissesElement])
        #expect(marks.findings.allSatisfy { $0.indexPath == IndexPath(item: 2, section: 0) })
        #expect(m.message?.hasPrefix("Doctor: 1 finding (query-misses-element); first: ") == true)
        let screen = composer.compose(m, now: 0)
        #expect(
            screen.trimmedText == """
                 Forgetful list │ y 0 0% │ 320×224 pt
                ┌──────────────────────────────────────┐
                │Row 0                                 │
                └──────────────────────────────────────┘

                ┌──────────────────────────────────────┐
                │Row 1                                 │
                └──────────────────────────────────────┘

                ┌query-misses-element──────────────────┐
                │                                      │
                └──────────────────────────────────────┘
                 Doctor: 1 finding
                 (query-misses-element); first:
                 layoutAttributesForElements(in: (x
                 319.5, y 169.5, w 0.5, h 0.5)) misses…
                """)
        // The missed row's box is drawn in the rule's colour.
        #expect(
            screen[0, 9].style == CellStyle(foreground: .named(DoctorMarks.colorName(.queryMissesElement)), bold: true))
        #expect(DoctorMarks.colorName(.queryMissesElement) == "red")
        m.handle(.key(.character("D")), now: 0)
        #expect(m.doctorMarks == nil)
        #expect(m.message == "Doctor marks off")
    }
}
