import PreviewSupport
import Testing

@Suite struct DiagnosticsTests {
    /// Compiler errors become the user's `FILE:LINE:COLUMN: error:` lines; warnings and
    /// notes are dropped, control characters made inert.
    @Test func errorsNameTheUsersFiles() {
        let output = """
            /tmp/work/Feed.swift:12:9: error: cannot find 'heigth' in scope
                    heigth += 1
                    ^~~~~~
            /tmp/work/Feed.swift:3:1: warning: unused variable
            /tmp/work/Preview.swift:20:5: note: did you mean 'height'?
            /tmp/work/Preview.swift:7:18: error: bad \u{1B}[31mescape
            """
        let failure = PreviewDiagnostics.failure(
            compilerOutput: output,
            names: ["/tmp/work/Feed.swift": "Feed.swift", "/tmp/work/Preview.swift": "Preview.swift"],
            entry: "preview")
        #expect(failure.kind == .compile)
        #expect(failure.summary == "the preview did not compile: 2 errors")
        #expect(
            failure.lines == [
                "Feed.swift:12:9: error: cannot find 'heigth' in scope",
                #"Preview.swift:7:18: error: bad \u{1B}[31mescape"#,
            ])
    }

    /// An error only in the generated main.swift means the entry is missing.
    @Test func missingEntryIsASentence() {
        let failure = PreviewDiagnostics.failure(
            compilerOutput: "/cache/x/main.swift:4:24: error: cannot find 'feed' in scope\n",
            names: ["/cache/x/main.swift": "(generated main.swift)"], entry: "feed")
        #expect(
            failure.lines == [
                "no usable entry: define `func feed() -> UICollectionView` at the top level of one of the files "
                    + "(or name another function with --entry)"
            ])
    }

    /// A link error has no position: its own error line is kept.
    @Test func linkErrorsAreKept() {
        let failure = PreviewDiagnostics.failure(
            compilerOutput: "ld: undefined symbol\nerror: link command failed with exit code 1\n", names: [:],
            entry: "preview")
        #expect(failure.lines == ["error: link command failed with exit code 1"])
    }

    @Test func parsesPathsWithColons() {
        let d = PreviewDiagnostics.parse("/a:b/c.swift:3:4: error: x: y")
        #expect(d?.file == "/a:b/c.swift")
        #expect(d?.line == 3)
        #expect(d?.column == 4)
        #expect(d?.message == "x: y")
    }

    @Test func entryNames() {
        #expect(PreviewBuild.isValidEntry("preview"))
        #expect(PreviewBuild.isValidEntry("_make2"))
        #expect(!PreviewBuild.isValidEntry("2x"))
        #expect(!PreviewBuild.isValidEntry("a b"))
        #expect(!PreviewBuild.isValidEntry("x(); evil()"))
        #expect(!PreviewBuild.isValidEntry(""))
    }
}
