import CollectionLayout
import Foundation
import Scenarios
import Testing

/// The `plugin` layout type of the scenario format: keys, defaults, errors (with
/// their JSON paths), the engine layout it makes, and the showcase demo.
@Suite("Plugin spec")
struct PluginSpecTests {
    /// A scenario file with `layout` as its layout object and two sections of `count` items.
    static func file(layout: String, count: Int = 4, items: String? = nil) -> String {
        let list = items ?? "[" + (0..<count).map { _ in "{}" }.joined(separator: ", ") + "]"
        return """
            {"layout": \(layout), "sections": [
              {"header": {"height": 20}, "items": \(list)},
              {"items": \(list)}
            ]}
            """
    }

    static func spec(_ layout: String) throws -> PluginSpec {
        let scenario = try Scenario(text: file(layout: layout), file: "test.json")
        return try #require(scenario.layout as? PluginSpec)
    }

    static func errorLine(_ layout: String) -> String? {
        do {
            let scenario = try Scenario(text: file(layout: layout), file: "test.json")
            _ = try LoadedScenario(scenario: scenario)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsRead() throws {
        let spec = try Self.spec(
            """
            {"type": "plugin", "scrollDirection": "horizontal", "sections": [
              {"plugin": "flow", "itemSize": {"width": 80, "height": 30}, "minimumLineSpacing": 4, "minimumInteritemSpacing": 6, "sectionInset": 5, "alignment": "center"},
              {"plugin": "grid", "lineFraction": 3, "aspectRatio": 1.5, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}},
              {"plugin": "staggered", "columns": 4, "minimumLineSpacing": 0},
              {"plugin": "mosaic", "columns": 5, "lineMultiple": 35, "minimumInteritemSpacing": 2}
            ], "effects": [
              {"kind": "sticky", "elements": "footers"}, {"kind": "fade", "span": 120},
              {"kind": "elastic", "spacing": 12, "span": 250}, {"kind": "sticky"}
            ]}
            """)
        #expect(spec.scrollDirection == .horizontal)
        #expect(
            spec.sections == [
                .flow(
                    FlowPlugin(
                        itemSize: Size(width: 80, height: 30), alignment: .center,
                        spacing: PluginSpacing(
                            sectionInset: EdgeInsets(all: 5), minimumLineSpacing: 4, minimumInteritemSpacing: 6))),
                .grid(
                    GridPlugin(
                        lineFraction: 3, aspectRatio: 1.5,
                        spacing: PluginSpacing(sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))),
                .staggered(StaggeredPlugin(columns: 4, spacing: PluginSpacing(minimumLineSpacing: 0))),
                .mosaic(MosaicPlugin(columns: 5, lineMultiple: 35, spacing: PluginSpacing(minimumInteritemSpacing: 2))),
            ])
        #expect(
            spec.effects == [.sticky(.footers), .fade(span: 120), .elastic(spacing: 12, span: 250), .sticky(.headers)])
    }

    @Test func defaults() throws {
        // A decoded spec follows its file's two sections by identity (issue 27); apart from
        // that it is the default spec.
        var decoded = try Self.spec(#"{"type": "plugin"}"#)
        let ids = try Scenario(text: Self.file(layout: #"{"type": "plugin"}"#), file: "test.json").sections.map(\.id)
        #expect(decoded.sectionIdentifiers == ids.map { Optional($0) } && ids.count == 2)
        decoded.sectionIdentifiers = []
        #expect(decoded == PluginSpec())
        #expect(PluginSpec().sections == [.flow(FlowPlugin(itemSize: Size(width: 100, height: 100)))])
        let spec = try Self.spec(
            """
            {"type": "plugin", "sections": [{"plugin": "flow"}, {"plugin": "grid"}, {"plugin": "staggered"}, {"plugin": "mosaic"}],
             "effects": [{"kind": "fade"}, {"kind": "elastic"}]}
            """)
        #expect(spec.sections == [.default(.flow), .default(.grid), .default(.staggered), .default(.mosaic)])
        #expect(
            spec.sections.map(\.spacing)
                == Array(
                    repeating: PluginSpacing(sectionInset: .zero, minimumLineSpacing: 10, minimumInteritemSpacing: 10),
                    count: 4))
        #expect(spec.effects == [.fade(span: 200), .elastic(spacing: 20, span: 300)])
        #expect(spec.scrollDirection == .vertical)
    }

    @Test func zeroColumnsIsAnErrorNamingItsPath() {
        #expect(
            Self.errorLine(
                #"{"type": "plugin", "sections": [{"plugin": "flow"}, {"plugin": "staggered", "columns": 0}]}"#)
                == "error: test.json: layout.sections[1].columns: must be an integer from 1 to 1000, got 0")
        #expect(
            Self.errorLine(#"{"type": "plugin", "sections": [{"plugin": "mosaic", "columns": -1}]}"#)
                == "error: test.json: layout.sections[0].columns: must be an integer from 1 to 1000, got -1")
        #expect(
            Self.errorLine(#"{"type": "plugin", "sections": [{"plugin": "mosaic", "columns": 2.5}]}"#)
                == "error: test.json: layout.sections[0].columns: must be an integer from 1 to 1000, got 2.5")
    }

    @Test func badPluginSpecs() {
        let cases: [(String, String)] = [
            (#"{"type": "plugin", "sections": []}"#, "layout.sections: must be a non-empty array"),
            (#"{"type": "plugin", "sections": {}}"#, "layout.sections: must be an array, got an object"),
            (#"{"type": "plugin", "sections": [3]}"#, "layout.sections[0]: must be an object, got 3"),
            (#"{"type": "plugin", "sections": [{}]}"#, "layout.sections[0].plugin: required key is missing"),
            (
                #"{"type": "plugin", "sections": [{"plugin": "hex"}]}"#,
                #"layout.sections[0].plugin: must be one of "flow", "grid", "staggered", "mosaic", got "hex""#
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "custom"}]}"#,
                #"layout.sections[0]: "custom" plugins are written in Swift (a LayoutPlugin), not in a scenario file"#
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "grid", "lineFraction": 0}]}"#,
                "layout.sections[0].lineFraction: must be an integer >= 1, got 0"
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "grid", "aspectRatio": 0}]}"#,
                "layout.sections[0].aspectRatio: must be a finite number > 0, got 0"
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "flow", "alignment": "left"}]}"#,
                #"layout.sections[0].alignment: must be one of "default", "start", "center", "end", got "left""#
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "flow", "itemSize": {"width": -1}}]}"#,
                "layout.sections[0].itemSize.width: must be a finite number >= 0, got -1"
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "flow", "minimumLineSpacing": -2}]}"#,
                "layout.sections[0].minimumLineSpacing: must be a finite number >= 0, got -2"
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "flow", "sectionInset": {"left": -2}}]}"#,
                "layout.sections[0].sectionInset.left: must be a finite number >= 0, got -2"
            ),
            (
                #"{"type": "plugin", "sections": [{"plugin": "mosaic", "lineMultiple": "big"}]}"#,
                #"layout.sections[0].lineMultiple: must be a finite number, got "big""#
            ),
            (
                #"{"type": "plugin", "effects": [{"kind": "tilt"}]}"#,
                #"layout.effects[0].kind: must be one of "sticky", "fade", "elastic", got "tilt""#
            ),
            (#"{"type": "plugin", "effects": [{"span": 3}]}"#, "layout.effects[0].kind: required key is missing"),
            (
                #"{"type": "plugin", "effects": [{"kind": "sticky", "elements": "cells"}]}"#,
                #"layout.effects[0].elements: must be one of "headers", "footers", got "cells""#
            ),
            (
                #"{"type": "plugin", "effects": [{"kind": "sticky"}, {"kind": "fade", "span": 0}]}"#,
                "layout.effects[1].span: must be a finite number > 0, got 0"
            ),
            (
                #"{"type": "plugin", "effects": [{"kind": "elastic", "spacing": -1}]}"#,
                "layout.effects[0].spacing: must be a finite number >= 0, got -1"
            ),
            (
                #"{"type": "plugin", "scrollDirection": "diagonal"}"#,
                #"layout.scrollDirection: must be one of "horizontal", "vertical", got "diagonal""#
            ),
        ]
        for (layout, message) in cases {
            #expect(Self.errorLine(layout) == "error: test.json: \(message)")
        }
    }

    /// Finite values whose sum overflows: the engine reports the section that leaves
    /// finite coordinates, never NaN or infinite frames.
    @Test func overflowingContentIsAnError() throws {
        let text = Self.file(
            layout: #"{"type": "plugin", "sections": [{"plugin": "flow"}]}"#,
            items: #"[{}, {"width": 1e308, "height": 1e308}, {}]"#)
        let scenario = try Scenario(text: text, file: "test.json")
        #expect(
            throws: ScenarioError(
                file: "test.json", path: "sections[1]", message: "the content grows beyond finite coordinates")
        ) {
            try LoadedScenario(scenario: scenario)
        }
    }

    /// Docs/layouts.md, "Exact visibility queries", through the scenario path: staggered, 2 columns, heights
    /// [1000, 100, ...]; the band y in [250, 280] holds items 0 and 5.
    @Test func staggeredQueryThroughTheDumpPath() throws {
        let items = "[" + (0..<20).map { #"{"height": \#($0 == 0 ? 1000 : 100)}"# }.joined(separator: ", ") + "]"
        let text = """
            {"viewport": {"width": 200, "height": 400},
             "layout": {"type": "plugin", "sections": [{"plugin": "staggered", "columns": 2, "minimumLineSpacing": 0, "minimumInteritemSpacing": 0}]},
             "sections": [{"items": \(items)}]}
            """
        let loaded = try LoadedScenario(scenario: Scenario(text: text, file: "t.json"))
        let hits = ScenarioDump.elements(
            of: loaded, options: DumpOptions(rect: Rect(x: 0, y: 250, width: 200, height: 30)))
        #expect(hits.map(\.indexPath.item) == [0, 5])
        #expect(
            hits.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 1000), Rect(x: 100, y: 200, width: 100, height: 100),
            ])
    }

    @Test func mutatorsFollowTheEngine() throws {
        var spec = PluginSpec(sections: [.default(.flow), .default(.grid)])
        spec.setPlugin(.default(.mosaic), forSection: 2)
        #expect((0..<5).map { spec.plugin(forSection: $0).kind } == [.flow, .grid, .mosaic, .grid, .grid])
        let on = spec.toggleEffect(.stickyHeaders)
        #expect(on)
        #expect(spec.isEffectOn(.stickyHeaders))
        spec.setEffect(.fade, on: true)
        #expect(spec.effects == [.sticky(.headers), .fade(span: 200)])
        spec.setPluginForAllSections(.default(.staggered))
        let layout = PluginLayout(configuration: spec.pluginConfiguration)
        #expect(layout.sections == [.default(.staggered)])
        #expect(layout.effects == spec.effects)
        #expect(spec.makeConfiguration().makeLayout().hasOffsetDependentElements)
    }

    @Test func catalogOffersThePluginLayout() throws {
        let scenario = try Scenario(text: Self.file(layout: #"{"type": "flow"}"#), file: "test.json")
        #expect(LayoutCatalog(scenario: scenario).typeNames.contains("plugin"))
    }

    @Test func showcaseDemo() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("Demos/plugin-showcase.json").path
        let loaded = try LoadedScenario.load(path: path)
        let spec = try #require(loaded.spec as? PluginSpec)
        #expect(spec.sections.map(\.kind) == [.flow, .grid, .staggered, .mosaic])
        #expect(spec.effects == [.sticky(.headers)])
        #expect(loaded.scenario.sections.count == 4)
        let look = loaded.scenario.appearance
        #expect(loaded.scenario.sections.allSatisfy { $0.metrics.headerHeight > 0 && look.section($0.id).title != nil })
        #expect(loaded.scenario.sections.allSatisfy { $0.items.allSatisfy { look.itemTitle(id: $0.id) != nil } })
        // Scrolled into the grid section, its header is pinned at the top of the viewport.
        let gridHeader = try #require(
            loaded.layout.supplementary(
                ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1), contentOffset: Point(x: 0, y: 500)))
        #expect(gridHeader.frame == Rect(x: 0, y: 500, width: 375, height: 40))
        #expect(loaded.title(for: gridHeader) == "Grid: line fractions")
        let visible = ScenarioDump.elements(
            of: loaded,
            options: DumpOptions(rect: Rect(x: 0, y: 500, width: 375, height: 667), contentOffset: Point(x: 0, y: 500)))
        #expect(visible.contains(gridHeader))
    }
}
