import Synchronization
import Testing

@testable import CollectionLayout

/// Docs/layouts.md, "Sections, boundary items and decorations": the section provider is called with the container on every prepare.
@Suite struct AdaptiveEnvironmentTests {
    typealias F = CompositionalFixtures

    final class Recorder: Sendable {
        let sizes = Mutex<[Size]>([])
    }

    static func adaptive(seen: Recorder? = nil) -> CompositionalLayout {
        CompositionalLayout(configuration: .init()) { _, environment in
            let width = environment.container.effectiveContentSize.width
            seen?.sizes.withLock { $0.append(environment.container.contentSize) }
            let columns = width > 500 ? 4 : 2
            let item = LayoutItem(
                size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item])
            return LayoutSection(group: group)
        }
    }

    @Test func columnCountFollowsTheWidth() throws {
        let portrait = try F.prepared(Self.adaptive(), counts: [8])
        #expect(F.cells(portrait).map(\.minX) == [0, 187.5, 0, 187.5, 0, 187.5, 0, 187.5])
        #expect(portrait.contentSize == Size(width: 375, height: 200))
        let landscape = try F.prepared(portrait, counts: [8], size: Size(width: 812, height: 375))
        #expect(F.cells(landscape).map(\.minX) == [0, 203, 406, 609, 0, 203, 406, 609])
        #expect(landscape.contentSize == Size(width: 812, height: 100))
    }

    @Test func providerIsCalledPerSectionOnEveryPrepare() throws {
        let seen = Recorder()
        var layout = Self.adaptive(seen: seen)
        try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [1, 2]))
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 812, height: 375), itemCounts: [1, 2]))
        #expect(
            seen.sizes.withLock { $0 } == [
                F.phone, F.phone, Size(width: 812, height: 375), Size(width: 812, height: 375),
            ])
    }
}
