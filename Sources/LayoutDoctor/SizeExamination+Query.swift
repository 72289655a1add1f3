import CollectionLayout

/// The query comparison and the shrinking of its reproducers.
extension SizeExamination {
    /// What a query got wrong about one element, the first time it did.
    private struct Miss {
        var element: LayoutAttributes
        var probe: QueryProbe
    }

    /// Compares each query with the brute force over `universe`: elements whose frames
    /// overlap the rectangle must be returned, elements that do not even touch it (or
    /// whose index paths the data source lacks) must not, and no element twice.
    mutating func compareQueries(
        _ probes: [QueryProbe], _ results: [[LayoutAttributes]?], universe: ElementUniverse,
        excluded: Set<ElementKey>, counts: [Int]
    ) throws(DoctorError) {
        var missed: [ElementKey: Miss] = [:]
        var missedOrder: [ElementKey] = []
        var extra: [ElementKey: Miss] = [:]
        var extraOrder: [ElementKey] = []
        var doubled: [ElementKey: Miss] = [:]
        var doubledOrder: [ElementKey] = []
        let origin = Rect(origin: .zero, size: subject.containerSize)
        for (probe, answer) in zip(probes, results) {
            guard let result = answer else { continue }
            var returned = Set<ElementKey>()
            for a in result {
                let key = ElementKey(a)
                if !returned.insert(key).inserted {
                    if doubled[key] == nil {
                        doubled[key] = Miss(element: a, probe: probe)
                        doubledOrder.append(key)
                    }
                    continue
                }
                guard !excluded.contains(key), extra[key] == nil else { continue }
                if !Self.known(key, counts) || (Geometry.isFinite(a) && !Geometry.touches(a.frame, probe.rect)) {
                    extra[key] = Miss(element: a, probe: probe)
                    extraOrder.append(key)
                }
            }
            var expected = universe.overlapping(probe.rect)
            if subject.isOffsetDependent && probe.bounds != origin {
                // Elements may move with the scroll position (by less than a screen): judge
                // those near the rectangle where the lookups put them at these bounds.
                _ = try subject.scroll(to: probe.bounds)
                let reach = probe.bounds.size.length(subject.scrollAxis)
                expected = []
                for e in universe.overlapping(probe.rect.insetBy(dx: -reach, dy: -reach)) {
                    let moved: LayoutAttributes?
                    switch e.category {
                    case .cell: moved = subject.item(at: e.indexPath)
                    case .supplementary(let kind):
                        moved = subject.supplementary(ofKind: kind, at: e.indexPath, bounds: probe.bounds)
                    case .decoration(let kind): moved = subject.decoration(ofKind: kind, at: e.indexPath)
                    }
                    let now = moved ?? e
                    if Geometry.isFinite(now), Geometry.overlaps(now.frame, probe.rect) { expected.append(now) }
                }
                _ = try subject.scroll(to: origin)
            }
            for e in expected {
                let key = ElementKey(e)
                if !returned.contains(key), missed[key] == nil {
                    missed[key] = Miss(element: e, probe: probe)
                    missedOrder.append(key)
                }
            }
        }
        try report(.queryMissesElement, missedOrder.map { missed[$0]! }) { (s, e, r, b) in
            Geometry.overlaps(e.frame, r)
                && !((try? s.query(r, bounds: b)) ?? [e]).contains { ElementKey($0) == ElementKey(e) }
        }
        try report(.queryReturnsExtra, extraOrder.map { extra[$0]! }) { (s, e, r, b) in
            ((try? s.query(r, bounds: b)) ?? []).contains {
                ElementKey($0) == ElementKey(e)
                    && (!Self.known(ElementKey(e), counts) || !Geometry.touches($0.frame, r))
            }
        }
        try report(.duplicateElement, doubledOrder.map { doubled[$0]! }) { (s, e, r, b) in
            ((try? s.query(r, bounds: b)) ?? []).filter { ElementKey($0) == ElementKey(e) }.count > 1
        }
    }

    /// True when the data source has `key`'s index path (its section, for views).
    private static func known(_ key: ElementKey, _ counts: [Int]) -> Bool {
        let p = key.indexPath
        guard counts.indices.contains(p.section) else { return false }
        return key.category != .cell || (0..<counts[p.section]).contains(p.item)
    }

    /// Findings for the first ``findingsPerRule`` misses, each with its rectangle shrunk
    /// while `holds` still holds, and every element the shrunk rectangle still gets wrong.
    private mutating func report(
        _ rule: DoctorRule, _ misses: [Miss],
        holds: (inout Subject, LayoutAttributes, Rect, Rect) -> Bool
    ) throws(DoctorError) {
        var list: [DoctorFinding] = []
        for miss in misses.prefix(findingsPerRule) {
            if miss.probe.kind == .screen { _ = try subject.scroll(to: miss.probe.bounds) }
            let rect = shrink(miss.probe.rect) { s, r in holds(&s, miss.element, r, miss.probe.bounds) }
            let still = stillWrong(rule, rect: rect, bounds: miss.probe.bounds, first: miss.element, holds: holds)
            if miss.probe.kind == .screen { _ = try subject.scroll(to: Rect(origin: .zero, size: size)) }
            let key = ElementKey(miss.element)
            let scrolled =
                miss.probe.kind == .screen
                ? " scrolled to y \(Geometry.number(miss.probe.bounds.minY)), x \(Geometry.number(miss.probe.bounds.minX))"
                : ""
            let verb: String
            switch rule {
            case .queryMissesElement: verb = "misses"
            case .duplicateElement: verb = "returns twice"
            default: verb = "returns"
            }
            let others = still.count > 1 ? " (and \(still.count - 1) more element(s), listed)" : ""
            let detail =
                rule == .queryReturnsExtra && !Self.known(key, subject.itemCounts)
                ? ", an index path the data source does not have" : " at \(Geometry.text(miss.element.frame))"
            var f = DoctorFinding(
                rule: rule,
                message: "layoutAttributesForElements(in: \(Geometry.text(rect)))\(scrolled) \(verb) \(key.label)"
                    + "\(detail)\(others) \(sizeText); found on \(miss.probe.kind.rawValue)",
                size: size, element: miss.element, rect: rect)
            f.bounds = miss.probe.kind == .screen ? miss.probe.bounds : nil
            f.elements = still
            list.append(f)
        }
        guard var first = list.first else { return }
        if misses.count > findingsPerRule {
            first.message += " (\(misses.count) elements in all, \(findingsPerRule) shown)"
            list[0] = first
        }
        findings.append(contentsOf: list)
    }

    /// Every element the query of `rect` still gets wrong under `rule`, `first` first.
    private mutating func stillWrong(
        _ rule: DoctorRule, rect: Rect, bounds: Rect, first: LayoutAttributes,
        holds: (inout Subject, LayoutAttributes, Rect, Rect) -> Bool
    ) -> [LayoutAttributes] {
        var out = [first]
        let result = (try? subject.query(rect, bounds: bounds)) ?? []
        switch rule {
        case .queryMissesElement:
            return out
        default:
            for a in result
            where ElementKey(a) != ElementKey(first) && !out.contains(where: { ElementKey($0) == ElementKey(a) }) {
                if holds(&subject, a, rect, bounds) { out.append(a) }
            }
        }
        return out
    }

    /// `rect` with each edge moved inward as far as `holds` keeps holding (a bisection per
    /// edge, to half a point, twice round), so the reproducer is as small as the fault
    /// allows. Complexity: O(1) queries (at most 4 x 2 x 16).
    private mutating func shrink(_ rect: Rect, holds: (inout Subject, Rect) -> Bool) -> Rect {
        var r = rect
        guard holds(&subject, r) else { return r }
        for _ in 0..<2 {
            for edge in 0..<4 {
                var lo = 0.0
                var hi = (edge < 2 ? r.width : r.height) - 0.5
                guard hi > 0 else { continue }
                func moved(_ d: Double) -> Rect {
                    switch edge {
                    case 0: return Rect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height)
                    case 1: return Rect(x: r.minX, y: r.minY, width: r.width - d, height: r.height)
                    case 2: return Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d)
                    default: return Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - d)
                    }
                }
                if holds(&subject, moved(hi)) {
                    lo = hi
                } else {
                    for _ in 0..<16 where hi - lo > 0.5 {
                        let mid = ((lo + hi) / 2 * 2).rounded(.down) / 2
                        if mid <= lo { break }
                        if holds(&subject, moved(mid)) { lo = mid } else { hi = mid }
                    }
                }
                r = moved(lo)
            }
        }
        return r
    }
}
