import CollectionLayout
import Explorer
import Scenarios

/// Where the explorer's documents and the painter come from: scenario files, read by the
/// Scenarios module, with the layouts of its catalog.
enum DocumentSource {
    /// Why no document could be opened: one line for standard error.
    struct LoadError: Error {
        var message: String
    }

    /// What was opened: the documents, and a notice about demos that were skipped.
    struct Opened {
        var documents: [ExplorerDocument]
        var notice: String?
    }

    /// The scenario `files`, in order, or every demo (see ``DemoLocator``) when there are
    /// none. The first file that does not load is the error.
    static func load(files: [String]) -> Result<Opened, LoadError> {
        if !files.isEmpty {
            do {
                return .success(
                    Opened(documents: try files.map { path throws(ScenarioError) in try document(path: path) }))
            } catch {
                return .failure(LoadError(message: error.description))
            }
        }
        switch DemoLocator.locate() {
        case .failure(let failure):
            return .failure(
                LoadError(
                    message:
                        "error: no demo scenarios found (looked in \(failure.tried.joined(separator: ", "))); "
                        + "pass a scenario file or set TESSERA_DEMOS to a directory of them"))
        case .success(let found):
            var documents: [ExplorerDocument] = []
            var problems: [String] = []
            for path in found.files {
                do {
                    documents.append(try document(path: path))
                } catch {
                    problems.append(error.description)
                }
            }
            guard !documents.isEmpty else {
                return .failure(LoadError(message: problems.first ?? "error: no usable demo in \(found.directory)"))
            }
            let notice =
                problems.isEmpty
                ? nil
                : "Skipped \(problems.count) demo\(problems.count == 1 ? "" : "s"): \(problems[0])"
            return .success(Opened(documents: documents, notice: notice))
        }
    }

    /// The document for the scenario file at `path`: its data, the catalog's layouts
    /// (starting at the file's own) and its titles.
    static func document(path: String) throws(ScenarioError) -> ExplorerDocument {
        let loaded = try LoadedScenario.load(path: path)
        let entries = loaded.catalog.entries
        let choices = entries.map { entry -> LayoutChoice in
            let layout = entry.spec.makeLayout()
            return LayoutChoice(name: layout.name, layout: layout)
        }
        let name = TextCells.sanitized(loaded.scenario.name)
        let initial = entries.firstIndex { $0.isFromFile } ?? 0
        guard loaded.scenario.itemCount <= editableItemLimit else {
            // Very large scenarios keep their compact storage; the first edit rebuilds
            // the data with generated identifiers.
            return ExplorerDocument(
                name: name, context: loaded.scenario.context(), choices: choices, initialChoice: initial,
                title: { loaded.title(for: $0) }, backgroundColorName: { loaded.backgroundColorName(for: $0) })
        }
        return ExplorerDocument(
            name: name, data: collectionData(loaded.scenario), viewport: loaded.scenario.viewport,
            choices: choices, initialChoice: initial)
    }

    /// Scenarios up to this many items are opened as editable data with their own ids.
    static let editableItemLimit = 200_000

    /// The scenario's sections and items by identifier, for batch updates and snapshots.
    static func collectionData(_ scenario: Scenario) -> CollectionData {
        CollectionData(
            sections: scenario.sections.map { section in
                CollectionData.Section(
                    id: section.id, title: section.title, metrics: section.metrics,
                    items: section.items.map { CollectionData.Item(id: $0.id, title: $0.title, metrics: $0.metrics) })
            })
    }
}
