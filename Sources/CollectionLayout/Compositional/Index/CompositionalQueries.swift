/// Queries of a prepared compositional layout: cells (with strip offsets applied) and
/// supplementary views and decorations (with pinning applied), always on copies.
extension CompositionalLayout {
    /// Every element whose frame, with strips at their offsets and pinned items for
    /// `contentOffset`, intersects `rect`, in dump order. Complexity: O(log n + k):
    /// the cells of scrolling sections come from the main-axis index, the cells of
    /// orthogonal strips from each crossing strip's own cross-axis index (searched with
    /// the strip's offset), pinned items from their envelopes.
    ///
    /// A section's ``LayoutSection/visibleItemsInvalidationHandler`` then runs on copies
    /// of the section's elements found; which elements are found is decided before it
    /// runs (by the frames above), so the handler changes how they look, never whether
    /// they are reported (``VisibleItem``; Docs/layouts.md, "Visible items handlers").
    public func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        var elements: [LayoutAttributes] = []
        let probes = visit(
            rect, contentOffset: contentOffset, reserve: { elements.reserveCapacity($0) }, { elements.append($0) })
        applyVisibleItemsHandlers(to: &elements, contentOffset: contentOffset)
        return LayoutQuery(elements: elements, probes: probes)
    }

    /// Calls `body` with each element of ``query(_:contentOffset:)``, in the same order,
    /// without building the array. Complexity: as the query; memory: one integer per
    /// cell found (the elements themselves when a section has a visible-items handler,
    /// which needs a section's elements together).
    public func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        guard !visibleItems.isEmpty else {
            _ = visit(rect, contentOffset: contentOffset, reserve: { _ in }, body)
            return
        }
        query(rect, contentOffset: contentOffset).elements.forEach(body)
    }

    /// Runs the sections' visible-items handlers on `elements` (copies).
    private func applyVisibleItemsHandlers(to elements: inout [LayoutAttributes], contentOffset: Point) {
        guard !visibleItems.isEmpty else { return }
        let p = prepared
        visibleItems.apply(to: &elements, contentOffset: contentOffset, cross: p.axis.cross) { section in
            p.stripOfSection[section].map { offset(of: p.strips[$0]) }
        }
    }

    /// The query's walk: `reserve` hears how many cells match before `body` hears the
    /// first element. Returns the probes.
    private func visit(
        _ rect: Rect, contentOffset: Point, reserve: (Int) -> Void, _ body: (LayoutAttributes) -> Void
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let p = prepared
        let axis = p.axis
        let cross = axis.cross
        let a = rect.min(axis)
        let b = rect.max(axis)
        var hits: [Int] = []
        var probes = p.cells.forEachOverlapping(a, b) { position, shift in
            var frame = p.cellFrames[position]
            if shift != 0 { frame.origin[axis] += shift }
            if frame.intersects(rect) { hits.append(position) }
        }
        var crossing: [Int] = []
        probes += p.stripIndex.forEachOverlapping(a, b) { crossing.append($0) }
        var shifted: [Int: Double] = [:]
        for i in crossing {
            let strip = p.strips[i]
            let off = offset(of: strip)
            shifted[strip.section] = off
            // Search a slightly wider band in strip coordinates, then test exactly.
            let slack = 1e-9 * max(1, abs(off), abs(rect.min(cross)), abs(rect.max(cross)))
            probes += strip.cellIndex.forEachOverlapping(rect.min(cross) + off - slack, rect.max(cross) + off + slack) {
                let position = strip.firstCell + $0
                if Self.moved(p.cellFrame(position), by: off, along: cross).intersects(rect) { hits.append(position) }
            }
        }
        hits.sort()
        reserve(hits.count + 8)
        var section = 0
        for position in hits {
            while p.sectionStarts[section + 1] <= position { section += 1 }
            var frame = p.cellFrame(position)
            if let off = shifted[section] { frame = Self.moved(frame, by: off, along: cross) }
            body(cell(position, section: section, frame: frame, in: p))
        }
        if p.pins.isEmpty {
            probes += p.extras.forEachElement(in: rect, body)
        } else {
            probes += p.extras.forEachElement(in: rect, adjust: { pin(&$0, contentOffset: contentOffset) }, body)
        }
        return probes
    }

    /// Every element, with strips at their offsets and pinned items for
    /// `contentOffset`, in dump order; a section's visible-items handler gets all of its
    /// elements. Complexity: O(n).
    public func allElements(contentOffset: Point) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(prepared.cellFrames.count + prepared.extras.extras.count)
        walkAll(contentOffset: contentOffset) { out.append($0) }
        applyVisibleItemsHandlers(to: &out, contentOffset: contentOffset)
        return out
    }

    /// Calls `body` with every element of ``allElements(contentOffset:)``, in order.
    /// Complexity: O(n), O(1) memory (O(n) when a section has a visible-items handler).
    public func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        guard visibleItems.isEmpty else {
            allElements(contentOffset: contentOffset).forEach(body)
            return
        }
        walkAll(contentOffset: contentOffset, body)
    }

    /// Every element before the handlers, in dump order.
    private func walkAll(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        let p = prepared
        var chunk = 0
        for section in 0..<(p.sectionStarts.count - 1) {
            let off = p.stripOfSection[section].map { offset(of: p.strips[$0]) }
            for position in p.sectionStarts[section]..<p.sectionStarts[section + 1] {
                while p.cells.firstCell[chunk + 1] <= position { chunk += 1 }
                var frame = p.cellFrames[position]
                if p.cells.shifts[chunk] != 0 { frame.origin[p.axis] += p.cells.shifts[chunk] }
                if let off { frame = Self.moved(frame, by: off, along: p.axis.cross) }
                body(cell(position, section: section, frame: frame, in: p))
            }
        }
        if p.pins.isEmpty {
            p.extras.forEachElement(body)
        } else {
            p.extras.forEachElement(adjust: { pin(&$0, contentOffset: contentOffset) }, body)
        }
    }

    /// The cell at `indexPath` with its strip at its offset, or `nil` when out of range.
    /// It takes no content offset, so a visible-items handler does not run: the cell is
    /// as prepared (queries return the handler's changes).
    public func element(at indexPath: IndexPath) -> LayoutAttributes? {
        let p = prepared
        guard indexPath.section >= 0, indexPath.section < p.sectionStarts.count - 1, indexPath.item >= 0 else {
            return nil
        }
        let position = p.sectionStarts[indexPath.section] + indexPath.item
        guard position < p.sectionStarts[indexPath.section + 1] else { return nil }
        var frame = p.cellFrame(position)
        if let i = p.stripOfSection[indexPath.section] {
            frame = Self.moved(frame, by: offset(of: p.strips[i]), along: p.axis.cross)
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

    /// The decoration of `kind` at `indexPath`. Complexity: O(log extras).
    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepared.extras.extra(.decoration(kind: kind), at: indexPath)
    }

    private func cell(_ position: Int, section: Int, frame: Rect, in p: PreparedCompositional) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: position - p.sectionStarts[section], section: section),
            frame: frame, zIndex: p.cellZIndices.isEmpty ? 0 : p.cellZIndices[position])
    }

    /// Moves a pinned supplementary view to its place for `contentOffset`.
    private func pin(_ a: inout LayoutAttributes, contentOffset: Point) {
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
