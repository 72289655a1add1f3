import CollectionLayoutFoundation
import Foundation
import Testing

/// This file imports Foundation and the overlay, and says `IndexPath` unqualified: it
/// compiling at all is the first test.
@Suite struct IndexPathBridgeTests {
    @Test func unqualifiedIndexPathIsTheEngines() {
        let path = IndexPath(item: 3, section: 1)
        let paths: [IndexPath] = [path, IndexPath(item: 0, section: 0)]
        #expect(paths.sorted() == [IndexPath(item: 0, section: 0), path])
        let attributes = LayoutAttributes(category: .cell, indexPath: path, frame: .zero)
        #expect(attributes.indexPath.item == 3)
    }

    @Test func indexPathsCrossToFoundationAndBack() {
        let path = IndexPath(item: 7, section: 2)
        let foundation = Foundation.IndexPath(path)
        #expect(Array(foundation) == [2, 7])
        #expect(IndexPath(foundation) == path)
        #expect(IndexPath(Foundation.IndexPath(indexes: [1, 2, 3])) == nil)
        #expect(IndexPath(Foundation.IndexPath(index: 4)) == nil)
    }
}
