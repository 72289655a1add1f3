import CollectionLayout
import Scenarios

extension ExplorerDocument {
    /// The document for a loaded scenario, as every way of opening one shows it (a file,
    /// the demo tour, `tessera compare`, a watched file's new version, the fuzzer): its
    /// data, every layout of its catalog starting at the file's own, its name made inert,
    /// and its remote updates. Complexity: one `makeConfiguration()` per catalog entry (nothing
    /// is prepared here).
    public init(loaded: LoadedScenario) {
        let entries = loaded.catalog.entries
        let choices = entries.map { entry -> LayoutChoice in
            let configuration = entry.spec.makeConfiguration()
            return LayoutChoice(name: configuration.name, configuration: configuration)
        }
        self.init(
            name: TextCells.sanitized(loaded.scenario.name), data: loaded.scenario.data,
            appearance: loaded.scenario.appearance, viewport: loaded.scenario.viewport, choices: choices,
            initialChoice: entries.firstIndex { $0.isFromFile } ?? 0)
        remoteUpdates = loaded.scenario.remoteUpdates
    }

    /// What the explorer shows for a watched file that has not loaded yet: no sections,
    /// under the file's name, until a save replaces it (the problem panel covers it).
    public static func waiting(path: String) -> ExplorerDocument {
        var document = ExplorerDocument(
            name: TextCells.sanitized(Scenario.defaultName(forFile: path)), data: CollectionData(sections: []),
            viewport: Scenario.defaultViewport,
            choices: [LayoutChoice(name: "Flow", configuration: FlowLayout.Configuration())])
        document.sourceFile = path
        return document
    }
}
