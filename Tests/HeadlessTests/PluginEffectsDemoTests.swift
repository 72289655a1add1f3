import CollectionLayout
import Foundation
import Headless
import Scenarios
import Testing

/// `Demos/plugin-effects.json` through `tessera render`: each section has its own effects
/// (fade in section 0, elastic in section 1, both in section 2) and a background, and a
/// frame at an offset shows them.
@Suite("Plugin effects demo")
struct PluginEffectsDemoTests {
    static func demo() throws -> LoadedScenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try LoadedScenario.load(path: root.appendingPathComponent("Demos/plugin-effects.json").path)
    }

    /// 40 columns for 375 points: 9.375 points a column, 18.75 a row, so 36 rows show the
    /// whole 667-point viewport from offset 300 (to 967). Elastic (spacing 60, span 150)
    /// in section 1: a cell lags by clamp((1 - p) * 60^(1/4), 0, 60^(1/4))^4 with
    /// p = (offset - y + 667 - 150) / 150. "Slinky" (item 4, prepared at y 868.125) has
    /// p = -0.34 and lags the full 60 points: at 928.125, row (928.125 - 300) / 18.75 = 33.5,
    /// three rows below where it sits without the effect (row 30.3), leaving a gap above it.
    /// "Spring" (item 0, at 469) has p = 2.3 and does not move. Section backgrounds are
    /// the boxes 4 points inside each section's body, behind the cells.
    @Test func elasticShowsAtAnOffset() throws {
        let loaded = try Self.demo()
        let slinky = loaded.layout.query(
            Rect(x: 0, y: 300, width: 375, height: 667), contentOffset: Point(x: 0, y: 300)
        ).elements.first { $0.category == .cell && $0.indexPath == IndexPath(item: 4, section: 1) }
        #expect(slinky?.frame.minY == 928.125)
        #expect(
            FrameRendering.text(loaded, columns: 40, rows: 36, offset: .alongScrollAxis(300)) == """
                ┌Fade: cells fade in from the bottom e…┐
                └──────────────────────────────────────┘
                ││          │ │          │ │          ││
                ││          │ │          │ │          ││
                │└──────────┘ └──────────┘ └──────────┘│
                └──────────────────────────────────────┘
                ┌Elastic: cells near the bottom lag be…┐
                └──────────────────────────────────────┘
                ┌──────────────────────────────────────┐
                │┌────────────────┐  ┌────────────────┐│
                ││Spring          │  │Coil            ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  └────────────────┘│
                ││                │                    │
                ││                │  ┌────────────────┐│
                ││                │  │Bungee          ││
                ││                │  │                ││
                │└────────────────┘  │                ││
                │                    │                ││
                │┌────────────────┐  │                ││
                ││Band            │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                ││                │  │                ││
                │└────────────────┘  │                ││
                │                    └────────────────┘│
                │                                      │
                │                                      │
                │                                      │
                │┌────────────────┐                    │
                ││Slinky          │  ┌────────────────┐│
                """)
    }

    /// Fade (span 600) in section 0 at offset 0: alpha = (0 - y + 667) / 600, so the first
    /// line of the grid (y 54: 613 / 600, clamped to 1) is drawn plainly and the second
    /// (y 54 + 109 + 10 = 173: 0.82) dim, SGR 2.
    @Test func fadeDimsTheLowerLinesInANSI() throws {
        let lines = FrameRendering.ansi(try Self.demo(), columns: 40, rows: 36).split(separator: "\n").map(String.init)
        let dawn = try #require(lines.first { $0.contains("Dawn") })
        let afternoon = try #require(lines.first { $0.contains("Afternoon") })
        #expect(!dawn.contains("\u{1B}[0;2m"))
        #expect(afternoon.contains("\u{1B}[0;2mAfternoon"))
    }
}
