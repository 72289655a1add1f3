import TestSupport
import Testing

@testable import CollectionLayout

/// The mosaic plugin's frames equal a plain model of its documented rule (MosaicPlugin's
/// doc comment), bit for bit, over thousands of random sections: ties, spans, portrait
/// items, `canBeBig: false`, zero-width columns and the snap to a neighbouring end.
@Suite struct MosaicPluginReferenceTests {
    /// The rule, written as the documentation states it.
    static func model(
        columns c: Int, lineMultiple: Double, spacing s: Double, width: Double, metrics: [ItemMetrics]
    ) -> [Rect] {
        let m = max(lineMultiple, 20)
        let cw = max(0, (width - Double(c - 1) * s) / Double(c))
        var ends = [Double](repeating: 0, count: c)
        var frames: [Rect] = []
        var previousSpanned = false
        for item in metrics {
            let r = item.aspectRatio ?? 1
            let low = ends.min()!
            let first = ends.firstIndex(of: low)!
            var run = 1
            while first + run < c && ends[first + run] == low { run += 1 }
            let n = item.canBeBig == false || previousSpanned || (r < 1 && run == c) ? 1 : run
            let y = low + s
            let w = cw * Double(n) + Double(n - 1) * s
            var h = ((w / r) / m).rounded(.up) * m
            let bottom = y + h
            let snaps = ends.filter { $0 > bottom - m && $0 < bottom + m && $0 >= y }
            if let snap = snaps.min() { h = snap - y }
            frames.append(Rect(x: Double(first) * (cw + s), y: y, width: w, height: h))
            for k in first..<(first + n) { ends[k] = y + h }
            previousSpanned = w > cw
        }
        return frames
    }

    @Test func framesEqualTheRule() throws {
        var rng = SeededGenerator(seed: 0x4D05_A1C)
        let ratios: [Double] = [0.5, 0.75, 1, 1.25, 1.5, 2, 0.6, 1.33]
        var spans = 0
        var snapped = 0
        for round in 0..<3_000 {
            let columns = Int.random(in: 1...6, using: &rng)
            let spacing = Double(Int.random(in: 0...12, using: &rng))
            // Now and then narrower than the spacing: columns of zero width.
            let width = round % 50 == 0 ? spacing : Double(Int.random(in: 100...800, using: &rng))
            let lineMultiple = [10.0, 20, 25, 40][Int.random(in: 0..<4, using: &rng)]
            let metrics = (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                ItemMetrics(
                    aspectRatio: Bool.random(using: &rng)
                        ? ratios[Int.random(in: 0..<ratios.count, using: &rng)]
                        : Double.random(in: 0.3...3, using: &rng),
                    canBeBig: Int.random(in: 0..<5, using: &rng) == 0 ? false : nil)
            }
            let layout = try PluginTestSupport.prepared(
                [
                    .mosaic(
                        MosaicPlugin(
                            columns: columns, lineMultiple: lineMultiple,
                            spacing: PluginTestSupport.spacing(spacing)))
                ],
                size: Size(width: width, height: 600), data: [SectionMetrics(itemCount: metrics.count)],
                metrics: .table([metrics]))
            let expected = Self.model(
                columns: columns, lineMultiple: lineMultiple, spacing: spacing, width: width, metrics: metrics)
            let frames = PluginTestSupport.frames(layout)
            #expect(frames == expected, "round \(round): \(columns) columns, width \(width)")
            guard frames == expected else { return }
            let cw = max(0, (width - Double(columns - 1) * spacing) / Double(columns))
            spans += frames.count { $0.width > cw }
            let m = max(lineMultiple, 20)
            snapped += frames.count { ($0.height / m).rounded() * m != $0.height }
        }
        #expect(spans > 1_000 && snapped > 1_000, "spans \(spans), snapped \(snapped)")
    }
}
