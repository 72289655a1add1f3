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

    /// What was opened: the documents, a notice about demos that were skipped, and the
    /// unknown-key warning lines of the files.
    struct Opened {
        var documents: [ExplorerDocument]
        var notice: String?
        var warnings: [String] = []
    }

    /// The scenario `files` in order, or every demo (see ``DemoLocator``) when there are
    /// none. The first file that does not load is the error.
    static func load(files: [String]) -> Result<Opened, LoadError> {
        guard files.count > 1 else { return load(file: files.first) }
        var opened = Opened(documents: [])
        for file in files {
            switch load(file: file) {
            case .success(let one):
                opened.documents += one.documents
                opened.warnings += one.warnings
            case .failure(let error):
                return .failure(error)
            }
        }
        return .success(opened)
    }

    /// The scenario `file`, or every demo (see ``DemoLocator``) when `file` is nil.
    static func load(file: String?) -> Result<Opened, LoadError> {
        if let file {
            do {
                let loaded = try LoadedScenario.load(path: file)
                var opened = document(loaded: loaded)
                opened.sourceFile = file
                return .success(
                    Opened(documents: [opened], warnings: loaded.scenario.warnings.map(\.warningDescription)))
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
        document(loaded: try LoadedScenario.load(path: path))
    }

    /// What the explorer shows for a watched file that has not loaded yet: no sections,
    /// under the file's name and the name of the layout it asks for (read leniently: a
    /// file whose layout type cannot be read shows Flow), until a save replaces it (the
    /// problem panel covers it).
    static func waiting(path: String) -> ExplorerDocument {
        var document = ExplorerDocument(
            name: TextCells.sanitized(Scenario.defaultName(forFile: path)), data: CollectionData(sections: []),
            viewport: Scenario.defaultViewport,
            choices: [LayoutChoice(name: RequestedLayout.name(path: path) ?? "Flow", layout: FlowLayout())])
        document.sourceFile = path
        return document
    }

    /// The document for a loaded scenario.
    static func document(loaded: LoadedScenario) -> ExplorerDocument {
        let entries = loaded.catalog.entries
        let choices = entries.map { entry -> LayoutChoice in
            let layout = entry.spec.makeLayout()
            return LayoutChoice(name: layout.name, layout: layout)
        }
        let name = TextCells.sanitized(loaded.scenario.name)
        let initial = entries.firstIndex { $0.isFromFile } ?? 0
        var document = ExplorerDocument(
            name: name, data: loaded.scenario.data, viewport: loaded.scenario.viewport,
            choices: choices, initialChoice: initial)
        document.remoteUpdates = loaded.scenario.remoteUpdates
        return document
    }
}
