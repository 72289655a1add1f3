// A compositional screen with a diffable data source, ported from a UIKit view controller:
// a main-actor section provider that reads the controller's state (its column count), a
// featured strip that scrolls sideways, a grid with a pinned header, and a snapshot apply.
//
// This file imports Foundation and the CollectionLayoutFoundation overlay, and writes
// `IndexPath(item:section:)` unqualified, as UIKit code does.
import CollectionLayoutFoundation
import ExampleOutput
import Foundation

/// The screen's sections.
enum Section: Int, CaseIterable, Sendable {
    case featured
    case grid
}

/// A view controller in the UIKit manner: main-actor isolated, owning its state, its
/// layout and its data source.
@MainActor
final class GalleryViewController {
    /// The state the section provider reads, as a segmented control would set it.
    var columnCount = 3
    var dataSource = DiffableDataSource<Section, Int>()
    lazy var layout = createLayout()
    let bounds = Size(width: 390, height: 844)

    /// `createLayout()`: the provider captures `self`, as UIKit's does.
    func createLayout() -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { [unowned self] sectionIndex, _ in
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .featured: return self.featuredSection()
            case .grid: return self.gridSection(columns: self.columnCount)
            }
        })
    }

    private func featuredSection() -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        return section
    }

    private func gridSection(columns: Int) -> LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: item, count: columns)
        var header = BoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: ElementKind.header, alignment: .top)
        header.pinToVisibleBounds = true
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        return section
    }

    func applySnapshot(featured: [Int], grid: [Int]) throws -> DiffableDataSource<Section, Int>.Applied {
        var snapshot = Snapshot<Section, Int>()
        try snapshot.appendSections(Section.allCases)
        try snapshot.appendItems(featured, toSection: .featured)
        try snapshot.appendItems(grid, toSection: .grid)
        let applied = try dataSource.apply(snapshot)
        try layout.prepare(for: LayoutContext(containerSize: bounds, itemCounts: dataSource.snapshot.itemCounts))
        return applied
    }
}

let controller = GalleryViewController()
do {
    _ = try controller.applySnapshot(featured: [1, 2, 3], grid: Array(10...16))
    FramePrinter.printLayout("Gallery, 3 columns", controller.layout)
    let first = IndexPath(item: 0, section: Section.grid.rawValue)
    let item = controller.dataSource.snapshot.itemIdentifier(at: first).map { "\($0)" } ?? "none"
    print("Item at \(first): \(item), Foundation's path \(Array(Foundation.IndexPath(first)))")

    controller.columnCount = 2
    let applied = try controller.applySnapshot(featured: [2, 3, 1], grid: [10, 12, 13, 14, 15, 16, 17])
    print("Apply: " + applied.diff.batch.summary)
    FramePrinter.printLayout("Gallery, 2 columns", controller.layout)
    let moved = applied.mapping.newIndexPath(forOld: IndexPath(item: 0, section: 0))
    print("Featured item 1 moved to \(moved.map { "\($0)" } ?? "nowhere")")
    FramePrinter.printQuery(
        "Scrolled to 300 (pinned header)", controller.layout, rect: Rect(x: 0, y: 300, width: 390, height: 844),
        contentOffset: Point(x: 0, y: 300))
    print(String(format: "Content height %.1f points", controller.layout.contentSize.height))
} catch {
    print("error: \(error)")
}
