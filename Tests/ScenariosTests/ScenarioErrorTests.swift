import CollectionLayout
import Scenarios
import Testing

/// One test per error class of the format: each asserts the exact line the CLI
/// prints (file, JSON path, problem).
@Suite("Scenario errors")
struct ScenarioErrorTests {
    @Test func theSpecExampleLine() {
        #expect(
            Fixtures.errorLine("feed.json")
                == "error: feed.json: sections[2].items[7].height: must be a finite number >= 0, got -3")
    }

    @Test func filesAreNamedAsGiven() {
        let path = Fixtures.path("feed.json")
        #expect(
            throws: ScenarioError(
                file: path, path: "sections[2].items[7].height", message: "must be a finite number >= 0, got -3")
        ) {
            try Scenario.load(path: path)
        }
    }

    @Test func unreadableFile() {
        let path = Fixtures.path("feed.json") + ".missing"
        do {
            _ = try Scenario.load(path: path)
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description == "error: \(path): cannot read the file: No such file or directory")
        }
    }

    @Test func directoryIsUnreadable() {
        let dir = String(Fixtures.path("feed.json").dropLast("/feed.json".count))
        do {
            _ = try Scenario.load(path: dir)
            Issue.record("loaded a directory")
        } catch {
            #expect(error.description == "error: \(dir): cannot read the file: Is a directory")
        }
    }

    @Test func notJSON() {
        #expect(
            Fixtures.errorLine("not-json.json")
                == "error: not-json.json: sections[0].items[2]: not valid JSON (line 4, column 47): expected a value, found \",\""
        )
        #expect(
            Fixtures.errorLine(text: "")
                == "error: test.json: not valid JSON (line 1, column 1): expected a value, found the end of the file")
    }

    @Test func topLevelMustBeAnObject() {
        #expect(Fixtures.errorLine(text: "[1, 2]") == "error: test.json: the top level must be an object, got an array")
    }

    @Test func unknownLayoutType() {
        let known = LayoutRegistry.typeNames.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(
            Fixtures.errorLine("unknown-type.json")
                == "error: unknown-type.json: layout.type: unknown layout type \"hexagons\"; known types: \(known)")
        #expect(known.hasPrefix("\"flow\", \"mosaic\", \"pinterest\""))
    }

    @Test func missingRequiredKeys() {
        #expect(
            Fixtures.errorLine("missing-items.json")
                == "error: missing-items.json: sections[1].items: required key is missing (give items, or count with itemDefaults)"
        )
        #expect(Fixtures.errorLine(text: #"{"sections": []}"#) == "error: test.json: layout: required key is missing")
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "flow"}}"#)
                == "error: test.json: sections: required key is missing")
        #expect(
            Fixtures.errorLine(text: #"{"layout": {}, "sections": []}"#)
                == "error: test.json: layout.type: required key is missing")
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "flow"}, "sections": [{"header": {}, "items": []}]}"#)
                == "error: test.json: sections[0].header.height: required key is missing")
    }

    @Test func wrongTypes() {
        #expect(
            Fixtures.errorLine("wrong-type.json")
                == "error: wrong-type.json: layout.numberOfColumns: must be an integer from 1 to 1000, got \"two\"")
        let cases: [(String, String)] = [
            (#"{"layout": {"type": "flow"}, "sections": {}}"#, "sections: must be an array, got an object"),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"title": 3, "items": []}]}"#,
                "sections[0].title: must be a string, got 3"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"items": [{"canBeBig": 1}]}]}"#,
                "sections[0].items[0].canBeBig: must be true or false, got 1"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"items": [7]}]}"#,
                "sections[0].items[0]: must be an object, got 7"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"side": "up", "items": []}]}"#,
                #"sections[0].side: must be one of "left", "right", got "up""#
            ),
            (
                #"{"layout": {"type": "flow", "scrollDirection": "sideways"}, "sections": []}"#,
                #"layout.scrollDirection: must be one of "horizontal", "vertical", got "sideways""#
            ),
            (
                #"{"layout": {"type": "flow", "sectionInset": "wide"}, "sections": []}"#,
                #"layout.sectionInset: must be a number or an object with top, left, bottom, right, got "wide""#
            ),
            (
                #"{"layout": {"type": "pinterest", "bannerHeight": []}, "sections": [{"items": []}]}"#,
                "layout.bannerHeight: must be a non-empty array"
            ),
            (
                #"{"layout": {"type": "pinterest", "bannerHeight": true}, "sections": [{"items": []}]}"#,
                "layout.bannerHeight: must be a finite number >= 0 or a non-empty array of them, got true"
            ),
            (
                #"{"layout": {"type": "pinterest", "numberOfColumns": 0}, "sections": [{"items": []}]}"#,
                "layout.numberOfColumns: must be an integer from 1 to 1000, got 0"
            ),
            (
                #"{"layout": {"type": "pinterest", "numberOfItemsBeforeAds": 2.5}, "sections": [{"items": []}]}"#,
                "layout.numberOfItemsBeforeAds: must be an integer, got 2.5"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"count": -1}]}"#,
                "sections[0].count: must be an integer >= 0, got -1"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"items": [{"lineFraction": 0}]}]}"#,
                "sections[0].items[0].lineFraction: must be an integer >= 1, got 0"
            ),
            (#"{"layout": "flow", "sections": []}"#, #"layout: must be an object, got "flow""#),
            (#"{"layout": {"type": 3}, "sections": []}"#, "layout.type: must be a string, got 3"),
        ]
        for (text, expected) in cases {
            #expect(Fixtures.errorLine(text: text) == "error: test.json: " + expected)
        }
    }

    @Test func negativeSizes() {
        let cases: [(String, String)] = [
            (
                #"{"layout": {"type": "flow", "minimumLineSpacing": -1}, "sections": []}"#,
                "layout.minimumLineSpacing: must be a finite number >= 0, got -1"
            ),
            (
                #"{"layout": {"type": "flow", "itemSize": {"width": 10, "height": -0.5}}, "sections": []}"#,
                "layout.itemSize.height: must be a finite number >= 0, got -0.5"
            ),
            (
                #"{"layout": {"type": "flow", "sectionInset": {"left": -4}}, "sections": []}"#,
                "layout.sectionInset.left: must be a finite number >= 0, got -4"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"footer": {"height": -20}, "items": []}]}"#,
                "sections[0].footer.height: must be a finite number >= 0, got -20"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"count": 3, "heights": [10, -2]}]}"#,
                "sections[0].heights[1]: must be a finite number >= 0, got -2"
            ),
            (
                #"{"layout": {"type": "flow"}, "sections": [{"items": [{"aspectRatio": 0}]}]}"#,
                "sections[0].items[0].aspectRatio: must be a finite number > 0, got 0"
            ),
            (
                #"{"viewport": {"width": 0}, "layout": {"type": "flow"}, "sections": []}"#,
                "viewport.width: must be a finite number >= 1 (the smallest viewport side), got 0"
            ),
        ]
        for (text, expected) in cases {
            #expect(Fixtures.errorLine(text: text) == "error: test.json: " + expected)
        }
    }

    @Test func nonFiniteSizes() {
        #expect(
            Fixtures.errorLine("non-finite.json")
                == "error: non-finite.json: layout.itemSize.width: must be a finite number >= 0, got 1e400")
        #expect(
            Fixtures.errorLine(text: #"{"viewport": {"height": -1e999}, "layout": {"type": "flow"}, "sections": []}"#)
                == "error: test.json: viewport.height: must be a finite number >= 1 (the smallest viewport side), got -1e999"
        )
    }

    @Test func duplicateIDs() {
        #expect(
            Fixtures.errorLine("duplicate-id.json")
                == "error: duplicate-id.json: sections[1].items[1].id: duplicate id \"lake\", already used at sections[0].items[0].id"
        )
    }

    @Test func sectionCountTheLayoutCannotPlace() {
        #expect(
            Fixtures.errorLine("mosaic-two-sections.json")
                == "error: mosaic-two-sections.json: sections: the mosaic layout needs exactly one section, got 2")
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "pinterest"}, "sections": []}"#)
                == "error: test.json: sections: the pinterest layout needs exactly one section, got 0")
    }

    @Test func engineLayoutErrorsAreReportedAgainstTheFile() throws {
        let scenario = try Fixtures.scenario("minimal.json")
        let refusal = LayoutError(path: "layout.numberOfColumns", message: "must leave room for one column")
        #expect(
            throws: ScenarioError(
                file: "minimal.json", path: "layout.numberOfColumns", message: "must leave room for one column")
        ) {
            try LoadedScenario(scenario: scenario, spec: RefusingSpec(error: refusal))
        }
        do {
            _ = try LoadedScenario(
                scenario: scenario,
                spec: RefusingSpec(error: LayoutError(path: "sections", message: "cannot place 2 sections")))
        } catch {
            #expect(error.description == "error: minimal.json: sections: cannot place 2 sections")
        }
    }

    @Test func itemsAndCountAreExclusive() {
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "flow"}, "sections": [{"items": [], "count": 3}]}"#)
                == "error: test.json: sections[0].count: give either items or count, not both")
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "flow"}, "sections": [{"items": [], "heights": [3]}]}"#)
                == "error: test.json: sections[0].heights: only allowed beside count, not beside items")
        #expect(
            Fixtures.errorLine(
                text: #"{"layout": {"type": "flow"}, "sections": [{"count": 2, "itemDefaults": {"id": "x"}}]}"#)
                == #"error: test.json: sections[0].itemDefaults.id: ids of count items are generated ("0-0", "0-1", ...); itemDefaults cannot give one"#
        )
    }

    @Test func tooManyItems() {
        #expect(
            Fixtures.errorLine(
                text: #"{"layout": {"type": "flow"}, "sections": [{"count": 6000000}, {"count": 6000000}]}"#)
                == "error: test.json: sections[1].count: too many items: 12000000 in all, over the limit of 10000000")
    }
}
