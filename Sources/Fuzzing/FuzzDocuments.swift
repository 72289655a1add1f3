import CollectionLayout
import Explorer
import Scenarios

/// The explorer documents the batch fuzzer edits: each base scenario's data with its
/// own identifiers, shown with the file's layout, as the app opens a file.
public enum FuzzDocuments {
    /// The documents for the scenario files `files` (name and bytes); a file that does
    /// not load is left out. Complexity: one load and prepare per file.
    public static func make(files: [(name: String, bytes: [UInt8])]) -> [ExplorerDocument] {
        files.compactMap { file -> ExplorerDocument? in
            guard let scenario = try? Scenario(bytes: file.bytes, file: file.name),
                let loaded = try? LoadedScenario(scenario: scenario)
            else { return nil }
            let layout = loaded.spec.makeLayout()
            return ExplorerDocument(
                name: scenario.name, data: scenario.data, viewport: scenario.viewport,
                choices: [LayoutChoice(name: layout.name, layout: layout)])
        }
    }

    /// A fresh model showing document `index` of `documents` on an 80 × 24 screen,
    /// without animations.
    public static func model(_ documents: [ExplorerDocument], index: Int) -> ExplorerModel {
        ExplorerModel(
            documents: [documents[index]], columns: 80, rows: 24, options: ExplorerModel.Options(animations: false))
    }
}
