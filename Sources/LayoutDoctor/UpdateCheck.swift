import CollectionLayout

/// Each update step through the layout's update path, compared with a fresh prepare on
/// the data after it: every item's lookup, every element of the whole-content query and
/// the content size must be the same.
struct UpdateCheck<Source: LayoutSubjectSource> {
    let source: Source
    let containerSize: Size
    let findingsPerStep: Int

    func run() throws(DoctorError) -> [DoctorFinding] {
        guard !source.updateLabels.isEmpty else { return [] }
        var subject = try source.makeSubject(containerSize: containerSize, itemCount: nil)
        try subject.prepare()
        var findings: [DoctorFinding] = []
        for (step, label) in source.updateLabels.enumerated() {
            try subject.applyUpdate(step)
            var fresh = try source.makeSubject(containerSize: containerSize, afterUpdate: step)
            try fresh.prepare()
            let (updatedSize, updated) = Self.snapshot(&subject)
            let (freshSize, expected) = Self.snapshot(&fresh)
            var list: [DoctorFinding] = []
            let at = "at \(Geometry.text(containerSize))"
            if !Geometry.same(Rect(origin: .zero, size: updatedSize), Rect(origin: .zero, size: freshSize)) {
                list.append(
                    DoctorFinding(
                        rule: .updateDiffersFromPrepare,
                        message:
                            "after update \(step + 1) (\(label)) the content size is \(Geometry.text(updatedSize)), "
                            + "a fresh prepare gives \(Geometry.text(freshSize)) \(at)", containerSize: containerSize))
            }
            let keys = Set(updated.keys).union(expected.keys).sorted {
                ($0.category, $0.indexPath) < ($1.category, $1.indexPath)
            }
            for key in keys {
                let u = updated[key]
                let e = expected[key]
                if let u, let e, Geometry.same(u.frame, e.frame) || !(Geometry.isFinite(u) && Geometry.isFinite(e)) {
                    continue
                }
                let got = u.map { Geometry.text($0.frame) } ?? "absent"
                let want = e.map { Geometry.text($0.frame) } ?? "absent"
                var f = DoctorFinding(
                    rule: .updateDiffersFromPrepare,
                    message: "after update \(step + 1) (\(label)) \(key.label) is at \(got); a fresh prepare on the "
                        + "same data puts it at \(want) \(at)",
                    containerSize: containerSize, indexPath: key.indexPath, kind: key.category.kindName,
                    frame: e?.frame)
                f.elements = [u].compactMap { $0 }
                list.append(f)
            }
            if list.count > findingsPerStep {
                list[0].message += " (\(list.count) differences in all, \(findingsPerStep) shown)"
            }
            findings.append(contentsOf: list.prefix(findingsPerStep))
        }
        return findings
    }

    /// The content size and every element: each item's lookup and the whole-content query.
    static func snapshot(_ subject: inout Source.Subject) -> (Size, [ElementKey: LayoutAttributes]) {
        var out: [ElementKey: LayoutAttributes] = [:]
        let size = subject.contentSize
        let bounds = Rect(origin: .zero, size: subject.containerSize)
        let area =
            size.width.isFinite && size.height.isFinite
            ? Rect(origin: .zero, size: size) : bounds
        for a in (try? subject.query(area, bounds: bounds)) ?? [] { out[ElementKey(a)] = a }
        for (s, count) in subject.itemCounts.enumerated() {
            for i in 0..<count {
                if let a = subject.item(at: IndexPath(item: i, section: s)) { out[ElementKey(a)] = a }
            }
        }
        return (size, out)
    }
}
