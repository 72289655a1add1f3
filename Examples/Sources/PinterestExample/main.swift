// The Pinterest sample's photo stream, ported: a view controller owns the photos, acts as
// the layout's delegate (photo heights, banner heights, items between ads) and asks the
// layout for its frames, as the sample's view controller does with `PinterestLayout`.
import CollectionLayout
import ExampleOutput

/// One photo of the stream, as the sample's photo list describes it.
struct Photo: Sendable {
    let caption: String
    let height: Double
}

/// The sample's view controller, without UIKit: the same delegate answers, and the
/// layout prepared for the collection view's bounds.
final class PhotoStreamViewController {
    let photos: [Photo] = [
        Photo(caption: "Lake", height: 220), Photo(caption: "Forest", height: 140),
        Photo(caption: "Street", height: 180), Photo(caption: "Harbour", height: 100),
        Photo(caption: "Dunes", height: 260), Photo(caption: "Market", height: 120),
        Photo(caption: "Bridge", height: 160), Photo(caption: "Peaks", height: 200),
    ]
    var layout = PinterestLayout()
    var bounds = Size(width: 375, height: 667)

    // MARK: PinterestLayoutDelegate

    /// `collectionView(_:layout:heightForItemAtIndexPath:)`.
    func heightForItem(at indexPath: IndexPath) -> Double { photos[indexPath.item].height }
    /// `collectionView(_:layout:heightForBannerAtIndexPath:)`: every banner is 120 points,
    /// padding included.
    func heightForBanner(at indexPath: IndexPath) -> Double { 120 }
    /// `numberOfItemsBeforeAds(in:)`: a banner after every fourth photo.
    func numberOfItemsBeforeAds() -> Int { 4 }

    // MARK: Life cycle

    func viewDidLoad() throws(LayoutError) {
        layout.numberOfColumns = 2
        layout.cellPadding = 6
        layout.numberOfItemsBeforeAds = numberOfItemsBeforeAds()
        layout.bannerHeights = [heightForBanner(at: IndexPath(item: 0, section: 0))]
        try reloadLayout()
    }

    /// `viewWillTransition(to:with:)`: the layout re-reads the width at every prepare.
    func viewWillTransition(to size: Size) throws(LayoutError) {
        bounds = size
        try reloadLayout()
    }

    private func reloadLayout() throws(LayoutError) {
        let heights = photos.indices.map { heightForItem(at: IndexPath(item: $0, section: 0)) }
        let context = LayoutContext(
            containerSize: bounds, itemCounts: [photos.count],
            itemMetrics: ItemMetricsProvider { ItemMetrics(height: heights[$0.item]) })
        try layout.prepare(for: context)
    }
}

let controller = PhotoStreamViewController()
do {
    try controller.viewDidLoad()
    FramePrinter.printLayout("Photo stream, portrait", controller.layout)
    FramePrinter.printQuery(
        "Scrolled to 500", controller.layout, rect: Rect(x: 0, y: 500, width: 375, height: 200))
    try controller.viewWillTransition(to: Size(width: 667, height: 375))
    FramePrinter.printLayout("Photo stream, landscape", controller.layout)
} catch {
    print("error: \(error)")
}
