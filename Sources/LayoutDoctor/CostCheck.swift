import CollectionLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What doctor measured of a layout's cost: the examining thread's CPU time (so a
/// loaded machine stretches long and short runs alike), or for a layout in another
/// process (`tessera doctor FILE.swift`) that process's own clock around each call; the
/// fastest of several runs.
public struct DoctorCost: Sendable, Hashable {
    /// One item count measured, or skipped.
    public struct Sample: Sendable, Hashable {
        /// The items the data was scaled to (the file's own count first).
        public var items: Int
        /// `prepare()`'s time in seconds, `nil` when skipped.
        public var prepareSeconds: Double?
        /// One screen-sized query's time in seconds (at the middle of the content).
        public var querySeconds: Double?
        /// Why the count was not measured (the time budget, or a failed prepare).
        public var skipped: String?
    }

    /// The samples, smallest count first.
    public var samples: [Sample] = []
    /// The fitted exponent of prepare's time in n (1: linear, 2: quadratic).
    public var prepareExponent: Double?
    /// The fitted exponent of the query's time in n (0: logarithmic or constant, 1: a scan).
    public var queryExponent: Double?
    /// The container size the cost was measured at.
    public var containerSize: Size = .zero
    /// What `shouldInvalidateLayout(forBoundsChange:)` answered for a scroll of a tenth
    /// of a screen at the file's count, and what the step cost (the scroll with any
    /// invalidation and prepare, and the new screen's query), in seconds.
    public var scrollInvalidates: Bool?
    public var scrollStepSeconds: Double?
    /// True when the times are the layout's own process's clock around each call (a Swift
    /// preview's child), not doctor's thread's CPU time.
    public var isTimedInLayoutProcess = false

    /// "n", "n log n", "n^2" or "log n": the growth the exponent fits best.
    public static func growth(_ exponent: Double?) -> String? {
        guard let b = exponent else { return nil }
        switch b {
        case ..<0.5: return "log n"
        case ..<1.1: return "n"
        case ..<1.5: return "n log n"
        default: return "n^2"
        }
    }
}

/// Measures prepare and a screen query at the file's count and at 1K, 10K and 100K
/// items, within a time budget: before each count, doctor projects its time from the
/// last measured one as if it grew quadratically, and skips the count when that would
/// pass the budget, so the command always ends.
struct CostCheck<Source: LayoutSubjectSource> {
    let source: Source
    let containerSize: Size
    var counts: [Int] = [1_000, 10_000, 100_000]
    var budgetSeconds = 30.0

    /// The measurements and, when prepare or the query grows faster than n log n, the
    /// `cost-superlinear` finding.
    func run() -> (DoctorCost, [DoctorFinding]) {
        let clock = ContinuousClock()
        let start = clock.now
        var cost = DoctorCost(containerSize: containerSize)
        let sizes = ([source.itemCount] + counts.filter { $0 != source.itemCount }).filter { $0 > 0 }
        var last: (n: Int, t: Double)?
        var unscalable: String?
        for (i, n) in sizes.enumerated() {
            if let unscalable {
                cost.samples.append(.init(items: n, skipped: unscalable))
                continue
            }
            let spent = seconds(clock.now - start)
            if let last, n > last.n {
                let projected = last.t * Double(n) / Double(last.n) * Double(n) / Double(last.n)
                if spent + 3 * projected > budgetSeconds {
                    cost.samples.append(
                        .init(
                            items: n,
                            skipped:
                                "projected \(Geometry.number(projected))s exceeds the \(Geometry.number(budgetSeconds))s budget"
                        ))
                    continue
                }
            }
            do throws(DoctorError) {
                var subject = try source.makeSubject(containerSize: containerSize, itemCount: i == 0 ? nil : n)
                var times: [Double] = []
                repeat {
                    let t0 = cpuSeconds()
                    try subject.prepare()
                    times.append(subject.lastCallSeconds ?? (cpuSeconds() - t0))
                    cost.isTimedInLayoutProcess = subject.lastCallSeconds != nil
                } while times.count < 3 && times.min()! < 0.2
                let best = Self.prepareTime(times)
                let q = queryTime(&subject)
                cost.samples.append(.init(items: n, prepareSeconds: best, querySeconds: q))
                last = (n, best)
                if i == 0 { scrollStep(&subject, into: &cost) }
            } catch {
                cost.samples.append(.init(items: n, skipped: error.message))
                if i > 0 { unscalable = "not measured: the layout could not be scaled to \(n) items (above)" }
            }
        }
        let measured = cost.samples.filter { $0.prepareSeconds != nil }.sorted { $0.items < $1.items }
        cost.samples.sort { $0.items < $1.items }
        cost.prepareExponent = Self.exponent(measured.map { (Double($0.items), $0.prepareSeconds!) }, floor: 1e-4)
        cost.queryExponent = Self.exponent(measured.map { (Double($0.items), $0.querySeconds!) }, floor: 2e-5)
        var findings: [DoctorFinding] = []
        for (what, b) in [("prepare()", cost.prepareExponent), ("a screen query", cost.queryExponent)] {
            guard let b, b >= 1.5 else { continue }
            let table = measured.map {
                "\($0.items) items: \(Geometry.number((what == "prepare()" ? $0.prepareSeconds! : $0.querySeconds!) * 1000)) ms"
            }.joined(separator: ", ")
            findings.append(
                DoctorFinding(
                    rule: .costSuperlinear,
                    message: "\(what) grows as n^\(Geometry.number((b * 100).rounded() / 100)) (\(table)), faster than "
                        + "n log n, at \(Geometry.text(containerSize))", containerSize: containerSize))
        }
        return (cost, findings)
    }

    /// The prepare time of `times` (the first pass, then re-prepares after
    /// `invalidateLayout()`): the fastest, unless the re-prepares are far faster than the
    /// first pass (a layout that keeps its cache across invalidations, `guard
    /// cache.isEmpty`), whose cost is its first pass.
    static func prepareTime(_ times: [Double]) -> Double {
        guard let first = times.first else { return 0 }
        guard let again = times.dropFirst().min() else { return first }
        return first > 4 * again && first > 1e-4 ? first : min(first, again)
    }

    /// The time of one screen-sized query at the middle of the content, averaged over
    /// enough runs to fill a millisecond; the fastest of three such averages.
    private func queryTime(_ subject: inout Source.Subject) -> Double {
        let axis = subject.scrollAxis
        let middle = max(0, (subject.contentSize.length(axis) - containerSize.length(axis)) / 2)
        let rect =
            axis == .vertical
            ? Rect(x: 0, y: middle, width: containerSize.width, height: containerSize.height)
            : Rect(x: middle, y: 0, width: containerSize.width, height: containerSize.height)
        var best = Double.infinity
        for _ in 0..<3 {
            var runs = 0
            var elapsed = 0.0
            repeat {
                let t0 = cpuSeconds()
                _ = try? subject.query(rect, bounds: rect)
                runs += 1
                elapsed += subject.lastCallSeconds ?? (cpuSeconds() - t0)
            } while elapsed < 1e-3 && runs < 10_000
            best = min(best, elapsed / Double(runs))
        }
        return best
    }

    /// One scroll step of a tenth of a screen: the bounds change (with the invalidation
    /// and prepare the layout asks for) and the new screen's query.
    private func scrollStep(_ subject: inout Source.Subject, into cost: inout DoctorCost) {
        let axis = subject.scrollAxis
        let d = containerSize.length(axis) / 10
        let bounds =
            axis == .vertical
            ? Rect(x: 0, y: d, width: containerSize.width, height: containerSize.height)
            : Rect(x: d, y: 0, width: containerSize.width, height: containerSize.height)
        var t0 = cpuSeconds()
        let invalidates = (try? subject.scroll(to: bounds)) ?? false
        var step = subject.lastCallSeconds ?? (cpuSeconds() - t0)
        t0 = cpuSeconds()
        _ = try? subject.query(bounds, bounds: bounds)
        step += subject.lastCallSeconds ?? (cpuSeconds() - t0)
        cost.scrollStepSeconds = step
        cost.scrollInvalidates = invalidates
        _ = try? subject.scroll(to: Rect(origin: .zero, size: containerSize))
    }

    /// The least-squares slope of log t over log n for the points at or above `floor`
    /// seconds (below it the clock's noise dominates), or `nil` with fewer than two.
    static func exponent(_ points: [(n: Double, t: Double)], floor: Double) -> Double? {
        let usable = points.filter { $0.t >= floor && $0.n >= 10 }
        guard usable.count >= 2 else { return nil }
        let xs = usable.map { log($0.n) }
        let ys = usable.map { log($0.t) }
        let mx = xs.reduce(0, +) / Double(xs.count)
        let my = ys.reduce(0, +) / Double(ys.count)
        var num = 0.0
        var den = 0.0
        for (x, y) in zip(xs, ys) {
            num += (x - mx) * (y - my)
            den += (x - mx) * (x - mx)
        }
        return den > 0 ? num / den : nil
    }
}

/// The calling thread's CPU time in seconds: unlike the wall clock, it does not grow
/// while the thread waits for a core, so measurements on a loaded machine stay
/// comparable between short and long runs.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Seconds in a duration.
func seconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) + Double(c.attoseconds) / 1e18
}
