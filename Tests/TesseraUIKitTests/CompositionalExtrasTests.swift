import TesseraUIKit
import Testing

@MainActor @Suite struct CompositionalExtrasTests {
    private func show(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, CountingSource) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(counts)
        view.dataSource = source
        view.layoutIfNeeded()
        return (view, source)
    }

    /// A custom group 100 high whose provider places a 100-point square and a 50-point one
    /// 10 points to its right: one cell per frame, the group repeated every 100 points.
    @Test func customGroupsPlaceTheProvidersFrames() {
        var providerCalls = 0
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { environment in
            providerCalls += 1
            #expect(environment.container.contentSize.width == 320)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 110, y: 0, width: 50, height: 50), zIndex: 2),
            ]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (view, source) = show(layout, counts: [3])
        let frames = (0..<3).map { quad(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame) }
        #expect(frames == [[0, 0, 100, 100], [110, 0, 50, 50], [0, 100, 100, 100]])
        #expect(providerCalls >= 1)
        _ = source
    }

    /// The handler's changes reach the query's attributes, never the prepared layout.
    @Test func visibleItemsHandlersChangeWhatQueriesReturn() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var seenOffsets: [CGPoint] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            seenOffsets.append(offset)
            for item in items where item.representedElementCategory == .cell {
                item.alpha = 0.5
                item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (view, source) = show(layout, counts: [4])
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 600)) ?? []
        #expect(!shown.isEmpty && shown.allSatisfy { $0.alpha == 0.5 && $0.transform.a == 0.8 })
        #expect(quad(shown[0].frame) == [0, 0, 160, 80])
        #expect(!seenOffsets.isEmpty)
        _ = (view, source)
    }

    @Test func viewControllersLoadTheirViewOnceOnFirstUse() {
        let controller = GridController()
        #expect(!controller.isViewLoaded)
        #expect(controller.loads == 0)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(controller.loads == 1)
        #expect(controller.collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(controller.view.subviews.first === controller.collectionView)
    }
}

final class GridController: UIViewController {
    var collectionView: UICollectionView!
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: GridLayouts.createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }
}
