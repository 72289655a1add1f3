import CollectionLayout
import Testing

@testable import Explorer

/// ``DocumentSession``: one document with its layout choice, tweaked configurations and
/// undo history (what were three arrays indexed in parallel).
@Suite struct DocumentSessionTests {
    func data(items: Int) -> CollectionData {
        CollectionData(sections: [
            CollectionData.Section(id: "s", items: (0..<items).map { CollectionData.Item(id: "i\($0)") })
        ])
    }

    @Test func aSessionStartsOnTheInitialChoiceUntweakedWithoutHistory() {
        var document = TestDocuments.grid()
        document.initialChoice = 1
        let session = DocumentSession(document: document)
        #expect(session.choiceIndex == 1)
        #expect(session.configurations.count == document.choices.count)
        #expect(session.configuration?.name == document.choices[1].configuration.name)
        #expect(session.undoStack.isEmpty)
    }

    @Test func theConfigurationIsTheCurrentChoicesAndSettingItTouchesNoOther() {
        var session = DocumentSession(document: TestDocuments.grid())
        let other = session.configurations[1]
        session.configuration = UnpreparedLayout(TestGridLayout(columns: 5, label: "Five"))
        #expect(session.configuration?.name == "Five")
        #expect(session.configurations[1].name == other.name)
        session.choiceIndex = 9
        #expect(session.configuration == nil)
        session.configuration = UnpreparedLayout(TestGridLayout(columns: 6, label: "Six"))
        #expect(session.configurations.map(\.name) == ["Five", other.name])
    }

    @Test func undoKeepsAtMostAHundredStepsAndAboutAMillionItems() {
        var session = DocumentSession(document: TestDocuments.grid())
        for i in 0..<150 { session.recordUndo(DocumentContent(data: data(items: i % 3))) }
        #expect(session.undoStack.count == DocumentSession.maximumUndoSteps)
        #expect(session.undoStack.last?.data == data(items: 149 % 3))
        var big = DocumentSession(document: TestDocuments.grid())
        for _ in 0..<5 { big.recordUndo(DocumentContent(data: data(items: 300_000))) }
        #expect(big.undoStack.count == 3)
        big.recordUndo(DocumentContent(data: data(items: 2_000_000)))
        #expect(big.undoStack.count == 1)
    }

    @Test func aNewVersionOfTheDocumentResetsConfigurationsAndHistory() {
        var session = DocumentSession(document: TestDocuments.grid())
        session.configuration = UnpreparedLayout(TestGridLayout(columns: 5, label: "Five"))
        session.recordUndo(DocumentContent(data: data(items: 1)))
        session.replaceDocument(TestDocuments.grid(name: "New"))
        #expect(session.document.name == "New")
        #expect(session.configurations.map(\.name) == TestDocuments.grid().choices.map(\.configuration.name))
        #expect(session.undoStack.isEmpty)
    }

    @Test func theModelKeepsOneSessionPerScenario() {
        var m = Fixture.model(documents: [TestDocuments.grid(name: "A"), TestDocuments.grid(name: "B")])
        m.handle(.key(.character("x")), now: 0)
        #expect(m.session.undoStack.count == 1)
        m.handle(.key(.character("n")), now: 0)
        #expect(m.document.name == "B")
        #expect(m.documents.map(\.name) == ["A", "B"])
        #expect(m.session.undoStack.isEmpty)
        m.handle(.key(.character("n")), now: 0)
        #expect(m.document.name == "A")
        #expect(m.sessions.map(\.undoStack.count) == [1, 0])
    }
}
