/// The comparisons one visibility search made, in order: what the debug overlay shows so
/// a viewer can watch the query work. Filled by ``VisibilityIndex/run(_:_:trace:)`` only
/// when a caller asks for it; the ordinary query records nothing.
public struct QueryTrace: Hashable, Sendable {
    /// Where a comparison happened.
    public enum Stage: Hashable, Sendable {
        /// A level of sampled starts (level 0 holds every 16th start, level 1 every 16th
        /// of those, ...), searched from the top level down.
        case sampleLevel(Int)
        /// The starts themselves, in sorted order.
        case starts
        /// The forward gallop from the first visible position towards the band's end.
        case gallop
    }

    /// One comparison: the entry at `position` of its stage's array was compared with
    /// `target` (the band's start, then its end).
    public struct Step: Hashable, Sendable {
        /// Where.
        public var stage: Stage
        /// The position in the stage's array.
        public var position: Int
        /// The entry there (a start along the scroll axis, in points).
        public var entry: Double
        /// The value searched for.
        public var target: Double

        /// True when the entry is below the target, so the search went on after it.
        public var wentOn: Bool { entry < target }
    }

    /// The band searched, along the scroll axis.
    public var band: Range<Double>
    /// Elements in the index.
    public var elementCount: Int
    /// Every comparison, in order.
    public var steps: [Step] = []
    /// The positions (in start order) whose start lies in the band: the search's answer.
    public var result: Range<Int> = 0..<0

    /// An empty trace of a search for `band` in an index of `elementCount` elements.
    public init(band: Range<Double> = 0..<0, elementCount: Int = 0) {
        self.band = band
        self.elementCount = elementCount
    }
}

/// Receives the comparisons of a visibility search. The search is generic over it, so
/// with ``NoProbeRecorder`` (the ordinary query) the calls compile to nothing.
protocol ProbeRecorder {
    mutating func record(_ stage: QueryTrace.Stage, position: Int, entry: Double, target: Double)
}

/// Records nothing.
struct NoProbeRecorder: ProbeRecorder {
    @inline(__always) mutating func record(_ stage: QueryTrace.Stage, position: Int, entry: Double, target: Double) {}
}

extension QueryTrace: ProbeRecorder {
    mutating func record(_ stage: Stage, position: Int, entry: Double, target: Double) {
        steps.append(Step(stage: stage, position: position, entry: entry, target: target))
    }
}
