import Foundation
import Scenarios
import Testing

/// Unknown keys: a warning per key wherever the format has objects, with the nearest
/// known key when it is close; loads still succeed, `check` counts them as errors.
@Suite("Unknown keys")
struct UnknownKeyTests {
    private func warnings(_ text: String) throws -> [String] {
        try Scenario(text: text, file: "f.json").warnings.map(\.warningDescription)
    }

    @Test func topLevelViewportSectionAndItem() throws {
        let text = """
            {"nmae": "x", "viewport": {"width": 300, "heigth": 500}, "notes": ["fine"],
             "layout": {"type": "flow"},
             "sections": [{"titel": "A", "header": {"height": 10, "hight": 1},
                           "items": [{"id": "a", "aspectratio": 2}]},
                          {"count": 2, "itemDefaults": {"widht": 3}, "heigths": [1]}]}
            """
        #expect(
            try warnings(text) == [
                #"warning: f.json: nmae: unknown key "nmae" (did you mean "name"?)"#,
                #"warning: f.json: viewport.heigth: unknown key "heigth" (did you mean "height"?)"#,
                #"warning: f.json: sections[0].titel: unknown key "titel" (did you mean "title"?)"#,
                #"warning: f.json: sections[0].header.hight: unknown key "hight" (did you mean "height"?)"#,
                #"warning: f.json: sections[0].items[0].aspectratio: unknown key "aspectratio" (did you mean "aspectRatio"?)"#,
                #"warning: f.json: sections[1].heigths: unknown key "heigths" (did you mean "heights"?)"#,
                #"warning: f.json: sections[1].itemDefaults.widht: unknown key "widht" (did you mean "width"?)"#,
            ])
    }

    @Test func flow() throws {
        let text =
            #"{"layout": {"type": "flow", "sectionInsets": 1, "bogus": 2, "itemSize": {"w": 1}, "sectionInset": {"lef": 1}}, "sections": []}"#
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.sectionInsets: unknown key "sectionInsets" (did you mean "sectionInset"?)"#,
                #"warning: f.json: layout.bogus: unknown key "bogus""#,
                #"warning: f.json: layout.itemSize.w: unknown key "w""#,
                #"warning: f.json: layout.sectionInset.lef: unknown key "lef" (did you mean "left"?)"#,
            ])
    }

    @Test func pinterest() throws {
        let text = #"{"layout": {"type": "pinterest", "numberOfColumn": 3}, "sections": [{"count": 4}]}"#
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.numberOfColumn: unknown key "numberOfColumn" (did you mean "numberOfColumns"?)"#
            ])
    }

    @Test func mosaicHasNoParameters() throws {
        let text = #"{"layout": {"type": "mosaic", "columns": 3}, "sections": [{"count": 4}]}"#
        #expect(try warnings(text) == [#"warning: f.json: layout.columns: unknown key "columns""#])
    }

    @Test func split() throws {
        let text = #"{"layout": {"type": "split", "leftSideRation": 0.4}, "sections": [{"count": 4}]}"#
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.leftSideRation: unknown key "leftSideRation" (did you mean "leftSideRatio"?)"#
            ])
    }

    @Test func pluginSpecsAndEffects() throws {
        let text = """
            {"layout": {"type": "plugin",
              "sections": [{"plugin": "grid", "columns": 2}, {"plugin": "staggered", "column": 2}],
              "effects": [{"kind": "fade", "spam": 100}]},
             "sections": [{"count": 4}]}
            """
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.sections[0].columns: unknown key "columns""#,
                #"warning: f.json: layout.sections[1].column: unknown key "column" (did you mean "columns"?)"#,
                #"warning: f.json: layout.effects[0].spam: unknown key "spam" (did you mean "span"?)"#,
            ])
    }

    @Test func compositionalGrammar() throws {
        let text = """
            {"layout": {"type": "compositional", "interSectionSpace": 4, "sections": [
               {"interGroupSpacin": 1, "contentInsets": {"leading": 1, "left": 2},
                "boundaryItems": [{"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}, "pinned": true}],
                "decorationItems": [{"kind": "background", "inset": 3}],
                "group": {"group": "horizontal", "sizes": 1, "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                          "edgeSpacing": {"lead": {"fixed": 1}},
                          "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "contentInset": 2}]}}]},
             "sections": [{"count": 4}]}
            """
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.interSectionSpace: unknown key "interSectionSpace" (did you mean "interSectionSpacing"?)"#,
                #"warning: f.json: layout.sections[0].interGroupSpacin: unknown key "interGroupSpacin" (did you mean "interGroupSpacing"?)"#,
                #"warning: f.json: layout.sections[0].group.sizes: unknown key "sizes" (did you mean "size"?)"#,
                #"warning: f.json: layout.sections[0].group.subitems[0].contentInset: unknown key "contentInset" (did you mean "contentInsets"?)"#,
                #"warning: f.json: layout.sections[0].group.edgeSpacing.lead: unknown key "lead""#,
                #"warning: f.json: layout.sections[0].contentInsets.left: unknown key "left""#,
                #"warning: f.json: layout.sections[0].boundaryItems[0].pinned: unknown key "pinned""#,
                #"warning: f.json: layout.sections[0].decorationItems[0].inset: unknown key "inset""#,
            ])
    }

    @Test func checkCountsThemAsErrorsAtTheKey() {
        let r = ScenarioCheck.check(
            bytes: Array("{\"layout\": {\"type\": \"flow\",\n  \"bogus\": [1, 2]}, \"sections\": []}".utf8),
            file: "f.json")
        #expect(!r.isClean)
        #expect(r.loaded != nil)
        #expect(ScenarioCheck.text([r]) == "f.json:2:3: error: layout.bogus: unknown key \"bogus\"\n")
    }

    @Test func theDemosHaveNoUnknownKeys() throws {
        let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 5)
        for name in names {
            #expect(try Scenario.load(path: dir.appendingPathComponent(name).path).warnings.isEmpty, "\(name)")
        }
    }

    @Test func suggestionsNeedACloseKey() throws {
        let text = #"{"layout": {"type": "flow", "x": 1, "ITEMSIZE": {}}, "sections": []}"#
        #expect(
            try warnings(text) == [
                #"warning: f.json: layout.x: unknown key "x""#,
                #"warning: f.json: layout.ITEMSIZE: unknown key "ITEMSIZE" (did you mean "itemSize"?)"#,
            ])
    }
}
