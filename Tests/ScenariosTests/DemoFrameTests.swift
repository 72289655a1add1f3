import CollectionLayout
import Foundation
import Scenarios
import TerminalCanvas
import TestSupport
import Testing

/// Whole frames of the demos as `tessera render` prints them (TestSupport's
/// ``DemoFrames``, which calls the command's own ``FrameRendering``), compared as text.
@Suite("Demo frames")
struct DemoFrameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var columns: Int
        var rows: Int
        var offset: Double
        var glyphSet: GlyphSet
        var expected: String
        var testDescription: String { "\(file) \(columns)x\(rows) offset \(offset) \(glyphSet)" }
    }

    static let cases: [Case] = [
        // The default 80 x 24 frame: the header spans the width; 110 x 90-point items are 24 x 10 cells.
        Case(
            file: "flow-grid.json", columns: 80, rows: 24, offset: 0, glyphSet: .unicode,
            expected: """
                ┌──────────────────────────────────────────────────────────────────────────────┐
                │Favourites                                                                    │
                └──────────────────────────────────────────────────────────────────────────────┘

                  ┌──────────────────────┐  ┌──────────────────────┐  ┌──────────────────────┐
                  │Sunrise               │  │Beach                 │  │Hike                  │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  └──────────────────────┘  └──────────────────────┘  └──────────────────────┘

                  ┌──────────────────────┐  ┌──────────────────────┐  ┌──────────────────────┐
                  │Picnic                │  │Skyline               │  │Harbour               │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                  │                      │  │                      │  │                      │
                """),
        // ASCII at 40 x 12, scrolled 150 points: the second header's two rows carry its title on the border.
        Case(
            file: "flow-grid.json", columns: 40, rows: 12, offset: 150, glyphSet: .ascii,
            expected: """
                 +----------+ +----------+ +----------+
                 |Picnic    | |Skyline   | |Harbour   |
                 |          | |          | |          |
                 +----------+ +----------+ +----------+

                +Recent--------------------------------+
                +--------------------------------------+

                 +----------+ +----------+ +----------+
                 |Coffee    | |Train     | |Office    |
                 |          | |          | |          |
                 +----------+ +----------+ +----------+
                """),
        // Two columns at 80/375 columns per point; 6-point padding leaves one blank column at each side.
        Case(
            file: "pinterest-feed.json", columns: 80, rows: 24, offset: 0, glyphSet: .unicode,
            expected: """

                 ┌────────────────────────────────────┐  ┌────────────────────────────────────┐
                 │Lake 1                              │  │Rooftops 2                          │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 └────────────────────────────────────┘  │                                    │
                                                         │                                    │
                 ┌────────────────────────────────────┐  │                                    │
                 │Reef 3                              │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  └────────────────────────────────────┘
                 │                                    │
                """),
        // Scrolled 1000 points (107 rows): boxes cut by the top edge show no top border and no title.
        Case(
            file: "pinterest-feed.json", columns: 80, rows: 24, offset: 1000, glyphSet: .unicode,
            expected: """
                 │                                    │  │Rooftops 10                         │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 └────────────────────────────────────┘  │                                    │
                                                         │                                    │
                 ┌────────────────────────────────────┐  │                                    │
                 │Reef 11                             │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  └────────────────────────────────────┘
                 │                                    │
                 │                                    │
                 │                                    │  ┌────────────────────────────────────┐
                 └────────────────────────────────────┘  │Bridge 12                           │
                """),
        // The mosaic's 1-point gutters: between columns they map to no cell edge (boxes touch); one row gutter straddles a row edge and shows.
        Case(
            file: "wwdc-mosaic.json", columns: 60, rows: 20, offset: 400, glyphSet: .unicode,
            expected: """
                ┌──────────────────────────────────────┐┌──────────────────┐
                │Muir Woods                            ││Lombard St        │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                │                                      │└──────────────────┘
                │                                      │┌──────────────────┐
                │                                      ││Alcatraz          │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                │                                      ││                  │
                └──────────────────────────────────────┘└──────────────────┘
                ┌──────────────────┐┌──────────────────────────────────────┐
                │Sausalito         ││Tahoe                                 │
                │                  ││                                      │
                │                  ││                                      │
                """),
        // PluginLayout with sticky headers, scrolled by 100 pt: section 0's header stays pinned at the top.
        Case(
            file: "plugin-showcase.json", columns: 60, rows: 16, offset: 100, glyphSet: .unicode,
            expected: """
                ┌──────────────────────────────────────────────────────────┐
                │Flow: justified lines                                     │
                └──────────────────────────────────────────────────────────┘

                  ┌─────────────────────────┐                 ┌──────────┐
                  │Sticky headers           │                 │Grid      │
                  └─────────────────────────┘                 └──────────┘

                  ┌──────────────┐
                  │Mosaic        │  ┌──────────────────┐  ┌──────────────┐
                  │              │  │Staggered         │  │Plugins       │
                  │              │  └──────────────────┘  └──────────────┘
                  └──────────────┘

                  ┌──────────────┐
                  │Effects       │
                """),
        // SplitLayout: sections alternate sides at ratio 0.4 with a 16-pt split spacing, backgrounds behind the items.
        Case(
            file: "split-emoji.json", columns: 80, rows: 24, offset: 0, glyphSet: .unicode,
            expected: """
                ┌Smileys──────────────────────┐  ┌People at work───────────────────────────────┐
                └─────────────────────────────┘  └─────────────────────────────────────────────┘
                ┌─────────────────────────────┐  ┌─────────────────────────────────────────────┐
                │┌───────┐ ┌───────┐ ┌───────┐│  │┌────────────┐ ┌─────────────┐ ┌────────────┐│
                ││😀     │ │😃     │ │😄     ││  ││👮          │ │👷           │ │💂          ││
                ││       │ │       │ │       ││  ││            │ │             │ │            ││
                │└───────┘ └───────┘ └───────┘│  ││            │ │             │ │            ││
                │                             │  ││            │ │             │ │            ││
                │┌───────┐ ┌───────┐ ┌───────┐│  ││            │ │             │ │            ││
                ││😁     │ │😆     │ │😅     ││  │└────────────┘ └─────────────┘ └────────────┘│
                ││       │ │       │ │       ││  │                                             │
                │└───────┘ └───────┘ └───────┘│  │┌────────────┐ ┌─────────────┐ ┌────────────┐│
                │                             │  ││👸          │ │🤴           │ │👳          ││
                │┌───────┐ ┌───────┐ ┌───────┐│  ││            │ │             │ │            ││
                ││😂     │ │🙂     │ │😉     ││  ││            │ │             │ │            ││
                ││       │ │       │ │       ││  ││            │ │             │ │            ││
                ││       │ │       │ │       ││  ││            │ │             │ │            ││
                │└───────┘ └───────┘ └───────┘│  │└────────────┘ └─────────────┘ └────────────┘│
                │┌───────┐ ┌───────┐ ┌───────┐│  │┌────────────┐ ┌─────────────┐ ┌────────────┐│
                ││😊     │ │😇     │ │😍     ││  ││👲          │ │🧕           │ │🤵          ││
                ││       │ │       │ │       ││  ││            │ │             │ │            ││
                ││       │ │       │ │       ││  ││            │ │             │ │            ││
                │└───────┘ └───────┘ └───────┘│  ││            │ │             │ │            ││
                └─────────────────────────────┘  ││            │ │             │ │            ││
                """),
    ]

    @Test(arguments: cases)
    func frame(_ test: Case) throws {
        let text = try DemoFrames.render(
            test.file, columns: test.columns, rows: test.rows, offset: test.offset, glyphSet: test.glyphSet)
        #expect(text == test.expected)
    }

    @Test func everyDemoRendersAFullFrameAtSeveralSizesAndOffsets() throws {
        let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            .sorted()
        for name in names {
            for (columns, rows) in [(1, 1), (20, 6), (80, 24), (200, 60)] {
                for offset in [-100.0, 0, 333.3, 1e9] {
                    for glyphSet in GlyphSet.allCases {
                        let text = try DemoFrames.render(
                            name, columns: columns, rows: rows, offset: offset, glyphSet: glyphSet)
                        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                        #expect(lines.count == rows, "\(name) \(columns)x\(rows)")
                        #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(name) \(columns)x\(rows)")
                        #expect(!text.unicodeScalars.contains { DisplayWidth.isControl($0) && $0 != "\n" })
                        if glyphSet == .ascii { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }) }
                    }
                }
            }
        }
    }
}
