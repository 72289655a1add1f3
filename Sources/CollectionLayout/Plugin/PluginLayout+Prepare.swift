extension PluginLayout {
    /// Places every section with its plugin and indexes the result.
    ///
    /// Throws a ``LayoutError`` for an unusable viewport (`viewport`), plugin parameter
    /// (`layout.sections[i].columns`, ...), effect (`layout.effects[i].span`,
    /// `layout.sectionEffects[s][i].span`), section view height
    /// (`sections[s].header.height`) or item key (`sections[s].items[i].aspectRatio`),
    /// for what a custom plugin returns that breaks its contract (`layout.sections[s]`,
    /// see ``LayoutPlugin``), and when the content grows beyond finite coordinates.
    /// Complexity: O(n) for n items and plugin-made elements (mosaic: O(n * columns)),
    /// plus O(n log n) to index elements whose starts along the axis are not in order
    /// (staggered columns of unequal heights, vertically centred flow lines).
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        let axis = scrollDirection
        let transposed = axis == .horizontal
        let size = context.containerSize
        try PluginValidation.nonNegative(size.width, path: "viewport.width")
        try PluginValidation.nonNegative(size.height, path: "viewport.height")
        followSectionIdentities(context.sections.map(\.identifier))
        if sections.isEmpty, !context.sections.isEmpty {
            throw LayoutError(path: "layout.sections", message: "must list at least one plugin")
        }
        for (i, plugin) in sections.enumerated() { try plugin.validate(path: "layout.sections[\(i)]") }
        for (i, effect) in effects.enumerated() { try effect.validate(path: "layout.effects[\(i)]") }
        for (i, effect) in customEffects.enumerated() {
            try effect.base.validate(path: "layout.customEffects[\(i)]")
        }
        for (section, list) in sectionEffects.sorted(by: { $0.key < $1.key }) {
            guard section >= 0 else {
                throw LayoutError(
                    path: "layout.sectionEffects", message: "must name sections >= 0, got section \(section)")
            }
            for (i, effect) in list.enumerated() {
                try effect.validate(path: "layout.sectionEffects[\(section)][\(i)]")
            }
        }

        let cross = transposed ? size.height : size.width
        var total = 0
        for (s, section) in context.sections.enumerated() {
            guard section.itemCount >= 0 else {
                throw LayoutError(
                    path: "sections[\(s)].count", message: "must be an integer >= 0, got \(section.itemCount)")
            }
            try PluginValidation.nonNegative(section.headerHeight, path: "sections[\(s)].header.height")
            try PluginValidation.nonNegative(section.footerHeight, path: "sections[\(s)].footer.height")
            total += section.itemCount
        }
        try LayoutError.requireWithinBudget(items: total, context: context, extrasPerSection: 2)
        // Every cell's frame is written once, straight into the store's array: a built-in
        // plugin writes its section through a pointer, a custom one appends to an array of
        // its own, copied in (see `placeSections`).
        // The cell index's edges are written section by section while the section's
        // frames are still in cache (unless staggered columns are merged into the index
        // from the frames): reading a million frames back for them was a 32 MB pass.
        var placed: Result<PlacedSections, LayoutError>?
        let writesEdges = !hasMergedColumns(context)
        var edges = CellEdges()
        var starts: [Double] = []
        var ends: [Double] = []
        let frames = [Rect](unsafeUninitializedCapacity: Swift.max(1, total)) { buffer, count in
            LargeArrays.advise(buffer)
            let out = buffer.baseAddress!
            func place() {
                placed = Result { () throws(LayoutError) -> PlacedSections in
                    try placeSections(context, cross: cross, transposed: transposed, into: out, edges: &edges)
                }
            }
            if writesEdges {
                (starts, ends) = LargeArrays.pair(count: total) { s, e in
                    edges = CellEdges(starts: s.baseAddress, ends: e.baseAddress)
                    place()
                }
            } else {
                place()
            }
            // Frames are trivial values: nothing to release when the placement failed.
            if case .success = placed { count = total }
        }
        guard let placed else { preconditionFailure("the frames' initialiser runs its closure") }
        let result = try placed.get()
        let (headers, footers, made, offset, contentCross) = (
            result.headers, result.footers, result.made, result.offset, result.contentCross
        )
        let bands = result.bands
        var extras: [LayoutAttributes] = []
        extras.reserveCapacity(headers.count + footers.count + made.elements.count)
        // Dump order: supplementary kinds by name ("footer" < "header"), then index path.
        for (s, f) in footers {
            extras.append(
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.footer), indexPath: IndexPath(item: 0, section: s),
                    frame: transposed ? Self.transpose(f) : f))
        }
        for (s, f) in headers {
            extras.append(
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s),
                    frame: transposed ? Self.transpose(f) : f))
        }

        contentSize = transposed ? Size(width: offset, height: contentCross) : Size(width: contentCross, height: offset)
        viewportExtent = size[axis]
        stickyBands = bands
        preparedItemCounts = context.itemCounts
        // The plugins' own elements; the store sorts them into dump order.
        for var e in made.elements {
            if transposed { e.frame = Self.transpose(e.frame) }
            extras.append(e)
        }
        adjustedElements = made.adjusted
        elementAdjusters = made.adjusters
        activeEffects = effects
        activeCustomEffects = customEffects
        activeSectionEffects = sectionEffects
        store = buildStore(
            axis: axis, itemCounts: preparedItemCounts, cellFrames: frames, extras: extras,
            cellIndex: writesEdges
                ? VisibilityIndex(starts: starts, ends: ends, axis: axis, order: nil, sorted: edges.sorted)
                : mergedCellIndex(frames, context: context, axis: axis))
        store.cellsStayPut = cellsStayPut
    }

    /// The cell index built by merging the round-robin columns of staggered sections
    /// (``PluginCellOrder``), when some section has several; `nil` (the index sorts the
    /// cells itself) otherwise, or when the merge does not give sorted cells (a section of
    /// another plugin placing its cells out of order).
    private func mergedCellIndex(_ frames: [Rect], context: LayoutContext, axis: Axis) -> VisibilityIndex? {
        // Nothing to merge (and nothing allocated) without a staggered section of several columns.
        guard hasMergedColumns(context) else { return nil }
        var sections: [PluginCellOrder.Section] = []
        sections.reserveCapacity(context.sections.count)
        var first = 0
        for (s, section) in context.sections.enumerated() {
            sections.append(
                PluginCellOrder.Section(first: first, count: section.itemCount, lanes: lanes(s, context: context)))
            first += section.itemCount
        }
        return PluginCellOrder.index(frames, sections: sections, axis: axis)
    }

    /// The round-robin columns of section `s` (1 unless it is staggered).
    private func lanes(_ s: Int, context: LayoutContext) -> Int {
        guard case .staggered(let staggered) = plugin(forSection: s) else { return 1 }
        return Swift.max(1, Swift.min(staggered.columns, context.sections[s].itemCount))
    }

    /// True when some section is staggered over several columns, whose cells the index
    /// merges by column (``mergedCellIndex(_:context:axis:)``). Complexity: O(sections).
    private func hasMergedColumns(_ context: LayoutContext) -> Bool {
        context.sections.indices.contains { lanes($0, context: context) > 1 }
    }

    /// What placing the sections gives besides the cells' frames (logical coordinates).
    struct PlacedSections {
        var headers: [(section: Int, frame: Rect)] = []
        var footers: [(section: Int, frame: Rect)] = []
        var bands: [StickyBand] = []
        var made = PluginElements()
        /// The end of the last section along the scroll axis.
        var offset = 0.0
        /// The content's extent across the axis.
        var contentCross: Double
    }

    /// Places every section in order, writing the cells' frames to `out` (room for every
    /// item of `context`), in real coordinates (transposed at the end for a horizontal
    /// layout). A built-in plugin writes its frames in place; a custom plugin appends to
    /// an array holding its section's frames only (one array for the prepare, emptied
    /// per section), which is checked and copied in. Each section's cell edges go to
    /// `edges` as soon as it is placed. Complexity: O(n) for n items plus the plugins' own.
    private func placeSections(
        _ context: LayoutContext, cross: Double, transposed: Bool, into out: UnsafeMutablePointer<Rect>,
        edges: inout CellEdges
    ) throws(LayoutError) -> PlacedSections {
        var placed = PlacedSections(contentCross: cross)
        placed.bands.reserveCapacity(context.sections.count)
        var customFrames: [Rect] = []
        var offset = 0.0
        var first = 0
        for (s, section) in context.sections.enumerated() {
            let plugin = plugin(forSection: s)
            let spacing = plugin.spacing
            let insets = transposed ? Self.transpose(spacing.sectionInset) : spacing.sectionInset
            let sectionStart = offset
            if section.headerHeight > 0 {
                placed.headers.append((s, Rect(x: 0, y: offset, width: cross, height: section.headerHeight)))
                offset += section.headerHeight
            }
            offset += insets.top
            let input = PluginSectionInput(
                section: s, itemCount: section.itemCount, crossExtent: cross, start: offset, insets: insets,
                lineSpacing: spacing.minimumLineSpacing, itemSpacing: spacing.minimumInteritemSpacing,
                transposed: transposed, metrics: context.itemMetrics)
            let end: Double
            if let builtInEnd = try plugin.placeBuiltIn(input, at: out + first) {
                end = builtInEnd
            } else {
                customFrames.removeAll(keepingCapacity: true)
                end = try plugin.placeItems(input, into: &customFrames)
                try Self.checkCustomPlacement(customFrames, from: 0, input: input, end: end)
                customFrames.withUnsafeBufferPointer { placedFrames in
                    if let base = placedFrames.baseAddress {
                        (out + first).initialize(from: base, count: placedFrames.count)
                    }
                }
            }
            let (band, sectionCross) = Self.band(
                of: UnsafeBufferPointer(start: out + first, count: section.itemCount), insets: insets)
            placed.bands.append(band)
            edges.write(out + first, count: section.itemCount, at: first)
            if sectionCross > placed.contentCross { placed.contentCross = sectionCross }
            offset = end + insets.bottom
            if section.footerHeight > 0 {
                placed.footers.append((s, Rect(x: 0, y: offset, width: cross, height: section.footerHeight)))
                offset += section.footerHeight
            }
            guard offset.isFinite else {
                throw LayoutError(path: "sections[\(s)]", message: "the content grows beyond finite coordinates")
            }
            first += section.itemCount
            if case .custom(let custom) = plugin {
                let placement = PluginSectionPlacement(
                    input: input, itemFrames: customFrames[...], itemsEnd: end, sectionStart: sectionStart,
                    sectionEnd: offset)
                try Self.placeElements(
                    of: custom, placement, hasHeader: section.headerHeight > 0, hasFooter: section.footerHeight > 0,
                    into: &placed.made)
                try context.budget.require(
                    first + placed.headers.count + placed.footers.count + placed.made.elements.count,
                    "the plugins' elements", at: "layout.sections[\(s)]")
            }
        }
        if transposed {
            for i in 0..<first { out[i] = Self.transpose(out[i]) }
        }
        placed.offset = offset
        return placed
    }

    /// True when no active effect changes a cell: only sticky effects (which move headers
    /// and footers) and no custom effects (plugins adjust only their own elements, never
    /// cells). Queries then skip the adjustment for cells.
    var cellsStayPut: Bool {
        func onlySticky(_ effects: [PluginEffect]) -> Bool {
            effects.allSatisfy { if case .sticky = $0 { true } else { false } }
        }
        return activeCustomEffects.isEmpty && onlySticky(activeEffects)
            && activeSectionEffects.values.allSatisfy(onlySticky)
    }

    /// Keeps the active effects and the cell index in step with ``effects``.
    mutating func effectsDidChange() {
        activeEffects = effects.filter(\.isValid)
        activeCustomEffects = customEffects.filter(\.isValid)
        activeSectionEffects = sectionEffects.mapValues { $0.filter(\.isValid) }
        if cellMargin != store.cellMargin {
            store = buildStore(
                axis: store.axis, itemCounts: preparedItemCounts, cellFrames: store.cellFrames, extras: store.extras)
        }
        store.cellsStayPut = cellsStayPut
    }

    /// Builds the element store: cells with a margin for the elastic effects, headers
    /// and footers indexed by every place a sticky effect can move them to.
    /// `cellIndex`, when given, indexes `cellFrames` along `axis` (built by the prepare).
    func buildStore(
        axis: Axis, itemCounts: [Int], cellFrames: [Rect], extras: [LayoutAttributes],
        cellIndex: VisibilityIndex? = nil
    ) -> ElementStore {
        let bands = stickyBands
        let layout = self
        let envelope = { (attributes: LayoutAttributes) -> Rect in
            var frame = Self.stickyEnvelope(of: attributes, axis: axis, bands: bands)
            if let reach = layout.pluginReach(of: attributes), reach > 0 {
                frame.origin[axis] -= reach
                frame.size[axis] += 2 * reach
            }
            return frame
        }
        guard let cellIndex else {
            return ElementStore(
                axis: axis, sectionItemCounts: itemCounts, cellFrames: cellFrames, extras: extras,
                cellMargin: cellMargin, envelope: envelope)
        }
        return ElementStore(
            axis: axis, sectionItemCounts: itemCounts, cellFrames: cellFrames, extras: extras,
            cellMargin: cellMargin, envelope: envelope, cellIndex: cellIndex)
    }

    /// How far the effects can move a cell: the largest sum of elastic spacings over
    /// ``effects`` and every list of ``sectionEffects``, plus the custom effects' reaches.
    /// Complexity: O(effects).
    var cellMargin: Double {
        var elastic = activeEffects.reduce(0) { $0 + $1.cellReach }
        for list in activeSectionEffects.values { elastic = Swift.max(elastic, list.reduce(0) { $0 + $1.cellReach }) }
        return activeCustomEffects.reduce(elastic) { $0 + $1.reach }
    }

    /// The rectangle covering every frame a header or footer can take under a sticky
    /// effect (its own frame for other elements).
    static func stickyEnvelope(of attributes: LayoutAttributes, axis: Axis, bands: [StickyBand]) -> Rect {
        guard case .supplementary(let kind) = attributes.category,
            attributes.indexPath.section >= 0, attributes.indexPath.section < bands.count
        else { return attributes.frame }
        let band = bands[attributes.indexPath.section]
        var frame = attributes.frame
        let start = frame.origin[axis]
        let h = frame.size[axis]
        let reach: (Double, Double)
        switch kind {
        case ElementKind.header: reach = band.headerReach(start: start, length: h)
        case ElementKind.footer: reach = band.footerReach(start: start, length: h)
        default: return frame
        }
        frame.origin[axis] = reach.0
        frame.size[axis] = reach.1 - reach.0
        return frame
    }

    /// The extent along the scroll axis of a section's cells, and their largest end
    /// across it (logical coordinates).
    static func band(of frames: UnsafeBufferPointer<Rect>, insets: EdgeInsets) -> (StickyBand, Double) {
        var lo = Double.infinity
        var hi = -Double.infinity
        var right = 0.0
        for i in 0..<frames.count {
            let f = frames[i]
            if f.minY < lo { lo = f.minY }
            if f.maxY > hi { hi = f.maxY }
            if f.maxX > right { right = f.maxX }
        }
        let band = StickyBand(
            itemsStart: frames.isEmpty ? 0 : lo, itemsEnd: frames.isEmpty ? 0 : hi,
            insetBefore: insets.top, insetAfter: insets.bottom, hasItems: !frames.isEmpty)
        return (band, right)
    }

    /// Swaps x and y (and width and height).
    @inline(__always) static func transpose(_ r: Rect) -> Rect {
        Rect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }

    /// Insets of the transposed layout: the leading inset along the scroll axis is the
    /// original left inset, and so on.
    static func transpose(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
    }

    /// Throws unless a custom plugin appended exactly one finite frame with a size >= 0 per
    /// item and returned a finite end no earlier than the section's start: the layout
    /// never indexes or shows what a plugin got wrong. Complexity: O(items).
    static func checkCustomPlacement(
        _ frames: [Rect], from first: Int, input: PluginSectionInput, end: Double
    ) throws(LayoutError) {
        let path = "layout.sections[\(input.section)]"
        let placed = frames.count - first
        guard placed == input.itemCount else {
            throw LayoutError(
                path: path,
                message: "the plugin placed \(placed) frames for \(input.itemCount) items; it must place one per item")
        }
        for (item, frame) in frames[first...].enumerated()
        where !(frame.isFinite && frame.width >= 0 && frame.height >= 0) {
            throw LayoutError(
                path: path, message: "the plugin gave item \(item) a frame that is not finite or has a negative size")
        }
        guard end.isFinite, end >= input.start else {
            throw LayoutError(
                path: path, message: "the plugin's items end at \(end), before their start \(input.start) or not finite"
            )
        }
    }
}
