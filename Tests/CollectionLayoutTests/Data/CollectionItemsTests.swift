import CollectionLayout
import Testing

@Suite struct CollectionItemsTests {
    let pattern = CollectionItems.Pattern(
        section: 2, count: 5, defaults: ItemMetrics(width: 10), heights: [1, 2], aspectRatios: [0.5])

    @Test func aPatternComputesEachItem() {
        let items = CollectionItems(pattern: pattern)
        #expect(items.count == 5)
        #expect(items.map(\.id) == ["2-0", "2-1", "2-2", "2-3", "2-4"])
        #expect(items.map(\.metrics.height) == [1, 2, 1, 2, 1])
        #expect(
            items[3]
                == CollectionData.Item(
                    id: "2-3", metrics: ItemMetrics(width: 10, height: 2, aspectRatio: 0.5)))
        #expect(items.pattern == pattern)
    }

    @Test func theFirstChangeMakesAPatternExplicitAndKeepsTheOtherItems() {
        var items = CollectionItems(pattern: pattern)
        let before = Array(items)
        items.insert(CollectionData.Item(id: "new"), at: 1)
        #expect(items.pattern == nil)
        #expect(items.map(\.id) == ["2-0", "new", "2-1", "2-2", "2-3", "2-4"])
        #expect(Array(items[2...]) == Array(before[1...]))
        items[0].metrics.width = 77
        #expect(items.metrics(at: 0).width == 77)
        #expect(items.id(at: 0) == "2-0")
    }

    @Test func equalityIgnoresTheStorage() {
        let compact = CollectionItems(pattern: pattern)
        let explicit = CollectionItems(Array(compact))
        #expect(compact == explicit)
        #expect(compact.hashValue == explicit.hashValue)
        var other = explicit
        other[4].metrics.height = 9
        #expect(compact != other)
        #expect(CollectionItems() == CollectionItems(pattern: .init(section: 0, count: 0)))
    }

    /// Thousands of random edits give the same items as the same edits on an array.
    @Test func randomEditsMatchAnArray() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let count = Int(random.next() % 8)
            var items = CollectionItems(pattern: .init(section: 1, count: count, heights: [3, 4, 5]))
            var model = Array(items)
            for step in 0..<Int(random.next() % 6) {
                let item = CollectionData.Item(id: "n\(step)", metrics: ItemMetrics(height: Double(step)))
                switch random.next() % 4 {
                case 0:
                    let at = Int(random.next() % UInt64(model.count + 1))
                    items.insert(item, at: at)
                    model.insert(item, at: at)
                case 1 where !model.isEmpty:
                    let at = Int(random.next() % UInt64(model.count))
                    items.remove(at: at)
                    model.remove(at: at)
                case 2 where !model.isEmpty:
                    let at = Int(random.next() % UInt64(model.count))
                    items[at] = item
                    model[at] = item
                default:
                    items.append(item)
                    model.append(item)
                }
            }
            #expect(Array(items) == model)
            #expect(items == CollectionItems(model))
        }
    }

    @Test func theContextReadsThePatternWithoutCopying() {
        let data = CollectionData(sections: [
            CollectionData.Section(
                id: "s", headerHeight: 7,
                items: CollectionItems(pattern: .init(section: 0, count: 10_000_000, heights: [3, 4])))
        ])
        let context = data.context(containerSize: Size(width: 100, height: 100))
        #expect(context.sections.map(\.itemCount) == [10_000_000])
        #expect(context.sections[0].headerHeight == 7)
        #expect(context.itemMetrics(IndexPath(item: 9_999_999, section: 0)).height == 4)
        #expect(context.itemMetrics(IndexPath(item: 10_000_000, section: 0)) == .unspecified)
        #expect(data.item(at: IndexPath(item: 5, section: 0))?.id == "0-5")
        #expect(data.item(at: IndexPath(item: 0, section: 1)) == nil)
    }
}

@Suite struct EdgeInsetsTests {
    @Test func directionalLabelsNameTheSameEdges() {
        let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(DirectionalEdgeInsets(leading: 5) == EdgeInsets(left: 5))
        var insets = EdgeInsets(top: 1)
        insets.trailing = 6
        insets.leading = 7
        #expect(insets == EdgeInsets(top: 1, left: 7, right: 6))
        #expect(insets.start(.horizontal) == 7 && insets.end(.horizontal) == 6 && insets.total(.vertical) == 1)
    }
}
