import CollectionLayout
import Scenarios

/// The `"layout"` of a preview's scenario: the user's layout, in the running session.
/// Not decodable from a file: a preview's scenario is made in code by ``PreviewScenario``.
public struct PreviewSpec: LayoutSpec {
    public static let typeName = "uikit"
    /// The running user code.
    public let session: PreviewSession

    /// A spec over `session`.
    public init(session: PreviewSession) {
        self.session = session
    }

    /// A ``PreviewLayout`` over the session (they share it).
    public func makeLayout() -> any CollectionViewLayout { PreviewLayout(session: session) }
}

/// A preview as a scenario: the data source's sections and item counts (each item named
/// `S-I`, titled with its cell's text when it has one), the collection view's frame as
/// the viewport, and the user's layout as the layout, prepared. Everything that works on
/// a ``LoadedScenario`` (`dump`, `render`, the explorer's document and its Tab catalog)
/// then works on the user's layout.
public enum PreviewScenario {
    /// The scenario of `session`, named after `name` (the preview file).
    public static func scenario(session: PreviewSession, name: String, file: String) -> Scenario {
        let shape = session.shape
        let titles = (try? session.titles()) ?? []
        var next = 0
        var sections: [CollectionData.Section] = []
        for (s, count) in shape.itemCounts.enumerated() {
            var items: [CollectionData.Item] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                let title = next < titles.count && !titles[next].isEmpty ? titles[next] : nil
                next += 1
                items.append(CollectionData.Item(id: "\(s)-\(i)", title: title))
            }
            sections.append(CollectionData.Section(id: "section-\(s)", items: items))
        }
        var viewport = shape.frameSize
        if !(viewport.width.isFinite && viewport.width > 0 && viewport.height.isFinite && viewport.height > 0) {
            viewport = Scenario.defaultViewport
        }
        return Scenario(
            file: file, name: name, viewport: viewport, layout: PreviewSpec(session: session), sections: sections)
    }

    /// The scenario of `session`, prepared at its viewport (or with `width` replacing the
    /// viewport's width). Throws the preparation's error against `file`.
    public static func load(session: PreviewSession, file: String, width: Double? = nil) throws(ScenarioError)
        -> LoadedScenario
    {
        let scenario = scenario(session: session, name: Scenario.defaultName(forFile: file), file: file)
        var size = scenario.viewport
        if let width { size.width = width }
        return try LoadedScenario(scenario: scenario, containerSize: size)
    }
}
