/// Queries of a prepared compositional layout: cells (with strip offsets applied) and
/// supplementary views and decorations (with pinning applied), always on copies.
extension CompositionalLayout {
    /// Every element whose frame, with strips at their offsets and pinned items for
    /// `contentOffset`, intersects `rect`, in dump order. Complexity: O(log n + k):
    /// the cells of scrolling sections come from the main-axis index, the cells of
    /// orthogonal strips from each crossing strip, searched across at the strip's offset
    /// (by its own index, or by bisecting its frames when they form a row), pinned items
    /// from their envelopes.
    ///
    /// A section's ``LayoutSection/visibleItemsInvalidationHandler`` then runs on copies
    /// of the section's elements found; which elements are found is decided before it
    /// runs (by the frames above), so the handler changes how they look, never whether
    /// they are reported (``VisibleItem``; Docs/layouts.md, "Visible items handlers").
    /// The strips rest at their ``OrthogonalStrip/initialOffset``; a viewer that scrolls
    /// them passes their offsets (``query(_:contentOffset:orthogonalOffsets:)``).
    public func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        query(rect, contentOffset: contentOffset, orthogonalOffsets: [:])
    }

    /// ``query(_:contentOffset:)`` with each strip at its offset in `orthogonalOffsets`
    /// (by section, in strip coordinates; a section not listed rests at its strip's
    /// ``OrthogonalStrip/initialOffset``). Nothing in the layout changes: the same
    /// prepared layout answers any offsets. Complexity: as ``query(_:contentOffset:)``.
    public func query(_ rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Double]) -> LayoutQuery {
        var sink = ArraySink()
        let probes = visit(rect, contentOffset: contentOffset, orthogonalOffsets, into: &sink)
        applyVisibleItemsHandlers(to: &sink.elements, contentOffset: contentOffset, orthogonalOffsets)
        return LayoutQuery(elements: sink.elements, probes: probes)
    }

    /// Calls `body` with each element of ``query(_:contentOffset:)``, in the same order,
    /// without building the array. Complexity: as the query; memory: one integer per
    /// cell found, with its frame (the elements themselves when a section has a visible-items handler,
    /// which needs a section's elements together).
    public func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, contentOffset: contentOffset, orthogonalOffsets: [:], body)
    }

    /// ``forEachElement(in:contentOffset:_:)`` with each strip at its offset in
    /// `orthogonalOffsets`. Complexity: as the query.
    public func forEachElement(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Void
    ) {
        guard !visibleItems.isEmpty else {
            withoutActuallyEscaping(body) { body in
                var sink = ClosureSink(body: body)
                _ = visit(rect, contentOffset: contentOffset, orthogonalOffsets, into: &sink)
            }
            return
        }
        query(rect, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets).elements.forEach(body)
    }

    /// Runs the sections' visible-items handlers on `elements` (copies).
    private func applyVisibleItemsHandlers(
        to elements: inout [LayoutAttributes], contentOffset: Point, _ orthogonalOffsets: [Int: Double]
    ) {
        guard !visibleItems.isEmpty else { return }
        let p = prepared
        visibleItems.apply(to: &elements, contentOffset: contentOffset, cross: p.axis.cross) { section in
            p.stripOfSection[section].map { Self.offset(of: p.strips[$0], in: orthogonalOffsets) }
        }
    }

    /// The offset `strip` is shown at for `orthogonalOffsets` (``ScrollPosition/offset(of:)``).
    @inline(__always)
    static func offset(of strip: OrthogonalStrip, in orthogonalOffsets: [Int: Double]) -> Double {
        if let o = orthogonalOffsets[strip.section], o.isFinite { return o }
        return strip.initialOffset
    }

    /// The query's walk: `sink` hears how many cells match before it takes the first
    /// element. Returns the probes. It reads ``prepared`` in place (a copy of it cost
    /// about 40 reference-count operations per query) and is generic over the sink, so
    /// a query's appends are inlined.
    @inline(__always)
    private func visit<Sink: ElementSink>(
        _ rect: Rect, contentOffset: Point, _ orthogonalOffsets: [Int: Double], into sink: inout Sink
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        guard prepared.separators.isEmpty else {
            return visitWithSeparators(rect, contentOffset: contentOffset, orthogonalOffsets, into: &sink)
        }
        let axis = prepared.axis
        let a = rect.min(axis)
        let b = rect.max(axis)
        return CellHits.withStack { found in
            var probes = prepared.cellFrames.withUnsafeBufferPointer { cellFrames in
                prepared.cells.forEachOverlapping(a, b) { position, shift in
                    var frame = cellFrames[position]
                    if shift != 0 { frame.origin[axis] += shift }
                    if frame.intersects(rect) { found.add(position, frame) }
                }
            }
            if !prepared.strips.isEmpty { probes += visitStrips(rect, orthogonalOffsets, into: &found) }
            found.sortIfNeeded()
            // The extras' candidates first, so that the result is sized once, exactly, for both.
            let search = prepared.extras.search(rect)
            probes += search.probes
            return found.withHits { hits in
                prepared.extras.withCandidates(search, probes: &probes) { none, extras in
                    sink.reserve(hits.count + extras.count)
                    prepared.sectionStarts.withUnsafeBufferPointer { starts in
                        var section = hits.isEmpty ? 0 : found.firstSection(hits[0].position, starts: starts)
                        for hit in hits {
                            while starts[section + 1] <= hit.position { section += 1 }
                            sink.take(cell(hit.position, section: section, frame: hit.frame, in: prepared))
                        }
                    }
                    if prepared.pins.isEmpty {
                        prepared.extras.emit(rect, none, extras, adjusting: false, { _ in }, into: &sink)
                    } else {
                        prepared.extras.emit(
                            rect, none, extras, adjusting: true, { pin(&$0, contentOffset: contentOffset) },
                            into: &sink)
                    }
                }
                return probes
            }
        }
    }

    /// Adds to `found` the cells of the orthogonal strips that `rect` reaches, at their
    /// offsets in `orthogonalOffsets`. Each strip is searched over a slightly wider band
    /// in its own coordinates, then every cell is tested exactly. Returns the probes.
    /// Complexity: O(log n + k) for the k cells reached.
    ///
    /// The strips are borrowed in place through a pointer and the closures capture
    /// buffers, never `self`: a strip read by subscript copied it (its index's arrays
    /// retained and released), and a closure that named ``prepared`` copied the whole
    /// layout, per strip and per cell (about 50,000 instructions per query with a thousand
    /// strips, against a few thousand now). Not inlined: most layouts have no strip,
    /// and their queries should not carry its code.
    @inline(never)
    func visitStrips(_ rect: Rect, _ orthogonalOffsets: [Int: Double], into found: inout CellHits) -> Int {
        // A few offsets (a viewer passes those of the strips on screen) are copied once
        // onto the stack and compared by section: hashing a section per strip cost
        // about 140 instructions.
        let few = 16
        guard orthogonalOffsets.count <= few else {
            return visitStrips(rect, into: &found) { orthogonalOffsets[$0] }
        }
        return withUnsafeTemporaryAllocation(of: (section: Int, offset: Double).self, capacity: few) { list in
            var count = 0
            for (section, offset) in orthogonalOffsets {
                list[count] = (section, offset)
                count += 1
            }
            return visitStrips(rect, into: &found) { section in
                for k in 0..<count where list[k].section == section { return list[k].offset }
                return nil
            }
        }
    }

    /// ``visitStrips(_:_:into:)`` with each strip's offset from `offsetOf` (by section;
    /// `nil` or not finite: the strip's ``OrthogonalStrip/initialOffset``).
    @inline(__always)
    private func visitStrips(
        _ rect: Rect, into found: inout CellHits, offsetOf: (Int) -> Double?
    ) -> Int {
        let axis = prepared.axis
        let cross = axis.cross
        let stripBands = prepared.stripBands
        return prepared.stripRecords.withUnsafeBufferPointer { records in
            prepared.strips.withUnsafeBufferPointer { strips in
                prepared.cellFrames.withUnsafeBufferPointer { frames in
                    prepared.stripTemplates.withUnsafeBufferPointer { templates in
                        prepared.cells.shifts.withUnsafeBufferPointer { shifts in
                            prepared.cells.firstCell.withUnsafeBufferPointer { chunkStarts in
                                guard let first = records.baseAddress else { return 0 }
                                let shifted = !(shifts.count == 1 && shifts[0] == 0)
                                var probes = 0
                                probes += stripBands.forEachOverlapping(
                                    rect.min(axis), rect.max(axis), start: { first[$0].bandStart },
                                    end: { first[$0].bandEnd },
                                    report: { i in
                                        let record = first + i
                                        let off =
                                            offsetOf(record.pointee.section).flatMap { $0.isFinite ? $0 : nil }
                                            ?? record.pointee.initialOffset
                                        // Two-argument `max`s: the variadic one built an array per strip.
                                        let slack =
                                            1e-9
                                            * max(max(1, abs(off)), max(abs(rect.min(cross)), abs(rect.max(cross))))
                                        let firstCell = record.pointee.firstCell
                                        // A strip's cells lie in one chunk: its shift is looked up once.
                                        let shift =
                                            shifted ? shifts[ElementStore.section(holding: firstCell, chunkStarts)] : 0
                                        let a = rect.min(cross) + off - slack
                                        let b = rect.max(cross) + off + slack
                                        let before = found.count
                                        defer {
                                            if found.sectionHint < 0 && found.count > before {
                                                found.sectionHint = record.pointee.section
                                            }
                                        }
                                        if record.pointee.indexed, let index = strips[i].cellIndex {
                                            probes += index.forEachOverlapping(a, b) { item in
                                                let position = firstCell + item
                                                Self.add(
                                                    position, frames[position], shift, off, rect, axis, into: &found)
                                            }
                                        } else {
                                            // A derived strip's search and cells read no frame.
                                            probes += record.pointee.forEachRowCell(
                                                overlapping: a, b, cross: cross, frames: frames, templates: templates
                                            ) { Self.add(firstCell + $0, $1, shift, off, rect, axis, into: &found) }
                                        }
                                    })
                                return probes
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds the strip cell at flat `position`, whose frame at strip offset 0 is `stored`,
    /// to `found` when, moved by its chunk's `shift` along `axis` and by its strip's
    /// offset `off` across, it intersects `rect`.
    @inline(__always)
    private static func add(
        _ position: Int, _ stored: Rect, _ shift: Double, _ off: Double, _ rect: Rect, _ axis: Axis,
        into found: inout CellHits
    ) {
        var frame = stored
        if shift != 0 { frame.origin[axis] += shift }
        frame = moved(frame, by: off, along: axis.cross)
        if frame.intersects(rect) { found.add(position, frame) }
    }

    /// Every element, with strips at their offsets and pinned items for
    /// `contentOffset`, in dump order; a section's visible-items handler gets all of its
    /// elements. Complexity: O(n).
    /// The strips rest at their ``OrthogonalStrip/initialOffset``.
    public func allElements(contentOffset: Point) -> [LayoutAttributes] {
        allElements(contentOffset: contentOffset, orthogonalOffsets: [:])
    }

    /// ``allElements(contentOffset:)`` with each strip at its offset in
    /// `orthogonalOffsets`. Complexity: O(n).
    public func allElements(contentOffset: Point, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(prepared.cellFrames.count + prepared.extras.extraCount + prepared.separators.count)
        walkAll(contentOffset: contentOffset, orthogonalOffsets) { out.append($0) }
        applyVisibleItemsHandlers(to: &out, contentOffset: contentOffset, orthogonalOffsets)
        return out
    }

    /// Calls `body` with every element of ``allElements(contentOffset:)``, in order.
    /// Complexity: O(n), O(1) memory (O(n) when a section has a visible-items handler).
    public func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        forEachElement(contentOffset: contentOffset, orthogonalOffsets: [:], body)
    }

    /// ``forEachElement(contentOffset:_:)`` with each strip at its offset in
    /// `orthogonalOffsets`. Complexity: O(n), O(1) memory (O(n) when a section has a
    /// visible-items handler).
    public func forEachElement(
        contentOffset: Point, orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Void
    ) {
        guard visibleItems.isEmpty else {
            allElements(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets).forEach(body)
            return
        }
        walkAll(contentOffset: contentOffset, orthogonalOffsets, body)
    }

    /// Every element before the handlers, in dump order.
    private func walkAll(
        contentOffset: Point, _ orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Void
    ) {
        let p = prepared
        var chunk = 0
        for section in 0..<(p.sectionStarts.count - 1) {
            let off = p.stripOfSection[section].map { Self.offset(of: p.strips[$0], in: orthogonalOffsets) }
            for position in p.sectionStarts[section]..<p.sectionStarts[section + 1] {
                while p.cells.firstCell[chunk + 1] <= position { chunk += 1 }
                var frame = p.cellFrames[position]
                if p.cells.shifts[chunk] != 0 { frame.origin[p.axis] += p.cells.shifts[chunk] }
                if let off { frame = Self.moved(frame, by: off, along: p.axis.cross) }
                body(cell(position, section: section, frame: frame, in: p))
            }
        }
        guard !p.separators.isEmpty else {
            if p.pins.isEmpty {
                p.extras.forEachElement(body)
            } else {
                p.extras.forEachElement(adjust: { pin(&$0, contentOffset: contentOffset) }, body)
            }
            return
        }
        // The separators, derived from their rows, among the stored extras in dump order.
        var separators = ListSeparatorRuns.Walk(p.separators) { p.cellFrame($0) }
        var next = separators.next()
        p.extras.forEachElement(adjust: p.pins.isEmpty ? nil : { pin(&$0, contentOffset: contentOffset) }) { e in
            while let separator = next, LayoutAttributes.dumpOrder(separator, e) {
                body(separator)
                next = separators.next()
            }
            body(e)
        }
        while let separator = next {
            body(separator)
            next = separators.next()
        }
    }

    /// The cell at `indexPath` with its strip at its ``OrthogonalStrip/initialOffset``, or
    /// `nil` when out of range. It takes no content offset, so a visible-items handler does
    /// not run: the cell is as prepared (queries return the handler's changes).
    public func element(at indexPath: IndexPath) -> LayoutAttributes? {
        element(at: indexPath, orthogonalOffsets: [:])
    }

    /// ``element(at:)`` with the cell's strip at its offset in `orthogonalOffsets`.
    /// Complexity: O(1) expected.
    public func element(at indexPath: IndexPath, orthogonalOffsets: [Int: Double]) -> LayoutAttributes? {
        let p = prepared
        guard indexPath.section >= 0, indexPath.section < p.sectionStarts.count - 1, indexPath.item >= 0 else {
            return nil
        }
        let position = p.sectionStarts[indexPath.section] + indexPath.item
        guard position < p.sectionStarts[indexPath.section + 1] else { return nil }
        var frame = p.cellFrame(position)
        if let i = p.stripOfSection[indexPath.section] {
            frame = Self.moved(frame, by: Self.offset(of: p.strips[i], in: orthogonalOffsets), along: p.axis.cross)
        }
        return cell(position, section: indexPath.section, frame: frame, in: p)
    }

    /// The main-axis cell index's search for `rect`, recorded (the first step of
    /// ``query(_:contentOffset:)``; orthogonal strips search their own indexes).
    /// Complexity: O(log n).
    public func searchTrace(_ rect: Rect) -> QueryTrace? {
        var trace = QueryTrace()
        guard !rect.isEmpty else { return trace }
        prepared.cells.run(rect.min(prepared.axis), rect.max(prepared.axis), trace: &trace)
        return trace
    }

    /// The supplementary view of `kind` at `indexPath` (`[0, 0]` for layout-wide
    /// items), pinned for `contentOffset`. Complexity: O(log extras).
    public func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        guard var a = prepared.extras.extra(.supplementary(kind: kind), at: indexPath) else { return nil }
        pin(&a, contentOffset: contentOffset)
        return a
    }

    /// The decoration of `kind` at `indexPath` (a list's separator derived from its row).
    /// Complexity: O(log extras + log list sections).
    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepared.extra(.decoration(kind: kind), at: indexPath)
    }

    func cell(_ position: Int, section: Int, frame: Rect, in p: PreparedCompositional) -> LayoutAttributes {
        LayoutAttributes(
            code: .cell, indexPath: IndexPath(item: position - p.sectionStarts[section], section: section),
            frame: frame, zIndex: p.cellZIndices.isEmpty ? 0 : p.cellZIndices[position])
    }

    /// Moves a pinned supplementary view to its place for `contentOffset`.
    func pin(_ a: inout LayoutAttributes, contentOffset: Point) {
        guard case .supplementary(let kind) = a.category,
            let pin = prepared.pins[SupplementaryKey(kind: kind, indexPath: a.indexPath)]
        else { return }
        let axis = prepared.axis
        a.frame.origin[axis] = pin.position(offset: contentOffset[axis], viewport: prepared.viewport[axis])
    }

    /// `frame` as seen with its strip scrolled to `offset` along `axis`.
    @inline(__always) static func moved(_ frame: Rect, by offset: Double, along axis: Axis) -> Rect {
        var f = frame
        f.origin[axis] -= offset
        return f
    }
}
