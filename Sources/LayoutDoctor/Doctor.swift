import CollectionLayout

/// How doctor examines a layout.
public struct DoctorOptions: Sendable {
    /// The container sizes besides the file's viewport: 390, 844 and 1024 pt wide
    /// (an iPhone upright and on its side, an iPad).
    public static let deviceSizes = [
        Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 1024, height: 1366),
    ]

    /// The extra container sizes (default ``deviceSizes``).
    public var sizes: [Size] = DoctorOptions.deviceSizes
    /// The item counts the cost is measured at besides the file's.
    public var costCounts: [Int] = [1_000, 10_000, 100_000]
    /// The most seconds the cost measurements may take.
    public var costBudgetSeconds = 30.0
    /// False to skip the cost measurements.
    public var measuresCost = true
    /// The most findings kept per rule and container size.
    public var findingsPerRule = 5
    /// The seed of the query rectangles.
    public var seed: UInt64 = 23

    /// The defaults.
    public init() {}
}

/// What doctor found about one file or layout.
public struct DoctorReport: Sendable {
    /// The file or layout examined.
    public var name: String
    /// The layout's name.
    public var layoutName: String
    /// The item count of the file's data.
    public var itemCount: Int
    /// The container sizes checked.
    public var sizes: [Size]
    /// The findings, by container size then rule.
    public var findings: [DoctorFinding]
    /// The cost measurements (`nil` when skipped).
    public var cost: DoctorCost?
    /// The queries run, over every size.
    public var queryCount: Int

    /// True when a finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// `tessera doctor`: UIKit's layout contract checked for any ``LayoutSubjectSource``.
public enum Doctor {
    /// Examines `source` at its viewport and at `options.sizes`: the query and
    /// consistency checks at each size, then the updates (when prepare is repeatable at the
    /// viewport) and the cost at the viewport.
    /// Throws when the layout cannot be prepared at all. Complexity: O(n) lookups and a
    /// few thousand queries per size, plus the cost's preparations.
    public static func examine<Source: LayoutSubjectSource>(_ source: Source, options: DoctorOptions = DoctorOptions())
        throws(DoctorError) -> DoctorReport
    {
        var sizes = [source.viewport]
        for s in options.sizes where !sizes.contains(s) { sizes.append(s) }
        var findings: [DoctorFinding] = []
        var layoutName = source.name
        var queries = 0
        let rects = QueryRects(seed: options.seed)
        for size in sizes {
            let subject = try source.makeSubject(containerSize: size, itemCount: nil)
            layoutName = subject.name
            var exam = SizeExamination(subject: subject, rects: rects, findingsPerRule: options.findingsPerRule)
            try exam.run()
            findings += exam.findings
            queries += exam.queryCount
        }
        // An update is compared with a fresh prepare; when a re-prepare with nothing changed
        // already moves frames, every update would differ for that reason alone, so the
        // updates are judged only once prepare is repeatable (one cause, one finding).
        let repeatable = !findings.contains { $0.rule == .prepareNotRepeatable && $0.containerSize == source.viewport }
        if repeatable {
            findings += try UpdateCheck(
                source: source, containerSize: source.viewport, findingsPerStep: options.findingsPerRule
            ).run()
        }
        var cost: DoctorCost?
        if options.measuresCost {
            let check = CostCheck(
                source: source, containerSize: source.viewport, counts: options.costCounts,
                budgetSeconds: options.costBudgetSeconds)
            let (measured, costFindings) = check.run()
            cost = measured
            findings += costFindings
        }
        return DoctorReport(
            name: source.name, layoutName: layoutName, itemCount: source.itemCount, sizes: sizes, findings: findings,
            cost: cost, queryCount: queries)
    }
}
