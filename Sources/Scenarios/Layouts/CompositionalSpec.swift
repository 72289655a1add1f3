import CollectionLayout
import InertText

/// `"type": "compositional"`: `UICollectionViewCompositionalLayout`.
///
/// Keys (defaults): `sections` (required, a non-empty list of SECTION specs; section
/// `s` of the data uses spec `min(s, count - 1)`, so the last one repeats),
/// `interSectionSpacing` (0), `boundaryItems` (none: layout-wide headers and footers,
/// BOUNDARY specs whose kinds must differ from the sections'), `scrollDirection`
/// ("vertical" or "horizontal"), `contentInsetsReference` ("safeArea"), `environment`
/// (the view's safe area, layout margins and readable width). The grammar of SECTION, GROUP, ITEM, SIZE, DIM,
/// EDGES and BOUNDARY is in the scenario format; insets use `leading`/`trailing`.
/// Items may give `width` and `height`, read for estimated dimensions; a `header` or
/// `footer` boundary item with an estimated height takes the section's header or
/// footer height. Any number of sections.
public struct CompositionalSpec: DecodableLayoutSpec {
    public static let typeName = "compositional"

    /// The section specs; the last one repeats for further sections.
    public var sections: [LayoutSection]
    /// Scroll direction, inter-section spacing and layout-wide boundary items.
    public var configuration: CompositionalLayoutConfiguration

    /// A spec from engine values (`sections` must not be empty).
    public init(sections: [LayoutSection], configuration: CompositionalLayoutConfiguration = .init()) {
        self.sections = sections
        self.configuration = configuration
    }

    /// The view's safe area, layout margins and readable width (`"environment"`).
    public var guides = ContainerGuides()
    /// Per section spec (by its number), the variants it switches to by the container's
    /// width (`"variants"`), as a section provider switches between a phone and a tablet
    /// layout; see ``CompositionalWidthVariant``.
    public var widthVariants: [Int: [CompositionalWidthVariant]] = [:]
    /// The identifiers of the file's sections, in order: section spec `i` belongs to the
    /// section with identifier `sectionIdentifiers[i]` (the last spec to every further
    /// one), and follows it through every update, undo and reload, as a UIKit section
    /// provider switches on `snapshot.sectionIdentifiers[index]`. A section whose
    /// identifier is not listed (inserted later) takes the spec of its position. Empty:
    /// by position alone.
    public var sectionIdentifiers: [String] = []

    static let parameterKeys = [
        "sections", "interSectionSpacing", "boundaryItems", "scrollDirection", "contentInsetsReference", "environment",
    ]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        let d = layout.diagnostics
        let errorsBefore = d.errors.count
        let scrollDirection = try layout.oneOf("scrollDirection", default: Axis.vertical)
        let nodes = try layout.required("sections").nonEmptyArray()
        sections = try d.each(nodes) { (n) throws(ScenarioError) in
            try CompositionalDecoding.section(n.object(), scrollDirection: scrollDirection)
        }
        for (i, n) in nodes.enumerated() {
            guard case .object = n.value else { continue }
            let list = try d.attempt { () throws(ScenarioError) in
                try CompositionalWidthVariant.decodeAll(n.object(), scrollDirection: scrollDirection)
            }
            if let list, !list.isEmpty { widthVariants[i] = list }
        }
        configuration = CompositionalLayoutConfiguration(
            scrollDirection: scrollDirection, interSectionSpacing: try layout.number("interSectionSpacing", default: 0))
        configuration.contentInsetsReference = try layout.oneOf("contentInsetsReference", default: .safeArea)
        if let node = layout["environment"] {
            guides = try layout.reading(node, or: ContainerGuides()) { (n) throws(ScenarioError) in
                try CompositionalDecoding.guides(n)
            }
        }
        if let node = layout["boundaryItems"] {
            let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
            configuration.boundarySupplementaryItems = try d.each(nodes) { (n) throws(ScenarioError) in
                try CompositionalDecoding.boundary(n.object())
            }
        }
        // The checks below compare what was read; after a bad value they would only
        // repeat it.
        guard d.errors.count == errorsBefore else { return }
        // What the grammar cannot say (duplicate kinds, a layout-wide kind reused by a
        // section), checked by the engine with the file's paths.
        do throws(LayoutError) {
            try configuration.validate(path: layout.path.description)
            let global = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
            for (i, variants) in widthVariants.sorted(by: { $0.key < $1.key }) {
                for (j, variant) in variants.enumerated() {
                    let path = layout.path.appending("sections").appending(i).appending("variants").appending(j)
                    try variant.section.validate(path: path.description)
                }
            }
            for (i, section) in sections.enumerated() {
                let path = layout.path.appending("sections").appending(i).description
                try section.validate(path: path)
                for (j, b) in section.boundarySupplementaryItems.enumerated() where global.contains(b.elementKind) {
                    throw LayoutError(
                        path: path + ".boundaryItems[\(j)].kind",
                        message: "kind \(InertText.quoted(b.elementKind)) is also a layout-wide boundary item kind")
                }
            }
        } catch {
            throw ScenarioError(file: layout.file, layoutError: error)
        }
    }

    /// A two-column grid whose rows take their items' heights (estimated 100), with
    /// each section's header, footer and background where the data has them.
    static func defaultSpec(for scenario: Scenario) -> CompositionalSpec? {
        let sections =
            scenario.sections.isEmpty
            ? [defaultSection(header: 0, footer: 0, background: false)]
            : scenario.sections.map {
                defaultSection(
                    header: $0.metrics.headerHeight, footer: $0.metrics.footerHeight,
                    background: scenario.appearance.section($0.id).background != nil)
            }
        var spec = CompositionalSpec(sections: sections)
        spec.sectionIdentifiers = scenario.sections.map(\.id)
        return spec
    }

    private static func defaultSection(header: Double, footer: Double, background: Bool) -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100)),
            contentInsets: DirectionalEdgeInsets(all: 4))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)), subitems: [item])
        var section = LayoutSection(
            group: group, interGroupSpacing: 8,
            contentInsets: DirectionalEdgeInsets(top: 4, leading: 4, bottom: 12, trailing: 4))
        if header > 0 {
            section.boundarySupplementaryItems.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.header,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(header)),
                    alignment: .top))
        }
        if footer > 0 {
            section.boundarySupplementaryItems.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.footer,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(footer)),
                    alignment: .bottom))
        }
        if background { section.decorationItems = [.background()] }
        return section
    }

    public func following(_ ids: [String]) -> any LayoutSpec {
        var copy = self
        copy.sectionIdentifiers = ids
        return copy
    }

    /// Throws when the spec has no section spec (only possible for a spec built in
    /// code; files must give one).
    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        guard !sections.isEmpty else {
            throw ScenarioError(file: scenario.file, path: "layout.sections", message: "must be a non-empty array")
        }
    }

    public func makeConfiguration() -> any LayoutConfiguration {
        // An empty list cannot come from a file; it makes every section an error.
        let sections =
            self.sections.isEmpty
            ? [
                LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: [LayoutSubitem]()))
            ]
            : self.sections
        let last = sections.count - 1
        let variants = widthVariants
        let axis = configuration.scrollDirection
        var layout = CompositionalLayout.Configuration(configuration: configuration) { number, environment in
            let spec = min(number, last)
            let width = environment.container.contentSize.width
            let section =
                variants[spec].flatMap { CompositionalWidthVariant.section(in: $0, width: width, axis: axis) }
                ?? sections[spec]
            // A list's metrics follow the container's width (the `w` key changes it).
            guard let list = section.listConfiguration else { return section }
            return .list(using: list, layoutEnvironment: environment)
        }
        layout.guides = guides
        let specByID = Dictionary(
            sectionIdentifiers.enumerated().map { ($1, min($0, last)) }, uniquingKeysWith: { first, _ in first })
        layout.sectionSpecIndex = { index, id in id.flatMap { specByID[$0] } ?? min(index, last) }
        return layout
    }
}
