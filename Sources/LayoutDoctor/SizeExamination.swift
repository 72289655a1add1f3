import CollectionLayout

/// The query and consistency checks of one subject at one container size.
///
/// 1. Prepare; look up every item of the data source; query the whole content, the
///    screen at every scroll step, thin strips, rectangles on element edges and random
///    rectangles (``QueryRects``).
/// 2. Gather every element (``ElementUniverse``) and check each: finite, not negative,
///    inside the content size, a cell for every item, lookups agreeing with the query.
/// 3. Compare each query with the brute force over every element, forgiving touching
///    edges; shrink each failing rectangle to a minimal reproducer.
/// 4. Prepare again with nothing changed and compare every frame.
struct SizeExamination<Subject: LayoutSubject> {
    var subject: Subject
    let rects: QueryRects
    /// The most findings kept per rule (the rest are counted in the first one's message).
    let findingsPerRule: Int
    var findings: [DoctorFinding] = []
    /// The queries the checks ran.
    var queryCount = 0
    /// The queries whose answers could not be read.
    private var unreadable = 0
    var size: Size { subject.containerSize }
    private var origin: Rect { Rect(origin: .zero, size: subject.containerSize) }
    var sizeText: String { "at " + Geometry.text(subject.containerSize) }

    init(subject: Subject, rects: QueryRects, findingsPerRule: Int) {
        self.subject = subject
        self.rects = rects
        self.findingsPerRule = findingsPerRule
    }

    /// Runs every check; the findings are in ``findings``.
    mutating func run() throws(DoctorError) {
        try subject.prepare()
        let content = subject.contentSize
        let counts = subject.itemCounts
        var lookups: [IndexPath: LayoutAttributes] = [:]
        var paths: [IndexPath] = []
        for (s, count) in counts.enumerated() {
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                paths.append(path)
                if let a = subject.item(at: path) { lookups[path] = a }
            }
        }
        // The area to query: the content, and any frame reaching beyond it.
        var area = Rect(origin: .zero, size: content)
        if !(content.width.isFinite && content.height.isFinite) || content.width < 0 || content.height < 0 {
            add(
                DoctorFinding(
                    rule: content.width.isFinite && content.height.isFinite ? .negativeSize : .nonFiniteValue,
                    message: "collectionViewContentSize is \(Geometry.text(content)) \(sizeText)",
                    containerSize: size))
            area = Rect(origin: .zero, size: size)
        }
        let contentArea = area
        let contentResult = try read(QueryProbe(kind: .content, rect: area, bounds: origin)) ?? []
        // Along the scroll axis the area reaches every frame; across it, it stays within the
        // content (elements beyond it, such as an orthogonal section's, are clipped there).
        let axis = subject.scrollAxis
        for a in Array(lookups.values) + contentResult
        where Geometry.isFinite(a) && a.frame.width >= 0 && a.frame.height >= 0 {
            let lo = min(area.min(axis), a.frame.min(axis))
            let hi = max(area.max(axis), a.frame.max(axis))
            area =
                axis == .vertical
                ? Rect(x: area.minX, y: lo, width: area.width, height: hi - lo)
                : Rect(x: lo, y: area.minY, width: hi - lo, height: area.height)
        }
        let frames = paths.compactMap { lookups[$0]?.frame } + contentResult.map(\.frame)
        let probes = rects.probes(
            area: area, size: size, axis: subject.scrollAxis,
            frames: frames.filter { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite })

        queryCount = probes.count
        // Queries at the origin first, then the screen at each scroll step.
        var results: [[LayoutAttributes]?] = []
        for probe in probes where probe.kind != .screen {
            // The content probe covers every frame; when frames reach beyond the content
            // size, its rectangle is larger than the one queried above: ask again.
            results.append(probe.kind == .content && probe.rect == contentArea ? contentResult : try read(probe))
        }
        var universe = ElementUniverse(axis: subject.scrollAxis)
        for result in results { for a in result ?? [] { universe.add(a) } }
        let queried = Set(universe.elements.map(ElementKey.init))
        for path in paths { if let a = lookups[path] { universe.add(a) } }
        var screenProbes: [QueryProbe] = []
        for probe in probes where probe.kind == .screen {
            _ = try subject.scroll(to: probe.bounds)
            let result = try read(probe)
            for a in result ?? [] { universe.add(a) }
            results.append(result)
            screenProbes.append(probe)
        }
        _ = try subject.scroll(to: origin)
        let ordered = probes.filter { $0.kind != .screen } + screenProbes

        let excluded = checkElements(universe, lookups: lookups, paths: paths, queried: queried, content: content)
        universe.file(stripLength: size.length(subject.scrollAxis), excluding: excluded)
        try compareQueries(ordered, results, universe: universe, excluded: excluded, counts: counts)
        try checkRepeatable(paths: paths, area: area)
    }

    mutating func add(_ finding: DoctorFinding) { findings.append(finding) }

    /// The query of `probe`, or `nil` (with a finding, the first few times) when the subject
    /// cannot return its answer because the answer breaks a rule.
    private mutating func read(_ probe: QueryProbe) throws(DoctorError) -> [LayoutAttributes]? {
        do {
            return try subject.query(probe.rect, bounds: probe.bounds)
        } catch {
            guard let rule = error.rule else { throw error }
            unreadable += 1
            if unreadable <= findingsPerRule {
                add(
                    DoctorFinding(
                        rule: rule, message: "\(error.message) \(sizeText); found on \(probe.kind.rawValue)",
                        containerSize: size, rect: probe.rect, bounds: probe.kind == .screen ? probe.bounds : nil))
            }
            return nil
        }
    }

    // MARK: Elements

    /// The per-element rules; returns the keys the query comparison must skip.
    private mutating func checkElements(
        _ universe: ElementUniverse, lookups: [IndexPath: LayoutAttributes], paths: [IndexPath],
        queried: Set<ElementKey>, content: Size
    ) -> Set<ElementKey> {
        var excluded = Set<ElementKey>()
        var bad: [DoctorRule: [DoctorFinding]] = [:]
        // The content must reach every frame along the scroll axis (across it, an orthogonal
        // section scrolls on its own). Elements that move with the scroll position may be
        // drawn up to a screen beyond it (an elastic or sticky effect at the top).
        let axis = subject.scrollAxis
        let slack = subject.isOffsetDependent ? size.length(axis) : 0
        for e in universe.elements {
            let key = ElementKey(e)
            if !Geometry.isFinite(e) {
                excluded.insert(key)
                let what = e.alpha.isFinite ? "frame \(Geometry.text(e.frame))" : "alpha \(Geometry.number(e.alpha))"
                bad[.nonFiniteValue, default: []].append(
                    DoctorFinding(
                        rule: .nonFiniteValue, message: "\(key.label) has \(what) \(sizeText)", size: size, element: e))
            } else if e.frame.width < 0 || e.frame.height < 0 {
                excluded.insert(key)
                bad[.negativeSize, default: []].append(
                    DoctorFinding(
                        rule: .negativeSize, message: "\(key.label) has frame \(Geometry.text(e.frame)) \(sizeText)",
                        size: size, element: e))
            } else if e.frame.max(axis) > content.length(axis) + slack + 1e-6, content.length(axis).isFinite {
                bad[.contentSizeTooSmall, default: []].append(
                    DoctorFinding(
                        rule: .contentSizeTooSmall,
                        message: "\(key.label) at \(Geometry.text(e.frame)) reaches beyond the content size "
                            + "\(Geometry.text(content)) \(sizeText)", size: size, element: e))
            }
        }
        // A cell for every item, and lookups that agree with the query.
        for path in paths {
            let key = ElementKey(category: .cell, indexPath: path)
            let lookup = lookups[path]
            let queriedFrame = queried.contains(key) ? universe.element(key) : nil
            if lookup == nil && universe.element(key) == nil {
                bad[.missingCell, default: []].append(
                    DoctorFinding(
                        rule: .missingCell,
                        message: "item \(path) of the data source has no attributes (no lookup, no query) \(sizeText)",
                        containerSize: size, indexPath: path, kind: "cell"))
            } else if let q = queriedFrame, !excluded.contains(key) {
                if let lookup, !Geometry.same(lookup.frame, q.frame) {
                    var f = DoctorFinding(
                        rule: .itemAttributesDisagree,
                        message: "layoutAttributesForItem(at: \(path)) gives \(Geometry.text(lookup.frame)), the "
                            + "query \(Geometry.text(q.frame)) \(sizeText)", size: size, element: q)
                    f.elements = [lookup]
                    bad[.itemAttributesDisagree, default: []].append(f)
                } else if lookup == nil {
                    bad[.itemAttributesDisagree, default: []].append(
                        DoctorFinding(
                            rule: .itemAttributesDisagree,
                            message: "layoutAttributesForItem(at: \(path)) gives nil, the query "
                                + "\(Geometry.text(q.frame)) \(sizeText)", size: size, element: q))
                }
            }
        }
        for e in universe.elements where e.category != .cell && !excluded.contains(ElementKey(e)) {
            let key = ElementKey(e)
            guard queried.contains(key) else { continue }
            let lookup: LayoutAttributes?
            switch e.category {
            case .supplementary(let kind): lookup = subject.supplementary(ofKind: kind, at: e.indexPath, bounds: origin)
            case .decoration(let kind): lookup = subject.decoration(ofKind: kind, at: e.indexPath)
            case .cell: lookup = nil
            }
            if case .decoration = e.category, lookup == nil { continue }
            if lookup.map({ Geometry.same($0.frame, e.frame) }) != true {
                let lookupText = lookup.map { Geometry.text($0.frame) } ?? "nil"
                bad[.itemAttributesDisagree, default: []].append(
                    DoctorFinding(
                        rule: .itemAttributesDisagree,
                        message: "the lookup of \(key.label) gives \(lookupText), the query \(Geometry.text(e.frame)) "
                            + sizeText, size: size, element: e))
            }
        }
        for rule in bad.keys.sorted() { keep(bad[rule]!) }
        return excluded
    }

    /// Keeps the first ``findingsPerRule`` of `list`, counting the rest in the first's message.
    private mutating func keep(_ list: [DoctorFinding]) {
        guard var first = list.first else { return }
        if list.count > findingsPerRule {
            first.message += " (\(list.count) elements in all, \(findingsPerRule) shown)"
        }
        add(first)
        for f in list.dropFirst().prefix(findingsPerRule - 1) { add(f) }
    }

    // MARK: Re-prepare

    /// Every frame (lookups and the whole-content query) before and after a re-prepare.
    private mutating func checkRepeatable(paths: [IndexPath], area: Rect) throws(DoctorError) {
        func snapshot() -> (Size, [ElementKey: LayoutAttributes]) {
            var out: [ElementKey: LayoutAttributes] = [:]
            for a in (try? subject.query(area, bounds: origin)) ?? [] { out[ElementKey(a)] = a }
            for path in paths { if let a = subject.item(at: path) { out[ElementKey(a)] = a } }
            return (subject.contentSize, out)
        }
        let (sizeBefore, before) = snapshot()
        try subject.prepare()
        let (sizeAfter, after) = snapshot()
        var list: [DoctorFinding] = []
        if !Geometry.same(Rect(origin: .zero, size: sizeBefore), Rect(origin: .zero, size: sizeAfter)) {
            list.append(
                DoctorFinding(
                    rule: .prepareNotRepeatable,
                    message: "a second prepare() changes the content size from \(Geometry.text(sizeBefore)) to "
                        + "\(Geometry.text(sizeAfter)) \(sizeText)", containerSize: size))
        }
        for key in Set(before.keys).union(after.keys).sorted(by: {
            ($0.category, $0.indexPath) < ($1.category, $1.indexPath)
        }) {
            let a = before[key]
            let b = after[key]
            if let a, let b, Geometry.same(a.frame, b.frame) || !(Geometry.isFinite(a) && Geometry.isFinite(b)) {
                continue
            }
            let was = a.map { Geometry.text($0.frame) } ?? "absent"
            let now = b.map { Geometry.text($0.frame) } ?? "absent"
            var f = DoctorFinding(
                rule: .prepareNotRepeatable,
                message: "a second prepare() with nothing changed moves \(key.label) from \(was) to \(now) \(sizeText)",
                containerSize: size, indexPath: key.indexPath, kind: key.category.kindName, frame: a?.frame)
            f.elements = [b].compactMap { $0 }
            list.append(f)
        }
        keep(list)
    }
}
