import CollectionLayout
import Explorer
import Scenarios

/// The explorer documents the batch fuzzer edits: each base scenario opened exactly as
/// the app opens a file (``ExplorerDocument/init(loaded:)``), on the file's layout.
public enum FuzzDocuments {
    /// The documents for the scenario files `files` (name and bytes); a file that does
    /// not load is left out. Complexity: one load and prepare per file.
    public static func make(files: [(name: String, bytes: [UInt8])]) -> [ExplorerDocument] {
        files.compactMap { file -> ExplorerDocument? in
            guard let scenario = try? Scenario(bytes: file.bytes, file: file.name),
                let loaded = try? LoadedScenario(scenario: scenario)
            else { return nil }
            return ExplorerDocument(loaded: loaded)
        }
    }

    /// A fresh model showing document `index` of `documents` on an 80 × 24 screen,
    /// without animations.
    public static func model(_ documents: [ExplorerDocument], index: Int) -> ExplorerModel {
        ExplorerModel(
            documents: [documents[index]], columns: 80, rows: 24, options: ExplorerModel.Options(animations: false))
    }
}
