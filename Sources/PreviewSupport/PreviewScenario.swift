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

    /// The configuration of a ``PreviewLayout`` over the session (they share it).
    public func makeConfiguration() -> any LayoutConfiguration { PreviewLayout.Configuration(session: session) }
}

/// A preview as a scenario: the data source's sections and item counts (each item named
/// `S-I`, titled with its cell's text when it has one; headers and other supplementary
/// views titled with their views' text, sized as the user's layout sized
/// its cell, so that Tab's families show the same sizes), the collection view's frame as
/// the viewport, and the user's layout as the layout, prepared. Everything that works on
/// a ``LoadedScenario`` (`dump`, `render`, the explorer's document and its Tab catalog)
/// then works on the user's layout.
public enum PreviewScenario {
    /// The scenario of `session`, named after `name` (the preview file).
    public static func scenario(
        session: PreviewSession, name: String, file: String, sizes: [IndexPath: Size] = [:]
    ) -> Scenario {
        let shape = session.shape
        let titles = (try? session.titles()) ?? []
        var next = 0
        var sections: [CollectionData.Section] = []
        var appearance = CollectionAppearance()
        for (s, count) in shape.itemCounts.enumerated() {
            var items: [CollectionData.Item] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                let title = next < titles.count && !titles[next].isEmpty ? titles[next] : nil
                next += 1
                let size = sizes[IndexPath(item: i, section: s)]
                let id = "\(s)-\(i)"
                if let title { appearance.itemTitles[id] = title }
                items.append(
                    CollectionData.Item(id: id, metrics: ItemMetrics(width: size?.width, height: size?.height)))
            }
            var kinds = session.supplementaryTitles[s] ?? [:]
            let header = kinds.removeValue(forKey: "header")
            sections.append(CollectionData.Section(id: "section-\(s)", items: items))
            if header != nil || !kinds.isEmpty {
                appearance.sections["section-\(s)"] = CollectionAppearance.Section(
                    title: header, supplementaryTitles: kinds)
            }
        }
        var viewport = shape.frameSize
        if !(viewport.width.isFinite && viewport.width > 0 && viewport.height.isFinite && viewport.height > 0) {
            viewport = Scenario.defaultViewport
        }
        return Scenario(
            file: file, name: name, viewport: viewport, layout: PreviewSpec(session: session), sections: sections,
            appearance: appearance)
    }

    /// The scenario of `session`, prepared at its viewport (or with `width` replacing the
    /// viewport's width). Throws the preparation's error against `file`.
    public static func load(session: PreviewSession, file: String, width: Double? = nil) throws(ScenarioError)
        -> LoadedScenario
    {
        var size = session.shape.frameSize
        if !(size.width.isFinite && size.width > 0 && size.height.isFinite && size.height > 0) {
            size = Scenario.defaultViewport
        }
        if let width { size.width = width }
        // Prepared once here to read the cells' sizes; the layout's own prepare(for:) below
        // is then a bounds change to the same size (no second prepare()).
        var sizes: [IndexPath: Size] = [:]
        if (try? session.prepare(size: size)) != nil, let all = try? session.allElements() {
            for e in all where e.category == .cell {
                let w = e.frame.size.width
                let h = e.frame.size.height
                if w.isFinite, h.isFinite, w >= 0, h >= 0 { sizes[e.indexPath] = e.frame.size }
            }
        }
        let scenario = scenario(
            session: session, name: Scenario.defaultName(forFile: file), file: file, sizes: sizes)
        return try LoadedScenario(scenario: scenario, containerSize: size)
    }
}
