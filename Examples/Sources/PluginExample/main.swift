// The PluginLayout sample, ported: a view controller gives every section its own plugin
// (flow, grid, staggered, mosaic, and a timeline plugin of its own, `TimelinePlugin`),
// the items their aspect ratios, and turns on sticky headers and a fade, as the sample's
// delegate does with `PluginLayoutDelegate`. The grid section sits on a card, a decoration
// made by a plugin of its own (`CardBackgroundPlugin`), and the staggered section takes
// its own effects (elastic instead of the fade), as the delegate gives effects per section.
import CollectionLayout
import ExampleOutput

/// The sample's `ViewController`, without UIKit.
final class PluginViewController {
    /// Aspect ratios (width / height) of the pictures, per section.
    let ratios: [[Double]] = [
        [1, 1, 1, 1, 1],
        [1.5, 1, 0.75, 1, 1.5, 1],
        [1, 0.5, 2, 1, 0.75],
        [1.5, 0.7, 1, 1.2, 0.8, 1],
        [1, 1, 1, 1],
    ]
    var layout = PluginLayout()
    let bounds = Size(width: 375, height: 667)

    /// `collectionView(_:layout:pluginForSectionAt:)`.
    func plugin(forSectionAt section: Int) -> SectionPlugin {
        let spacing = PluginSpacing(
            sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), minimumLineSpacing: 8,
            minimumInteritemSpacing: 8)
        switch section {
        case 0: return .flow(FlowPlugin(itemSize: Size(width: 80, height: 40), alignment: .center, spacing: spacing))
        case 1:
            let grid = SectionPlugin.grid(GridPlugin(lineFraction: 3, aspectRatio: 1, spacing: spacing))
            return .custom(AnyLayoutPlugin(CardBackgroundPlugin(base: grid, padding: 4)))
        case 2: return .staggered(StaggeredPlugin(columns: 2, spacing: spacing))
        case 3: return .mosaic(MosaicPlugin(columns: 3, lineMultiple: 20, spacing: spacing))
        default: return .custom(AnyLayoutPlugin(TimelinePlugin(itemHeight: 80, spacing: spacing)))
        }
    }

    func viewDidLoad() throws(LayoutError) {
        layout.sections = ratios.indices.map(plugin(forSectionAt:))
        layout.effects = [.sticky(.headers), .fade(span: 200)]
        layout.sectionEffects[2] = [.sticky(.headers), .elastic(spacing: 20, span: 300)]
        let ratios = self.ratios
        let context = LayoutContext(
            containerSize: bounds,
            sections: ratios.map { SectionMetrics(itemCount: $0.count, headerHeight: 30) },
            itemMetrics: ItemMetricsProvider { ItemMetrics(aspectRatio: ratios[$0.section][$0.item]) })
        try layout.prepare(for: context)
    }
}

let controller = PluginViewController()
do {
    try controller.viewDidLoad()
    FramePrinter.printLayout("Plugins per section", controller.layout)
    FramePrinter.printQuery(
        "Scrolled to 400 (sticky header, fading cells, elastic section 2)", controller.layout,
        rect: Rect(x: 0, y: 400, width: 375, height: 667), contentOffset: Point(x: 0, y: 400))
} catch {
    print("error: \(error)")
}
