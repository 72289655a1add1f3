import CollectionLayout
import Foundation
import Scenarios
import Testing

/// `tessera diff` and `tessera apply` report unknown keys as `dump`, `render` and
/// `check` do: the warnings come back with the result for the command to print.
@Suite struct CommandWarningTests {
    @Test func diffAndApplyReturnTheFilesWarnings() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-rows-warn-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.json").path
        let new = dir.appendingPathComponent("new.json").path
        let batch = dir.appendingPathComponent("batch.json").path
        try #"{"layout": {"type": "flow", "sectionInsets": 3}, "sections": [{"count": 2}]}"#
            .write(toFile: old, atomically: true, encoding: .utf8)
        try #"{"layout": {"type": "flow"}, "sections": [{"count": 3, "colour": "red"}]}"#
            .write(toFile: new, atomically: true, encoding: .utf8)
        try #"{"deletedItems": [[0, 0]]}"#.write(toFile: batch, atomically: true, encoding: .utf8)

        let diff = try ScenarioDiff.textAndWarnings(oldPath: old, newPath: new)
        #expect(
            diff.warnings.map(\.warningDescription) == [
                #"warning: \#(old): layout.sectionInsets: unknown key "sectionInsets" (did you mean "sectionInset"?)"#,
                #"warning: \#(new): sections[0].colour: unknown key "colour" (did you mean "colors"?)"#,
            ])
        #expect(diff.text == (try ScenarioDiff.text(oldPath: old, newPath: new)))
        #expect(diff.text.contains(#""insertedItems": [[0, 2]]"#))

        let applied = try BatchApplication.textAndWarnings(scenarioPath: old, batchPath: batch)
        #expect(applied.warnings.map(\.path) == ["layout.sectionInsets"])
        #expect(applied.text == (try BatchApplication.text(scenarioPath: old, batchPath: batch)))
    }
}
