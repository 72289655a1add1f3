// The WWDC18 "A Tour of UICollectionView" Mosaic sample, ported: a view controller shows
// people in the Mosaic layout and performs a batch update with UIKit's rules (deletes in
// descending order, then inserts in ascending order, moves as a delete and an insert).
//
// This program imports only CollectionLayout (and the Foundation-free printer): no
// Foundation anywhere, which proves the engine links on its own.
import CollectionLayout
import ExampleOutput

/// One person of the sample's feed.
struct Person: Hashable, Sendable {
    let name: String
}

/// The sample's `MosaicViewController`, without UIKit.
final class MosaicViewController {
    var people: [Person] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo"].map(Person.init)
    var layout = MosaicLayout()
    let bounds = Size(width: 375, height: 667)

    func viewDidLoad() throws(LayoutError) {
        try layout.prepare(for: LayoutContext(containerSize: bounds, itemCounts: [people.count]))
    }

    /// The sample's "perform updates" button: Ed leaves, Kim arrives first, Ann moves to the end.
    /// The batch is checked with UIKit's rules before the data source changes, and the data
    /// source is mutated in the canonical order the talk describes.
    func performUpdates() throws -> UpdateMapping {
        let oldCount = people.count
        let batch = BatchUpdate(
            deletedItems: [IndexPath(item: 4, section: 0)],
            insertedItems: [IndexPath(item: 0, section: 0)],
            movedItems: [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))])
        let mapping = try batch.mapping(oldItemCounts: [oldCount], newItemCounts: [oldCount])
        // Deletes (and move sources) in descending order, then inserts (and move
        // destinations) in ascending order.
        let ann = people[0]
        for index in [4, 0] { people.remove(at: index) }
        people.insert(Person(name: "Kim"), at: 0)
        people.insert(ann, at: 9)
        try layout.prepare(for: LayoutContext(containerSize: bounds, itemCounts: [people.count]))
        return mapping
    }
}

let controller = MosaicViewController()
do {
    try controller.viewDidLoad()
    FramePrinter.printLayout("Mosaic, 10 people", controller.layout)
    FramePrinter.printQuery(
        "Query y 520..560", controller.layout, rect: Rect(x: 0, y: 520, width: 375, height: 40))
    let before = controller.layout.allElements(contentOffset: .zero)
    let mapping = try controller.performUpdates()
    print("After the batch: " + controller.people.map(\.name).joined(separator: " "))
    for old in before {
        let new = mapping.newIndexPath(forOld: old.indexPath)
        let target = new.flatMap { controller.layout.element(at: $0) }
        let destination = target.map { "\($0.indexPath) \(FramePrinter.text($0.frame))" } ?? "deleted"
        print("  \(old.indexPath) \(FramePrinter.text(old.frame)) -> \(destination)")
    }
    // An invalid batch is an error, never a crash: two items moved to one destination.
    let invalid = BatchUpdate(movedItems: [
        .init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0)),
        .init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0)),
    ])
    do {
        try invalid.validate(oldItemCounts: [10], newItemCounts: [10])
        print("Invalid batch accepted")
    } catch {
        print("Invalid batch refused: \(error)")
    }
} catch {
    print("error: \(error)")
}
