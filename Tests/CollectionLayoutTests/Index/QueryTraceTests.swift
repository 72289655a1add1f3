import Testing

@testable import CollectionLayout

@Suite struct QueryTraceTests {
    /// 40 elements 5 pt tall at y 0, 10, ..., 390: one sampled level (every 16th start:
    /// 0, 160, 320). The band 100-130: the search for 100 bisects the level (160 is not
    /// below, 0 is), then starts 1-15 (80, 120, 100, 90): position 10. The gallop for 130
    /// steps 10, 11, 13 and bisects 12: the answer is positions 10-12.
    @Test func theSearchIsRecordedStepByStep() {
        let frames = (0..<40).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 5) }
        let index = VisibilityIndex(frames: frames, axis: .vertical)
        var trace = QueryTrace()
        let run = index.run(100, 130, trace: &trace)
        #expect(run == 10..<13)
        #expect(trace.result == 10..<13)
        #expect(trace.band == 100..<130)
        #expect(trace.elementCount == 40)
        let steps = trace.steps.map { step -> String in
            let stage: String
            switch step.stage {
            case .sampleLevel(let l): stage = "L\(l)"
            case .starts: stage = "S"
            case .gallop: stage = "G"
            }
            return "\(stage)[\(step.position)] \(Int(step.entry)) \(step.wentOn ? "<" : ">=") \(Int(step.target))"
        }
        #expect(
            steps == [
                "L0[1] 160 >= 100", "L0[0] 0 < 100", "S[8] 80 < 100", "S[12] 120 >= 100", "S[10] 100 >= 100",
                "S[9] 90 < 100", "G[10] 100 < 130", "G[11] 110 < 130", "G[13] 130 >= 130", "S[12] 120 < 130",
            ])
    }

    /// The traced search is the query's own: the same run for random indexes and bands,
    /// and its steps are a real bisection (every step's target is the band's start or end).
    @Test func tracingNeverChangesTheAnswer() {
        var rng = SplitMix64(seed: 14)
        for _ in 0..<2_000 {
            let n = Int.random(in: 0..<300, using: &rng)
            let frames = (0..<n).map { _ in
                Rect(
                    x: 0, y: Double(Int.random(in: 0..<2_000, using: &rng)), width: 1,
                    height: Double(Int.random(in: 0..<80, using: &rng)))
            }
            let index = VisibilityIndex(frames: frames, axis: .vertical)
            let a = Double(Int.random(in: -50..<2_050, using: &rng))
            let b = a + Double(Int.random(in: 0..<400, using: &rng))
            var probes = 0
            let plain = index.run(a, b, probes: &probes)
            var trace = QueryTrace()
            #expect(index.run(a, b, trace: &trace) == plain)
            #expect(trace.result == plain)
            #expect(trace.steps.allSatisfy { $0.target == a || $0.target == b })
            #expect(trace.steps.count >= probes)
        }
    }

    @Test func layoutsTraceTheirCellIndex() throws {
        var mosaic = MosaicLayout()
        try mosaic.prepare(for: LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [10]))
        let trace = mosaic.searchTrace(Rect(x: 0, y: 300, width: 375, height: 200))
        #expect(trace?.elementCount == 10)
        #expect(trace?.steps.isEmpty == false)
        #expect(trace?.result.isEmpty == false)
    }
}
