import CollectionLayout
import Scenarios
import TerminalCanvas
import Testing

@testable import Explorer

/// A list section in the app, as whole screens: an inset-grouped list in its rounded
/// group, rows without borders, separators; the `w` key remakes the section for the new
/// width (20-pt margins from 414 pt).
@Suite struct ListSectionScreenTests {
    let composer = ScreenComposer()

    static func document() -> ExplorerDocument {
        let data = CollectionData(sections: [
            CollectionData.Section(
                id: "Network", items: ["Wi-Fi", "Bluetooth", "Cellular"].map { CollectionData.Item(id: $0) })
        ])
        let appearance = CollectionAppearance(
            sections: ["Network": .init(title: "Network")],
            itemTitles: Dictionary(uniqueKeysWithValues: ["Wi-Fi", "Bluetooth", "Cellular"].map { ($0, $0) }))
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let configuration = list
        let layout = CompositionalLayout.Configuration(configuration: .init()) { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
        return ExplorerDocument(
            name: "Settings", data: data, appearance: appearance, viewport: Size(width: 375, height: 300),
            choices: [LayoutChoice(name: "List", configuration: layout)])
    }

    @Test func anInsetGroupedListAndItsWiderMargins() {
        var m = Fixture.model(columns: 60, rows: 20, documents: [Self.document()])
        #expect(
            composer.compose(m, now: 0).trimmedText == """
                 Settings · List │ 7/7 │ y 0 100% │ 375×225 pt
                   ┌────────────────────────────────────────────────────┐
                   │Network                                             │
                   └────────────────────────────────────────────────────┘
                   ╭────────────────────────────────────────────────────╮
                   │Wi-Fi                                               │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Bluetooth                                           │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Cellular                                            │
                   │                                                    │
                   │                                                    │
                   ╰────────────────────────────────────────────────────╯




                 q quit  ? help  ↑↓ scroll  Tab layout  c/s/a/v tweak
                """)
        m.handle(.key(.character("w")), now: 0)
        m.handle(.key(.character("w")), now: 0)
        // 844 pt: a row is under two lines high, so its separator would share its title's
        // line: the title wins (issue 27: it was drawn as `Wi-Fi────`).
        #expect(
            composer.compose(m, now: 0).trimmedText == """
                 Settings · List │ 7/7 │ y 0 100% │ 844×506 pt
                 ██████████████████████████████████████████████████████████
                 ╭────────────────────────────────────────────────────────╮
                 │Wi-Fi                                                   │
                 │Bluetooth                                               │
                 │Cellular                                                │
                 ╰────────────────────────────────────────────────────────╯












                 Device width: 844×390 pt (phone landscape)  q quit  ? help
                """)
    }
}
