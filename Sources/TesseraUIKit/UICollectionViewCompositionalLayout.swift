import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `NSCollectionLayoutSectionProvider`: builds section `index` for an environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout`, on the engine's `CompositionalLayout`.
///
/// `prepare()` calls the section provider once per section (on the main actor) with an
/// environment whose container is the collection view's size inside its adjusted
/// content inset, converts the sections to the engine's values and lays them out there.
/// What the engine cannot lay out (item-anchored supplementary items, corner alignments,
/// boundary offsets) is noted in the collection view's `tesseraProblems`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: Source
    /// Layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The engine layout of the last prepare (its orthogonal strips' offsets are
    /// ``orthogonalOffsets``).
    public private(set) var engineLayout = CompositionalLayout(
        section: UICollectionViewCompositionalLayout.emptySection)
    /// The scroll offset of each orthogonal strip, by section (the preview sets them).
    public var orthogonalOffsets: [Int: Double] {
        get { engineLayout.orthogonalOffsets }
        set { engineLayout.orthogonalOffsets = newValue }
    }
    private var needsRebuild = true
    /// The engine layout before the last prepare: where disappearing items were.
    private var previousEngineLayout = CompositionalLayout(section: UICollectionViewCompositionalLayout.emptySection)

    /// The same section everywhere.
    public init(section: NSCollectionLayoutSection) {
        source = .section(section)
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// The same section everywhere, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        self.configuration = configuration
        super.init()
    }

    /// Sections from `sectionProvider`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        source = .provider(sectionProvider)
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// Sections from `sectionProvider`, with a configuration.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        source = .provider(sectionProvider)
        self.configuration = configuration
        super.init()
    }

    /// Not available from archives.
    public required init?(coder: NSCoder) { nil }

    /// A list layout: every section a list of `configuration`.
    open class func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    private static let emptySection = LayoutSection(
        group: .horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)),
            subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)))]))

    /// Calls the provider and lays the sections out in the engine.
    /// Complexity: the engine's, O(n) for n items, plus one provider call per section.
    open override func prepare() {
        super.prepare()
        guard needsRebuild, let view = collectionView else { return }
        needsRebuild = false
        let size = UICollectionViewFlowLayout.containerSize(of: view)
        let environment = TesseraLayoutEnvironment(engine: CompositionalLayout.environment(for: size))
        let (config, configLost) = configuration.engine()
        var lost = configLost
        var sections: [LayoutSection] = []
        let count = view.numberOfSections
        for s in 0..<count {
            let made: NSCollectionLayoutSection?
            switch source {
            case .section(let section): made = section
            case .provider(let provider): made = provider(s, environment)
            }
            guard let made else {
                view.tesseraNote("the section provider returned nil for section \(s); UIKit requires a section")
                sections.append(Self.emptySection)
                continue
            }
            let (engine, problems) = made.engine(axis: config.scrollDirection)
            lost += problems.map { "section \(s): \($0)" }
            sections.append(engine)
        }
        let offsets = engineLayout.orthogonalOffsets
        let made = sections
        var layout = CompositionalLayout(configuration: config) { s, _ in made[s] }
        layout.orthogonalOffsets = offsets
        let context = LayoutContext(
            containerSize: size, itemCounts: (0..<count).map { view.numberOfItems(inSection: $0) })
        do {
            try layout.prepare(for: context)
        } catch {
            view.tesseraNote("UICollectionViewCompositionalLayout cannot lay out: \(error)")
            layout = CompositionalLayout(section: Self.emptySection)
        }
        for problem in Set(lost).sorted() { view.tesseraNote("not laid out as in UIKit: \(problem)") }
        previousEngineLayout = engineLayout
        engineLayout = layout
    }

    /// The engine's answers (``EngineBackedQueries``), which the inherited queries give.
    override var engineAnswers: (any EngineAnswering)? {
        EngineBackedQueries(
            current: engineLayout, previous: previousEngineLayout,
            offset: EngineBackedQueries<CompositionalLayout>.offset(of: collectionView),
            make: make)
    }

    private func make(_ a: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return UICollectionViewLayoutAttributes.make(from: a, type: type) { $0 }
    }

    /// True for a size change (fractions and the provider's environment depend on it);
    /// a pure scroll only re-queries (pinned items move at query time).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return false }
        return old.size != newBounds.size
    }

    /// Lays out again at the next prepare.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsRebuild = true
        super.invalidateLayout(with: context)
    }
}
