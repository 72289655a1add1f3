import Foundation
import Headless
import Scenarios
import Testing

/// `tessera render` of the list demos, whole frames: rows without borders inside their
/// rounded background, separators as rules from where the text starts, headers as boxes.
@Suite("List frames")
struct ListFrameTests {
    static func demo(_ name: String) throws -> LoadedScenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try LoadedScenario.load(path: root.appendingPathComponent("Demos/\(name)").path)
    }

    @Test func settingsScreen() throws {
        let frame = FrameRendering.text(try Self.demo("settings-list.json"), columns: 60, rows: 30)
        #expect(
            frame == """
                   ┌────────────────────────────────────────────────────┐
                   │Connectivity                                        │
                   └────────────────────────────────────────────────────┘
                   ╭────────────────────────────────────────────────────╮
                   │Airplane Mode                                       │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Wi-Fi                                               │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Bluetooth                                           │
                   │                                                    │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Cellular                                            │
                   │                                                    │
                   │ ───────────────────────────────────────────────────│
                   │Personal Hotspot                                    │
                   │                                                    │
                   │                                                    │
                   ╰────────────────────────────────────────────────────╯
                   ┌────────────────────────────────────────────────────┐
                   │Alerts                                              │
                   └────────────────────────────────────────────────────┘
                   ╭────────────────────────────────────────────────────╮
                   │Notifications                                       │
                   │ ───────────────────────────────────────────────────│
                   │Sounds & Haptics                                    │
                   │                                                    │
                   │                                                    │
                """)
    }

    @Test func sidebarInASCII() throws {
        let frame = FrameRendering.text(try Self.demo("sidebar-list.json"), columns: 50, rows: 24, ascii: true)
        #expect(
            frame == """
                  .--------------------------------------------.
                  |Library                                     |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Recently Added                              |
                  |                                            |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Artists                                     |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Albums                                      |
                  |                                            |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Songs                                       |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Playlists                                   |
                  |                                            |
                  '--------------------------------------------'
                  .--------------------------------------------.
                  |Focus Mix                                   |
                  '--------------------------------------------'
                """)
    }

    @Test func svgRoundsTheInsetGroupedBackground() throws {
        let svg = FrameRendering.svg(try Self.demo("settings-list.json"), columns: 60, rows: 30)
        #expect(
            svg.contains(
                ##"<rect x="16" y="38" width="343" height="220" fill="#2563eb" fill-opacity="0.18" stroke="#2563eb" rx="10"/>"##
            ))
        #expect(svg.components(separatedBy: "rx=").count == 3)
    }
}
