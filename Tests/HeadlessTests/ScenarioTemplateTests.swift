import CollectionLayout
import Headless
import Scenarios
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Scenario templates")
struct ScenarioTemplateTests {
    /// A fresh directory under /tmp for one test.
    private func scratchDirectory() -> String {
        var template = Array("/tmp/tessera-new-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        #expect(made != nil)
        return made ?? "/tmp"
    }

    private func contents(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: ScenarioTemplate.Family.allCases)
    func everyTemplateLoadsAsItsOwnFamilyWithNotes(_ family: ScenarioTemplate.Family) throws {
        let directory = scratchDirectory()
        let path = directory + "/\(family.rawValue).json"
        try ScenarioTemplate.write(family, to: path, force: false)
        #expect(contents(of: path) == ScenarioTemplate.text(for: family))
        let loaded = try LoadedScenario.load(path: path)
        #expect(loaded.scenario.itemCount > 0)
        #expect(!loaded.layout.allElements(contentOffset: .zero).isEmpty)
        let text = ScenarioTemplate.text(for: family)
        #expect(text.contains("\"type\": \"\(family.rawValue)\""))
        #expect(text.contains("\"notes\": ["))
        #expect(text.contains("Docs/scenario-format.md"))
        #expect(text.hasSuffix("}\n"))
        unlink(path)
        rmdir(directory)
    }

    /// Issue 27: the notes name the seed's own delegate method (Kolos65's
    /// `PinterestLayoutDelegate` asks `heightForItemAtIndexPath`).
    @Test func thePinterestNotesNameTheSeedsDelegate() {
        let text = ScenarioTemplate.text(for: .pinterest)
        #expect(text.contains("heightForItemAtIndexPath"))
        #expect(!text.contains("heightForPhotoAtIndexPath"))
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let directory = scratchDirectory()
        let path = directory + "/mine.json"
        try ScenarioTemplate.write(.mosaic, to: path, force: false)
        #expect(throws: ScenarioTemplate.WriteError.self) {
            try ScenarioTemplate.write(.flow, to: path, force: false)
        }
        do {
            try ScenarioTemplate.write(.flow, to: path, force: false)
        } catch {
            #expect(error.description == "error: \(path): already exists; pass --force to overwrite it")
        }
        #expect(contents(of: path) == ScenarioTemplate.text(for: .mosaic))
        try ScenarioTemplate.write(.flow, to: path, force: true)
        #expect(contents(of: path) == ScenarioTemplate.text(for: .flow))
        unlink(path)
        rmdir(directory)
    }

    @Test func anUnwritablePlaceSaysWhy() {
        do {
            try ScenarioTemplate.write(.split, to: "/nonexistent-dir/x.json", force: true)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "error: /nonexistent-dir/x.json: cannot write the file: No such file or directory")
        }
    }

    @Test func theFlowTemplateIsExactlyThisLayout() throws {
        let directory = scratchDirectory()
        let path = directory + "/flow.json"
        try ScenarioTemplate.write(.flow, to: path, force: false)
        let loaded = try LoadedScenario.load(path: path)
        let cells = loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }
        // 375 wide, inset 10: 355 for items 110 + 170 + 110 > 355, so the third wraps; the
        // header is 40 tall and the first line starts after the 10-point top inset.
        #expect(cells.first?.frame == Rect(x: 10, y: 50, width: 110, height: 80))
        #expect(cells.count == 15)
        unlink(path)
        rmdir(directory)
    }
}
