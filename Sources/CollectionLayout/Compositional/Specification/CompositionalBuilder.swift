/// Builds a ``PreparedCompositional`` section by section (Docs/layouts.md, "Sections, boundary items and decorations", "Orthogonal scrolling").
///
/// Coordinates are generic over the main scroll axis: groups repeat along `axis`
/// (or along `cross` in an orthogonal strip), boundary items extend sections along
/// `axis`.
struct CompositionalBuilder {
    let axis: Axis
    let cross: Axis
    let viewport: Size
    let context: LayoutContext
    /// Every cell's frame, sized for every item by a prepare; the first ``cellCount``
    /// are placed (CompositionalBuilder+Cells.swift).
    var frames: [Rect] = []
    /// The cells placed so far.
    var cellCount = 0
    var zIndices: [Int] = []
    /// The cells of each orthogonal section, and where along the main axis its strip
    /// starts: they enter the main index with an empty extent there (``CellChunks``).
    var orthogonalRuns: [(cells: Range<Int>, at: Double)] = []
    private var sectionStarts: [Int] = [0]
    private var strips: [OrthogonalStrip] = []
    /// Per strip, how its records derive its frames, when they can
    /// (CompositionalBuilder+Strips.swift); the template cells they share.
    var stripDerivations: [StripDerivation?] = []
    var stripTemplates: [Rect] = []
    var extras: [LayoutAttributes] = []
    /// The list sections' separators, derived from their rows at query time.
    private var separators = ListSeparatorRuns()
    var pins: [SupplementaryKey: BoundaryPin] = [:]
    var sectionFrames: [Rect] = []
    private var groupSummaries: [SectionGroupSummary] = []
    /// First cell of each chunk after the first (``CellChunks``).
    var chunkCuts: [Int] = []
    /// What a later one-item relayout needs of each section (``SectionRecord``).
    private(set) var records: [SectionRecord] = []
    /// The main-axis position of every row of the sections solved by a ``RowTemplate``.
    var rowPositions: [Double] = []

    /// A builder for `context`; `reserving` sizes its arrays for every item first (a
    /// prepare), without it the builder only re-emits boundary items and decorations.
    init(axis: Axis, viewport: Size, context: LayoutContext, reserving: Bool = true) {
        self.axis = axis
        self.cross = axis.cross
        self.viewport = viewport
        self.context = context
        guard reserving else { return }
        var total = 0
        for s in context.sections { total += max(0, s.itemCount) }
        // A prepare has checked the item total against the budget.
        let cells = min(total, context.budget.maximumElements)
        frames = Self.uninitialized(cells)
        sectionStarts.reserveCapacity(context.sections.count + 1)
    }

    /// A boundary item with its resolved size.
    struct ResolvedBoundary: Sendable {
        var item: BoundarySupplementaryItem
        var size: Size
        /// True when attached to an edge along the main axis (it may extend the section).
        var alongMain: Bool
    }

    /// Resolves boundary items in `container`. A section's item with an estimated
    /// dimension self-sizes, whatever its kind: the dimension takes the measured size the
    /// data gives for that kind (`SectionMetrics.supplementarySize(ofKind:axis:)`), and
    /// keeps its estimate only when the data gives none.
    func resolve(
        _ items: [BoundarySupplementaryItem], in container: Size, metrics: SectionMetrics?
    ) -> [ResolvedBoundary] {
        items.map { item in
            var size = item.size.resolved(in: container)
            if let metrics, item.size.width.isEstimated || item.size.height.isEstimated {
                let measured = metrics.supplementarySize(ofKind: item.elementKind, axis: axis)
                if item.size.width.isEstimated, let w = measured.width { size.width = w }
                if item.size.height.isEstimated, let h = measured.height { size.height = h }
            }
            return ResolvedBoundary(item: item, size: size, alongMain: item.alignment.axis == axis)
        }
    }

    /// How far extending items at the start (or end) push the content.
    func extent(_ items: [ResolvedBoundary], atStart: Bool) -> Double {
        var e = 0.0
        for b in items where b.alongMain && b.item.extendsBoundary && b.item.alignment.isStart == atStart {
            e = max(e, b.size[axis])
        }
        return e
    }

    /// Places resolved boundary items of a section (or of the layout) spanning
    /// `start ..< end` along the main axis, whose content (before end items) ends at
    /// `contentEnd`, between `crossStart` and `crossEnd` across it.
    mutating func emit(
        _ items: [ResolvedBoundary], indexPath: IndexPath, start: Double, contentEnd: Double, end: Double,
        crossStart: Double, crossEnd: Double
    ) {
        for b in items {
            let main: Double
            let across: Double
            let isStart = b.item.alignment.isStart
            if b.alongMain {
                across = crossStart
                if isStart {
                    main = start
                } else {
                    main = b.item.extendsBoundary ? contentEnd : contentEnd - b.size[axis]
                }
            } else {
                across = isStart ? crossStart : crossEnd - b.size[cross]
                main = start + (end - start - b.size[axis]) / 2
            }
            var origin = Point.zero
            origin[axis] = main
            origin[cross] = across
            let frame = Rect(origin: origin, size: b.size)
            extras.append(
                LayoutAttributes(
                    category: .supplementary(kind: b.item.elementKind), indexPath: indexPath, frame: frame,
                    zIndex: b.item.zIndex))
            if b.item.pinToVisibleBounds {
                pins[SupplementaryKey(kind: b.item.elementKind, indexPath: indexPath)] = BoundaryPin(
                    atStart: !(b.alongMain && !isStart), natural: main, extent: b.size[axis], lower: start,
                    upper: end)
            }
        }
    }

    /// Lays out section `s` starting at `start` along the main axis; returns its end.
    /// `path` names the section's specification in errors.
    /// A section's group made ready to repeat: compiled, sized for the section, and
    /// solved into a template when no cell reads the data. Sections built from one
    /// specification share one plan.
    struct SectionPlan: Sendable {
        let section: LayoutSection
        /// The section's insets measured from its references.
        let insets: ResolvedSectionInsets
        let group: CompiledGroup
        let proposed: Size
        let template: GroupSolution?
        /// The fast solve of a data-driven group whose slots never move along its axis
        /// (``RowTemplate``), or `nil`.
        let row: RowTemplate?
    }

    /// Compiles `section`'s group and solves its template (named by `path` in errors).
    /// Complexity: O(the group's specification + the template's cells).
    func plan(_ section: LayoutSection, insets: ResolvedSectionInsets, path: String) throws(LayoutError)
        -> SectionPlan
    {
        let group = CompiledGroup(section.group)
        let proposed = section.group.size.resolved(in: GroupSolver.effective(viewport, insets.content))
        var template: GroupSolution?
        var row: RowTemplate?
        if !group.dependsOnData {
            var templateSolver = GroupSolver()
            templateSolver.budget = context.budget
            template = try templateSolver.solve(group, proposed: proposed) { path + ".group" }
        } else {
            row = RowTemplate(group, proposed: proposed, budget: context.budget)
        }
        return SectionPlan(
            section: section, insets: insets, group: group, proposed: proposed, template: template, row: row)
    }

    mutating func buildSection(
        _ s: Int, _ plan: SectionPlan, start: Double, path: String
    ) throws(LayoutError) -> Double {
        let section = plan.section
        let metrics = context.sections[s]
        let itemCount = metrics.itemCount
        let insets = plan.insets.content
        let sectionSpace = GroupSolver.effective(viewport, insets)
        let crossStart = plan.insets.supplementaryStart
        let crossEnd = viewport[cross] - plan.insets.supplementaryEnd
        var boundaryContainer = sectionSpace
        boundaryContainer[cross] = crossEnd - crossStart
        let boundary = resolve(section.boundarySupplementaryItems, in: boundaryContainer, metrics: metrics)
        let contentStart = start + extent(boundary, atStart: true) + insets.start(axis)

        let orthogonal = section.orthogonalScrollingBehavior.scrollsOrthogonally
        let group = plan.group
        let proposed = plan.proposed
        let dataDriven = group.dependsOnData
        let template = plan.template
        groupSummaries.append(SectionGroupSummary(section.group, cellsPerGroup: template?.cells.count))
        // Groups repeat along `along`; `across` is the other axis.
        let along = orthogonal ? cross : axis
        let across = along.cross
        let edge = group.edges
        let leadAlong = edge.start(along).minimum
        let trailAlong = edge.end(along).minimum
        let leadAcross = edge.start(across).minimum
        let trailAcross = edge.end(across).minimum
        var position = orthogonal ? insets.start(cross) : contentStart
        var depth = 0.0
        var placed = 0
        var groupCount = 0
        var groupStarts: [Double] = []
        var groupExtents: [Double] = []
        let firstCell = cellCount
        let firstRow = rowPositions.count
        let keepsRows = plan.row != nil && !orthogonal
        let itemMetrics = context.itemMetrics
        var solver = GroupSolver()
        solver.budget = context.budget
        if dataDriven {
            solver.metrics = { (item: Int) throws(LayoutError) -> ItemMetrics? in
                guard item < itemCount else { return nil }
                return try Self.checked(itemMetrics(IndexPath(item: item, section: s)), section: s, item: item)
            }
        }
        let row = plan.row
        // The instance being placed: the template (copied once), a row solved in place,
        // or the general solver's result. Read in place, never copied per group.
        let hasTemplate = template != nil
        // Bound once: an `if let` per group copied the template (retaining its slots).
        let hasRow = row != nil
        let rowTemplate = row ?? RowTemplate.unused
        var lastGroupStart = -Double.infinity
        // The cells go straight into the builder's storage (sized for every item by the
        // prepare), through pointers held for the whole section (CompositionalBuilder+Cells.swift).
        var storage = takeCellStorage()
        // Rows that stack along the main axis: solved straight into the storage
        // (CompositionalBuilder+Rows.swift).
        let fastRows = hasRow && !orthogonal && rowTemplate.axis == across && !rowTemplate.slots.isEmpty
        try storage.withCells { (cells: CellWriter) throws(LayoutError) in
            if fastRows {
                let acrossOrigin =
                    insets.start(across)
                    + edge.offset(extent: proposed[across], available: sectionSpace[across], axis: across)
                try placeRows(
                    rowTemplate, section: s, itemCount: itemCount, spacing: section.interGroupSpacing, path: path,
                    leadAlong: leadAlong, trailAlong: trailAlong, acrossOrigin: acrossOrigin, keepsRows: keepsRows,
                    position: &position, lastGroupStart: &lastGroupStart, placed: &placed, groupCount: &groupCount,
                    cells)
                return
            }
            // Local to the walk (not captured), so reading its cells retains nothing.
            var current = template ?? GroupSolution(size: .zero, cells: [], zIndices: [], dependsOnData: false)
            while placed < itemCount {
                if hasTemplate {
                    // `current` is the template.
                } else if hasRow {
                    try rowTemplate.solve(base: placed, itemCount: itemCount, into: &current) {
                        (item: Int) throws(LayoutError) -> ItemMetrics in
                        try Self.checked(itemMetrics(IndexPath(item: item, section: s)), section: s, item: item)
                    }
                } else {
                    // Released first, so the solver recycles the last instance's storage.
                    current = GroupSolution(size: .zero, cells: [], zIndices: [], dependsOnData: false)
                    solver.base = placed
                    solver.ordinal = 0
                    current = try solver.solveInstance(group, proposed: proposed) { path + ".group" }
                }
                let n = min(current.cells.count, itemCount - placed)
                if groupCount > 0 {
                    try Self.requireGroupOrder(
                        position: position, spacing: section.interGroupSpacing, leadAlong: leadAlong,
                        lastGroupStart: lastGroupStart, path: path)
                    position += section.interGroupSpacing
                }
                position += leadAlong
                lastGroupStart = position
                var origin = Point.zero
                origin[along] = position
                if orthogonal {
                    origin[across] = contentStart + leadAcross
                    depth = max(depth, leadAcross + current.size[across] + trailAcross)
                } else {
                    origin[across] =
                        insets.start(across)
                        + edge.offset(extent: current.size[across], available: sectionSpace[across], axis: across)
                }
                if orthogonal && !hasTemplate {
                    groupStarts.append(position)
                    groupExtents.append(current.size[along])
                }
                if keepsRows { rowPositions.append(position) }
                appendCells(current, origin: origin, count: n, cells)
                position += current.size[along] + trailAlong
                placed += n
                groupCount += 1
            }
        }
        restoreCellStorage(storage)
        if orthogonal && cellCount > firstCell { orthogonalRuns.append((firstCell..<cellCount, contentStart)) }
        let contentEnd = orthogonal ? contentStart + depth : (groupCount > 0 ? position : contentStart)
        let sectionContentEnd = contentEnd + insets.end(axis)
        let end = sectionContentEnd + extent(boundary, atStart: false)

        if orthogonal {
            let groups: GroupRun
            if let template {
                groups = .uniform(
                    first: insets.start(cross) + leadAlong,
                    pitch: leadAlong + template.size[along] + trailAlong + section.interGroupSpacing,
                    extent: template.size[along], count: groupCount)
            } else {
                groups = .list(starts: groupStarts, extents: groupExtents)
            }
            let contentLength = (groupCount > 0 ? position : insets.start(cross)) + insets.end(cross)
            var bandStart = contentStart
            var bandEnd = contentStart + depth
            // A strip whose cells' cross edges both ascend (a row of groups, the common
            // shelf) needs no index of its own: its queries bisect the frames.
            var monotone = true
            var previous = (start: -Double.infinity, end: -Double.infinity)
            for f in frames[firstCell..<cellCount] {
                let edges = (start: f.min(cross), end: f.max(cross))
                if edges.start < previous.start || edges.end < previous.end { monotone = false }
                previous = edges
                bandStart = min(bandStart, f.min(axis))
                bandEnd = max(bandEnd, f.max(axis))
            }
            var cellIndex: VisibilityIndex?
            if !monotone {
                let cells = frames[firstCell..<cellCount]
                cellIndex = VisibilityIndex(
                    starts: cells.map { $0.min(cross) }, ends: cells.map { $0.max(cross) }, axis: cross)
            }
            var stripFrame = Rect.zero
            stripFrame.origin[axis] = contentStart
            stripFrame.size[axis] = depth
            stripFrame.size[cross] = viewport[cross]
            stripDerivations.append(
                template.flatMap { template in
                    guard case .uniform(let first, let pitch, _, _) = groups else { return nil }
                    return derivation(
                        of: firstCell..<cellCount, template: template.cells, groupFirst: first, groupPitch: pitch,
                        mainOrigin: contentStart + leadAcross)
                })
            strips.append(
                OrthogonalStrip(
                    section: s, behavior: section.orthogonalScrollingBehavior, axis: cross, frame: stripFrame,
                    contentLength: contentLength, groups: groups, cells: firstCell..<cellCount,
                    band: (bandStart, bandEnd), cellIndex: cellIndex))
        }

        let record = SectionRecord(
            plan: plan, boundary: boundary, start: start, contentEnd: sectionContentEnd, end: end,
            crossStart: crossStart, crossEnd: crossEnd, firstRow: keepsRows ? firstRow : -1)
        emitExtras(of: s, record)
        if !orthogonal {
            // A list's separators and row backgrounds follow its rows (the relayout of one
            // measured size lays out a layout with list sections by a prepare).
            section.listDecorations?.append(
                rows: frames[firstCell..<cellCount], section: s, axis: axis, to: &extras, separators: &separators)
        }
        records.append(record)
        sectionStarts.append(cellCount)
        try context.budget.require(cellCount + extras.count + separators.count, "the sections so far", at: path)
        return end
    }

    /// `m`, the metrics of item `item` of section `section`, when its width and height
    /// (where given) are finite and >= 0; else the error naming the bad key.
    @inline(__always)
    static func checked(_ m: ItemMetrics, section: Int, item: Int) throws(LayoutError) -> ItemMetrics {
        if let w = m.width, !LayoutError.isFiniteNonNegative(w) { throw badMetric(section, item, "width", w) }
        if let h = m.height, !LayoutError.isFiniteNonNegative(h) { throw badMetric(section, item, "height", h) }
        return m
    }

    static func badMetric(_ section: Int, _ item: Int, _ key: String, _ value: Double) -> LayoutError {
        LayoutError(
            path: "sections[\(section)].items[\(item)].\(key)", message: "must be a finite number >= 0, got \(value)")
    }

    /// The prepared layout, whose layout-wide boundary items are `global`, after the
    /// sections' content ending at `contentEnd`.
    func finish(contentSize: Size, global: [ResolvedBoundary], contentEnd: Double) -> PreparedCompositional {
        var stripOfSection: [Int: Int] = [:]
        var bandStarts: [Double] = []
        var bandEnds: [Double] = []
        for (i, strip) in strips.enumerated() {
            stripOfSection[strip.section] = i
            bandStarts.append(strip.band.start)
            bandEnds.append(strip.band.end)
        }
        let (store, pins, sectionFrames) = extrasStore()
        var prepared = PreparedCompositional(
            axis: axis, viewport: viewport, cellFrames: placedFrames(), cellZIndices: zIndices,
            sectionStarts: sectionStarts, cells: cellChunks(),
            strips: strips, stripOfSection: stripOfSection,
            stripBands: StripBands(starts: bandStarts, ends: bandEnds, axis: axis), extras: store, pins: pins,
            sectionFrames: sectionFrames, sectionGroups: groupSummaries)
        prepared.records = records
        prepared.stripRecords = zip(strips, stripDerivations).map { StripRecord($0, derivation: $1) }
        prepared.stripTemplates = stripTemplates
        prepared.hasListSections = records.contains { $0.plan.section.listDecorations != nil }
        prepared.separators = separators
        prepared.rowPositions = rowPositions
        prepared.global = global
        prepared.contentEnd = contentEnd
        return prepared
    }
}
