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

    /// The document for the scenario file at `path` (``ExplorerDocument/init(loaded:)``).
    static func document(path: String) throws(ScenarioError) -> ExplorerDocument {
        ExplorerDocument(loaded: try LoadedScenario.load(path: path))
    }

    /// What the explorer shows for a watched file that has not loaded yet
    /// (``ExplorerDocument/waiting(path:)``), under the name of the layout the file asks
    /// for when it can be read (``RequestedLayout``), so the status bar names that layout.
    static func waiting(path: String) -> ExplorerDocument {
        var document = ExplorerDocument.waiting(path: path)
        if let name = RequestedLayout.name(path: path) {
            document.choices = [LayoutChoice(name: name, configuration: FlowLayout.Configuration())]
        }
        return document
    }

    /// The document for a loaded scenario (``ExplorerDocument/init(loaded:)``).
    static func document(loaded: LoadedScenario) -> ExplorerDocument { ExplorerDocument(loaded: loaded) }
}
