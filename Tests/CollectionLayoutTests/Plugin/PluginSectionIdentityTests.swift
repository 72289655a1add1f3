import Testing

@testable import CollectionLayout

/// Issue 27: a section's own plugin and effects follow its identifier through updates.
@Suite struct PluginSectionIdentityTests {
    static func context(_ ids: [String]) -> LayoutContext {
        var sections = ids.map { _ in SectionMetrics(itemCount: 1) }
        for i in sections.indices { sections[i].identifier = ids[i] }
        return LayoutContext(
            containerSize: Size(width: 100, height: 100), sections: sections, itemMetrics: .uniform(.unspecified))
    }

    func cells(_ layout: PluginLayout) -> [Rect] {
        layout.elements(in: Rect(x: 0, y: 0, width: 100, height: 1000))
            .filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }.map(\.frame)
    }

    @Test func pluginsAndSectionEffectsFollowTheirSection() throws {
        let small = SectionPlugin.flow(FlowPlugin(itemSize: Size(width: 100, height: 10)))
        let tall = SectionPlugin.flow(FlowPlugin(itemSize: Size(width: 100, height: 20)))
        var layout = PluginLayout(sections: [small, tall])
        layout.sectionEffects = [1: [.fade(span: 50)]]
        layout.boundIdentifiers = ["a", "b"]
        try layout.prepare(for: Self.context(["a", "b"]))
        #expect(cells(layout) == [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 20)])
        // "a" deleted: "b" keeps its plugin and its fade at its new index 0.
        try layout.prepare(for: Self.context(["b"]))
        #expect(cells(layout) == [Rect(x: 0, y: 0, width: 100, height: 20)])
        #expect(layout.effects(forSection: 0) == [.fade(span: 50)])
        // Undo: "a" comes back with its own plugin, "b" still faded at index 1.
        try layout.prepare(for: Self.context(["a", "b"]))
        #expect(cells(layout) == [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 20)])
        #expect(layout.effects(forSection: 0) == [])
        #expect(layout.effects(forSection: 1) == [.fade(span: 50)])
        // Moved: "b" first.
        try layout.prepare(for: Self.context(["b", "a"]))
        #expect(cells(layout) == [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 10)])
        #expect(layout.effects(forSection: 0) == [.fade(span: 50)])
    }

    @Test func withoutIdentifiersSectionsGoByIndex() throws {
        let small = SectionPlugin.flow(FlowPlugin(itemSize: Size(width: 100, height: 10)))
        let tall = SectionPlugin.flow(FlowPlugin(itemSize: Size(width: 100, height: 20)))
        var layout = PluginLayout(sections: [small, tall])
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [1, 1]))
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [1]))
        #expect(cells(layout) == [Rect(x: 0, y: 0, width: 100, height: 10)])
    }
}
