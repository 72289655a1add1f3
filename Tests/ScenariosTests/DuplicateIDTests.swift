import Scenarios
import Testing

@Suite("Unique ids")
struct DuplicateIDTests {
    private func line(_ sections: String) -> String? {
        Fixtures.errorLine(text: #"{"layout": {"type": "flow"}, "sections": "# + sections + "}")
    }

    @Test func sectionIDsAreUnique() {
        #expect(
            line(#"[{"id": "a", "items": []}, {"id": "a", "items": []}]"#)
                == #"error: test.json: sections[1].id: duplicate section id "a", already used at sections[0].id"#)
    }

    @Test func aDefaultSectionIDCanCollide() {
        #expect(
            line(#"[{"id": "section-1", "items": []}, {"items": []}]"#)
                == #"error: test.json: sections[1]: duplicate section id "section-1" (the default id here), already used at sections[0].id"#
        )
    }

    @Test func itemIDsAreUniqueWithinASection() {
        #expect(
            line(#"[{"items": [{"id": "x"}, {"id": "y"}, {"id": "x"}]}]"#)
                == #"error: test.json: sections[0].items[2].id: duplicate id "x", already used at sections[0].items[0].id"#
        )
    }

    @Test func aDefaultItemIDCanCollide() {
        #expect(
            line(#"[{"items": [{"id": "0-1"}, {}]}]"#)
                == #"error: test.json: sections[0].items[1]: duplicate id "0-1" (the default id here), already used at sections[0].items[0].id"#
        )
        #expect(
            line(#"[{"items": [{}, {"id": "0-0"}]}]"#)
                == #"error: test.json: sections[0].items[1].id: duplicate id "0-0", already used at sections[0].items[0]"#
        )
    }

    @Test func explicitIDsCollideWithGeneratedOnes() {
        // Before and after the count section.
        #expect(
            line(#"[{"items": [{"id": "1-4"}]}, {"count": 5}]"#)
                == #"error: test.json: sections[0].items[0].id: duplicate id "1-4": sections[1] generates the same id for its item 4"#
        )
        #expect(
            line(#"[{"count": 5}, {"items": [{"id": "0-0"}]}]"#)
                == #"error: test.json: sections[1].items[0].id: duplicate id "0-0": sections[0] generates the same id for its item 0"#
        )
    }

    @Test func lookalikesOutsideTheGeneratedRangeAreFine() throws {
        #expect(
            line(
                #"[{"count": 5}, {"items": [{"id": "0-5"}, {"id": "0-01"}, {"id": "00-1"}, {"id": "2-0"}, {"id": "0--1"}]}]"#
            ) == nil)
    }

    @Test func itemAndSectionIDsAreSeparateNamespaces() {
        #expect(line(#"[{"id": "a", "items": [{"id": "a"}]}]"#) == nil)
    }
}
