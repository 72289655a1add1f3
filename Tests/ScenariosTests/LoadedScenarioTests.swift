import CollectionLayout
import Scenarios
import Testing

@Suite("Loaded scenarios")
struct LoadedScenarioTests {
    @Test func titlesForEveryKindOfElement() throws {
        let loaded = try LoadedScenario(scenario: try Fixtures.scenario("small-flow.json"))
        func attributes(_ category: ElementCategory, _ item: Int, _ section: Int) -> LayoutAttributes {
            LayoutAttributes(category: category, indexPath: IndexPath(item: item, section: section), frame: .zero)
        }
        #expect(loaded.title(for: attributes(.cell, 0, 1)) == "Wide")
        #expect(loaded.title(for: attributes(.cell, 3, 0)) == nil)
        #expect(loaded.title(for: attributes(.cell, 9, 0)) == nil)
        #expect(loaded.title(for: attributes(.supplementary(kind: "header"), 0, 0)) == "Top")
        #expect(loaded.title(for: attributes(.supplementary(kind: "header"), 0, 1)) == nil)
        #expect(loaded.title(for: attributes(.supplementary(kind: "footer"), 0, 1)) == nil)
        #expect(loaded.title(for: attributes(.supplementary(kind: "banner"), 2, 0)) == "Banner 3")
        #expect(loaded.title(for: attributes(.decoration(kind: "background"), 0, 0)) == nil)
        #expect(loaded.item(for: attributes(.cell, 0, 1))?.id == "wide")
        #expect(loaded.item(for: attributes(.supplementary(kind: "header"), 0, 0)) == nil)
    }

    @Test func titlesNeverCarryControlCharacters() throws {
        let s = try Scenario(
            text:
                #"{"layout": {"type": "flow"}, "sections": [{"title": "A\u001b[2Jb\u0085", "items": [{"title": "x\ty\nz\u0000é"}]}]}"#,
            file: "t.json")
        #expect(s.appearance.itemTitle(id: s.sections[0].items[0].id) == "x\ty\nz\u{0}é")
        let loaded = try LoadedScenario(scenario: s)
        let cell = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        let header = LayoutAttributes(
            category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        // Raw here; the canvas removes control characters and escape sequences when drawing.
        #expect(loaded.title(for: cell) == "x\ty\nz\u{0}é")
        #expect(loaded.title(for: header) == "A\u{1B}[2Jb\u{85}")
    }

    @Test func backgroundColourNames() throws {
        let s = try Scenario(
            text: #"{"layout": {"type": "flow"}, "sections": [{"background": "teal", "items": []}, {"items": []}]}"#,
            file: "b.json")
        let loaded = try LoadedScenario(scenario: s)
        #expect(loaded.backgroundColorName(section: 0) == "teal")
        #expect(loaded.backgroundColorName(section: 1) == nil)
        #expect(loaded.backgroundColorName(section: 5) == nil)
        let background = LayoutAttributes(
            category: .decoration(kind: "background"), indexPath: IndexPath(item: 0, section: 0), frame: .zero)
        #expect(loaded.backgroundColorName(for: background) == "teal")
        #expect(
            loaded.backgroundColorName(
                for: LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)) == nil)
    }

    @Test func rotationKeepsTheHeightAndTheOldStateOnFailure() throws {
        var loaded = try LoadedScenario(scenario: try Fixtures.scenario("count-pattern.json"))
        #expect(loaded.containerSize == Size(width: 320, height: 480))
        try loaded.prepare(width: 480)
        #expect(loaded.containerSize == Size(width: 480, height: 480))
        #expect(loaded.context.itemCounts == [7])
        #expect(
            throws: ScenarioError(
                file: "count-pattern.json", path: "viewport.width", message: "must be a finite number > 0, got 0")
        ) {
            try loaded.prepare(width: 0)
        }
        #expect(loaded.containerSize == Size(width: 480, height: 480))
        try loaded.prepare(containerSize: Size(width: 200, height: 100))
        #expect(loaded.containerSize == Size(width: 200, height: 100))
    }

    @Test func catalogOffersWhatCanShowTheData() throws {
        let one = try Fixtures.scenario("count-pattern.json")
        let catalog = LayoutCatalog(scenario: one)
        #expect(catalog.typeNames.starts(with: ["flow", "mosaic", "pinterest"]))
        let own = try #require(catalog.entries.first { $0.isFromFile })
        #expect(own.typeName == "pinterest")
        #expect((own.spec as? PinterestSpec)?.numberOfColumns == 3)
        #expect(catalog.entries.filter { !$0.isFromFile }.allSatisfy { $0.typeName != "pinterest" })
        #expect(catalog.entry(after: "flow").typeName == "mosaic")
        #expect(catalog.entry(after: catalog.typeNames.last ?? "").typeName == "flow")
        #expect(catalog.entry(after: "nothing").typeName == "flow")

        let several = try Fixtures.scenario("small-flow.json")
        let multi = LayoutCatalog(scenario: several)
        #expect(!multi.typeNames.contains("mosaic") && !multi.typeNames.contains("pinterest"))
        #expect(multi.typeNames.first == "flow")
        #expect(multi.entries.first?.isFromFile == true)
        #expect(multi.entry(after: "flow").typeName == multi.typeNames[1 % multi.typeNames.count])
    }

    @Test func everyCatalogEntryPrepares() throws {
        for name in ["count-pattern.json", "small-flow.json", "minimal.json"] {
            let scenario = try Fixtures.scenario(name)
            var loaded = try LoadedScenario(scenario: scenario)
            for entry in loaded.catalog.entries {
                try loaded.switchLayout(to: entry.spec)
                #expect(loaded.spec.typeName == entry.typeName)
            }
        }
    }

    @Test func switchingToALayoutThatCannotShowTheDataFails() throws {
        var loaded = try LoadedScenario(scenario: try Fixtures.scenario("small-flow.json"))
        #expect(
            throws: ScenarioError(
                file: "small-flow.json", path: "sections", message: "the mosaic layout needs exactly one section, got 2"
            )
        ) {
            try loaded.switchLayout(to: MosaicSpec())
        }
        #expect(loaded.spec.typeName == "flow")
    }
}
