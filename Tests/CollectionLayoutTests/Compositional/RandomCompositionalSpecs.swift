import TestSupport

@testable import CollectionLayout

/// Random compositional specifications for property tests: nested groups of every
/// kind, spacings, insets, estimated items, boundary items (some pinned), backgrounds
/// and every orthogonal behaviour, in both scroll directions.
struct RandomCompositionalSpecs {
    var rng: SeededGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    mutating func fraction(_ range: ClosedRange<Int>) -> Double { Double(int(range)) / 20 }

    mutating func spacing() -> LayoutSpacing? {
        switch int(0...3) {
        case 0: return nil
        case 1: return .fixed(Double(int(0...12)))
        default: return .flexible(Double(int(0...12)))
        }
    }

    mutating func edgeSpacing() -> LayoutEdgeSpacing {
        guard chance(0.25) else { return LayoutEdgeSpacing() }
        return LayoutEdgeSpacing(leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
    }

    mutating func insets(_ maximum: Int) -> DirectionalEdgeInsets {
        guard chance(0.6) else { return .zero }
        return DirectionalEdgeInsets(
            top: Double(int(0...maximum)), leading: Double(int(0...maximum)),
            bottom: Double(int(0...maximum)), trailing: Double(int(0...maximum)))
    }

    /// A dimension along a group's axis (kept small enough to fit) or across it.
    mutating func dimension(along: Bool, axis: Axis, estimated: Bool) -> LayoutDimension {
        if estimated && chance(0.3) { return .estimated(Double(int(10...80))) }
        switch int(0...3) {
        case 0: return .absolute(Double(int(along ? 10...90 : 10...150)))
        case 1:
            return axis == .horizontal
                ? .fractionalWidth(fraction(2...(along ? 10 : 20)))
                : .fractionalHeight(fraction(2...(along ? 10 : 20)))
        case 2: return axis == .horizontal ? .fractionalHeight(fraction(2...20)) : .fractionalWidth(fraction(2...10))
        default: return .fractionalWidth(fraction(1...(along ? 6 : 12)))
        }
    }

    mutating func item(groupAxis: Axis, estimated: Bool) -> LayoutItem {
        let w = dimension(along: groupAxis == .horizontal, axis: .horizontal, estimated: estimated)
        let h = dimension(along: groupAxis == .vertical, axis: .vertical, estimated: estimated)
        return LayoutItem(size: LayoutSize(width: w, height: h), contentInsets: insets(6), edgeSpacing: edgeSpacing())
    }

    mutating func group(depth: Int, estimated: Bool, top: Bool) -> LayoutGroup {
        let size: LayoutSize
        if top {
            size = LayoutSize(
                width: chance(0.7) ? .fractionalWidth(fraction(8...20)) : .absolute(Double(int(80...400))),
                height: pick([
                    .absolute(Double(int(30...200))), .fractionalWidth(fraction(3...12)),
                    .fractionalHeight(fraction(1...6)), .estimated(Double(int(30...120))),
                ]))
        } else {
            size = LayoutSize(width: .fractionalWidth(fraction(4...10)), height: .fractionalHeight(fraction(8...20)))
        }
        if chance(0.08) {
            var custom = LayoutGroup.custom(size: size) { environment in
                let s = environment.container.contentSize
                return [
                    LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: s.width / 2, height: s.height / 2)),
                    LayoutGroupCustomItem(
                        frame: Rect(x: s.width / 4, y: s.height / 4, width: s.width / 2, height: s.height / 2),
                        zIndex: 2),
                    LayoutGroupCustomItem(
                        frame: Rect(x: s.width / 2, y: s.height / 2, width: s.width / 2, height: s.height / 2)),
                ]
            }
            custom.edgeSpacing = edgeSpacing()
            return custom
        }
        let axis: Axis = chance(0.6) ? .horizontal : .vertical
        var subitems: [LayoutSubitem] = []
        for _ in 0..<int(1...3) {
            if depth < 2 && chance(0.3) {
                subitems.append(.group(group(depth: depth + 1, estimated: estimated, top: false)))
            } else {
                subitems.append(.item(item(groupAxis: axis, estimated: estimated)))
            }
        }
        var g = LayoutGroup(size: size, arrangement: axis == .horizontal ? .horizontal : .vertical, subitems: subitems)
        switch int(0...5) {
        case 0:
            g.repetition = .equalSlots(int(1...4))
            g.subitems = [subitems[0]]
        case 1:
            g.repetition = .repeating(int(1...4))
            g.subitems = [subitems[0]]
        default: break
        }
        g.interItemSpacing = spacing()
        g.contentInsets = insets(8)
        g.edgeSpacing = edgeSpacing()
        return g
    }

    mutating func boundary(_ kind: String, alignments: [BoundarySupplementaryItem.Alignment])
        -> BoundarySupplementaryItem
    {
        BoundarySupplementaryItem(
            elementKind: kind,
            size: LayoutSize(
                width: chance(0.7) ? .fractionalWidth(1) : .absolute(Double(int(20...120))),
                height: chance(0.7) ? .absolute(Double(int(10...60))) : .estimated(Double(int(10...60)))),
            alignment: pick(alignments), extendsBoundary: chance(0.8), pinToVisibleBounds: chance(0.5))
    }

    mutating func section(axis: Axis) -> LayoutSection {
        let estimated = chance(0.3)
        var section = LayoutSection(
            group: group(depth: 0, estimated: estimated, top: true), interGroupSpacing: Double(int(0...15)),
            contentInsets: insets(20))
        let start: BoundarySupplementaryItem.Alignment = axis == .vertical ? .top : .leading
        let end: BoundarySupplementaryItem.Alignment = axis == .vertical ? .bottom : .trailing
        if chance(0.6) { section.boundarySupplementaryItems.append(boundary(ElementKind.header, alignments: [start])) }
        if chance(0.4) { section.boundarySupplementaryItems.append(boundary(ElementKind.footer, alignments: [end])) }
        if chance(0.15) {
            section.boundarySupplementaryItems.append(
                boundary("side", alignments: axis == .vertical ? [.leading, .trailing] : [.top, .bottom]))
        }
        section.supplementariesFollowContentInsets = chance(0.8)
        if chance(0.4) { section.decorationItems = [.background(contentInsets: insets(6))] }
        if chance(0.45) {
            section.orthogonalScrollingBehavior = pick(Array(OrthogonalScrollingBehavior.allCases.dropFirst()))
        }
        return section
    }

    /// A random layout prepared for random data, or `nil` when the random specification
    /// is impossible (some subitem never fits).
    mutating func preparedLayout() -> StripViewer? {
        let axis: Axis = chance(0.8) ? .vertical : .horizontal
        let sectionCount = int(1...4)
        var sections: [LayoutSection] = []
        for _ in 0..<sectionCount { sections.append(section(axis: axis)) }
        var configuration = CompositionalLayoutConfiguration(
            scrollDirection: axis, interSectionSpacing: Double(int(0...20)))
        if chance(0.3) {
            configuration.boundarySupplementaryItems.append(
                boundary("layout-header", alignments: [axis == .vertical ? .top : .leading]))
        }
        if chance(0.2) {
            configuration.boundarySupplementaryItems.append(
                boundary("layout-footer", alignments: [axis == .vertical ? .bottom : .trailing]))
        }
        let frozen = sections
        var layout = CompositionalLayout(configuration: configuration) { index, _ in frozen[index] }
        let viewport = Size(width: Double(int(200...800)), height: Double(int(300...900)))
        var metrics: [[ItemMetrics]] = []
        var infos: [SectionMetrics] = []
        for _ in 0..<sectionCount {
            let count = chance(0.1) ? 0 : int(1...60)
            metrics.append(
                (0..<count).map { _ in
                    ItemMetrics(
                        width: chance(0.5) ? Double(int(5...200)) : nil,
                        height: chance(0.5) ? Double(int(5...200)) : nil)
                })
            infos.append(SectionMetrics(itemCount: count, headerHeight: chance(0.3) ? Double(int(10...50)) : 0))
        }
        do {
            try layout.prepare(
                for: LayoutContext(containerSize: viewport, sections: infos, itemMetrics: .table(metrics)))
        } catch {
            return nil
        }
        var viewer = StripViewer(layout)
        for strip in layout.orthogonalStrips where chance(0.7) {
            let range = strip.offsetRange
            viewer.orthogonalOffsets[strip.section] =
                chance(0.5)
                ? strip.restingOffset(nearest: Double(int(-200...2000)))
                : Double(int(Int(range.lowerBound) - 100...Int(range.upperBound) + 100)) + (chance(0.5) ? 0.5 : 0)
        }
        return viewer
    }
}
