import CollectionLayout
import TerminalCanvas
import Testing

@testable import Explorer

/// The `P` key: the model decides the file names and contents; the app writes them.
@Suite struct PictureTests {
    @Test func pAsksForThePictureOfTheScreenOnce() {
        var m = Fixture.model(columns: 40, rows: 10)
        let screen = ScreenComposer().compose(m, now: 0).text() + "\n"
        m.handle(.key(.character("P")), now: 0)
        guard let request = m.takePictureRequest() else {
            Issue.record("P made no request")
            return
        }
        #expect(m.takePictureRequest() == nil)
        #expect(request.text == screen)
        #expect(request.stem == "tessera-test")
        // The SVG shows the content area in points: 320 pt wide, as many points high as
        // the 8 content rows show (a row is 2 x 320 / 40 = 16 pt).
        #expect(request.svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="128""#))
        #expect(request.svg.hasSuffix("</svg>\n"))
        #expect(request.svg.contains(">Item 0-0</text>"))
        #expect(request.svg.contains(#"font-weight="bold">Section 0</text>"#))
        m.pictureSaved(text: "a-1.txt", svg: "a-1.svg")
        #expect(m.message == "Saved a-1.txt and a-1.svg")
        m.pictureFailed("x: Permission denied")
        #expect(m.message == "Could not save the picture: x: Permission denied")
    }

    @Test func picturesGoNextToTheScenarioFile() {
        var document = TestDocuments.grid(name: "Cats & dogs")
        document.sourceFile = "feeds/cats.json"
        let m = Fixture.model(documents: [document])
        #expect(m.picture(now: 0).stem == "feeds/cats")
        document.sourceFile = "plain"
        #expect(Fixture.model(documents: [document]).picture(now: 0).stem == "plain")
        document.sourceFile = nil
        #expect(Fixture.model(documents: [document]).picture(now: 0).stem == "tessera-cats-dogs")
    }

    @Test func theNextFreeNumberIsPickedAndNothingIsOverwritten() {
        let request = PictureRequest(stem: "d/feed", text: "", svg: "")
        #expect(request.fileNames { _ in false }! == ("d/feed-1.txt", "d/feed-1.svg"))
        let taken: Set = ["d/feed-1.txt", "d/feed-2.svg", "d/feed-4.txt"]
        #expect(request.fileNames { taken.contains($0) }! == ("d/feed-3.txt", "d/feed-3.svg"))
        #expect(request.fileNames { _ in true } == nil)
    }

    @Test func slugsKeepLettersAndDigits() {
        #expect(PictureRequest.slug("Pinterest feed") == "pinterest-feed")
        #expect(PictureRequest.slug("  SpaceX (compositional)!") == "spacex-compositional")
        #expect(PictureRequest.slug("../../etc") == "etc")
        #expect(PictureRequest.slug("😀") == "scenario")
    }

    @Test func theKeyTableListsP() {
        let rows = KeyBindings.text(.ascii)
        #expect(rows.contains { $0.hasPrefix("  P ") && $0.contains("save the screen") })
    }
}

extension PictureTests {
    @Test func aReloadedFileKeepsItsPicturesNextToIt() {
        var document = TestDocuments.grid()
        document.sourceFile = "feeds/cats.json"
        var m = Fixture.model(documents: [document])
        m.reload(TestDocuments.grid(), now: 0)
        #expect(m.picture(now: 0).stem == "feeds/cats")
        #expect(m.takePictureRequests().isEmpty)
        m.handle(.key(.character("P")), now: 0)
        #expect(m.takePictureRequests().map(\.pane) == [0])
    }
}
