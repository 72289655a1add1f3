import CollectionLayout
import TesseraUIKit
import Testing

import struct Foundation.IndexPath

@MainActor @Suite struct CompositionalTests {
    private func makeView(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 320) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(counts)
        view.dataSource = source
        view.layoutIfNeeded()
        keepAlive(source)
        return view
    }

    /// Worked example, width 320: the section's insets leave 300; the header spans them
    /// (10, 0, 300, 44); groups of 300 × 100 (a third of the width), 8 apart; each item a
    /// third of its group, inset by 5: cells (15, 49, 90, 90), (115, 49, ...), (215, 49, ...),
    /// then y = 44 + 100 + 8 + 5 = 157. Content height 44 + 100 + 8 + 100 = 252; the
    /// background covers the section: (0, 0, 320, 252).
    @Test func createSectionFramesByHand() {
        let layout = GridLayouts.createLayout()
        let view = makeView(layout, counts: [5])
        let cells = (0..<5).map { quad(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame) }
        #expect(
            cells == [
                [15, 49, 90, 90], [115, 49, 90, 90], [215, 49, 90, 90], [15, 157, 90, 90], [115, 157, 90, 90],
            ])
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: GridLayouts.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(header.map { quad($0.frame) } == [10, 0, 300, 44])
        let background = layout.layoutAttributesForDecorationView(
            ofKind: GridLayouts.backgroundKind, at: IndexPath(item: 0, section: 0))
        #expect(background.map { quad($0.frame) } == [0, 0, 320, 252])
        #expect(view.contentSize == CGSize(width: 320, height: 252))
        // The pinned header follows the scroll position.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        let pinned = layout.layoutAttributesForSupplementaryView(
            ofKind: GridLayouts.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(pinned?.frame.minY == 100)
    }

    /// The same section in the engine's own values gives the same elements.
    @Test func createSectionEqualsTheEnginesCompositionalLayout() throws {
        let layout = GridLayouts.createLayout()
        let view = makeView(layout, counts: [7])
        let ours = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 2000)) ?? [])
            .compactMap(\.tesseraLayoutAttributes).sorted(by: LayoutAttributes.dumpOrder)

        var item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3.0), height: .fractionalHeight(1)))
        item.contentInsets = EdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3.0)), subitems: [item])
        var header = BoundarySupplementaryItem(
            layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
            elementKind: GridLayouts.headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        let section = LayoutSection(
            group: group, interGroupSpacing: 8, contentInsets: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            boundarySupplementaryItems: [header],
            decorationItems: [.background(elementKind: GridLayouts.backgroundKind)])
        var engine = CompositionalLayout(section: section)
        try engine.prepare(for: LayoutContext(containerSize: Size(width: 320, height: 600), itemCounts: [7]))
        let theirs = engine.allElements(contentOffset: .zero).sorted(by: LayoutAttributes.dumpOrder)
        #expect(ours == theirs)
        #expect(ours.count == 9)
        _ = view
    }

    /// Two columns of (320 - 10) / 2 = 155 below 600 points; four of (700 - 30) / 4 = 167.5
    /// after a resize, which invalidates and calls the provider again.
    @Test func sectionProviderSeesTheContainerAndRunsAgainOnResize() {
        let layout = GridLayouts.adaptiveLayout()
        let view = makeView(layout, counts: [4, 6])
        #expect(quad(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame) == [165, 0, 155, 50])
        view.frame = CGRect(x: 0, y: 0, width: 700, height: 600)
        view.layoutIfNeeded()
        #expect(quad(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame) == [177.5, 0, 167.5, 50])
        // Section 1 scrolls sideways: its groups lie in one strip, past the width.
        let last = view.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))!.frame
        #expect(last.minY == 50)
        #expect(last.maxX > 700)
        let strips = (layout as! UICollectionViewCompositionalLayout).engineLayout.orthogonalStrips
        #expect(strips.map(\.section) == [1])
    }

    @Test func listSectionsUseTheEnginesList() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = makeView(layout, counts: [3])
        // Plain: 22 points above the header, an estimated 28-point header, rows of 44.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header.map { quad($0.frame) } == [0, 22, 320, 28])
        #expect(quad(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame) == [0, 50, 320, 44])
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 600)) ?? []
        #expect(elements.contains { $0.representedElementKind == ElementKind.separator })
    }
}

/// Keeps a test's data source alive for the test's duration (the collection view holds
/// it weakly, as in UIKit).
@MainActor private var retained: [AnyObject] = []
@MainActor private func keepAlive(_ object: AnyObject) { retained.append(object) }
