import CollectionLayout
import Foundation
import Scenarios
import TesseraUIKit
import Testing

import struct Foundation.IndexPath

/// `GridLayouts.createSection()`, written against TesseraUIKit, shows the frames of the
/// scenario file that says the same thing in Tessera's format.
@MainActor @Suite struct ScenarioEquivalenceTests {
    static let scenario = """
        {"viewport": {"width": 320, "height": 600},
         "layout": {"type": "compositional", "sections": [{
           "group": {"group": "horizontal",
                     "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.3333333333333333}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 0.3333333333333333},
                                            "height": {"fractionalHeight": 1}},
                                   "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]},
           "interGroupSpacing": 8,
           "contentInsets": {"top": 0, "leading": 10, "bottom": 0, "trailing": 10},
           "boundaryItems": [{"kind": "section-header", "size": {"width": {"fractionalWidth": 1},
                              "height": {"absolute": 44}}, "alignment": "top", "pinToVisibleBounds": true}],
           "decorationItems": [{"kind": "background"}]}]},
         "sections": [{"count": 11}]}
        """

    @Test func createSectionShowsTheScenariosFrames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-grid-\(getpid()).json").path
        try Self.scenario.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try LoadedScenario.load(path: path)
        let theirs = loaded.layout.allElements(contentOffset: .zero).map { Box($0) }

        let layout = GridLayouts.createLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([11])
        view.dataSource = source
        view.layoutIfNeeded()
        let ours = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 10_000)) ?? [])
            .compactMap(\.tesseraLayoutAttributes).sorted(by: LayoutAttributes.dumpOrder).map { Box($0) }
        #expect(ours == theirs)
        #expect(ours.count == 13)
    }

    /// Category, index path and frame: what `dump` lists of an element's place.
    struct Box: Equatable {
        let category: ElementCategory
        let indexPath: CollectionLayout.IndexPath
        let frame: Rect
        init(_ a: LayoutAttributes) {
            category = a.category
            indexPath = a.indexPath
            frame = a.frame
        }
    }
}
