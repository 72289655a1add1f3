import TestSupport
import Testing

@testable import CollectionLayout

/// `LineBreaking`, the one wrap rule of the line-filling layouts: an item may pass the
/// end of its line by the tolerance (Docs/layouts.md, "Wrapping tolerance").
@Suite struct LineBreakingTests {
    @Test func anExactFitThatRoundingPushesPastTheEndStillFits() {
        let w = (375.0 - 40) / 3
        let end = w + 20 + w + 20 + w
        #expect(end > 375)
        #expect(!LineBreaking.overflows(end, 375))
        #expect(!LineBreaking.overflows(375.001, 375))
        #expect(LineBreaking.overflows(375.0011, 375))
        #expect(!LineBreaking.overflows(.nan, 375))
    }

    @Test func everyLineFillingLayoutUsesTheOneTolerance() {
        #expect(SplitLinePlacement.wrapTolerance == LineBreaking.tolerance)
        #expect(GroupSolver.tolerance == LineBreaking.tolerance)
    }

    /// The flow layout's first line holds exactly the items the rule lets in, over
    /// thousands of widths, counts and spacings, including every exact fit.
    @Test func theFlowLayoutsLinesFollowTheRule() throws {
        var rng = SeededGenerator(seed: 24)
        for _ in 0..<2_000 {
            let width = Double(Int.random(in: 300...1099, using: &rng))
            let n = Int.random(in: 2...6, using: &rng)
            let spacing = Double(Int.random(in: 0...30, using: &rng))
            // An exact fit, or a hair wider or narrower than one.
            let nudges: [Double] = [0, 0.0005, 0.002, -0.002]
            let nudge: Double = nudges.randomElement(using: &rng) ?? 0
            let gaps: Double = Double(n - 1) * spacing
            let w: Double = (width - gaps) / Double(n) + nudge
            var layout = FlowLayout(
                itemSize: Size(width: w, height: 10), minimumLineSpacing: 5, minimumInteritemSpacing: spacing)
            try layout.prepare(for: LayoutContext(containerSize: Size(width: width, height: 500), itemCounts: [n + 1]))
            let cells = layout.query(Rect(x: 0, y: 0, width: width, height: 1_000), contentOffset: .zero).elements
                .filter { $0.category == .cell }
            let firstLine = cells.filter { $0.frame.minY == 0 }.count
            var fit = 1
            while fit < n + 1 {
                let end: Double = Double(fit + 1) * w + Double(fit) * spacing
                if LineBreaking.overflows(end, width) { break }
                fit += 1
            }
            #expect(firstLine == fit, "width \(width) n \(n) spacing \(spacing) w \(w)")
        }
    }
}
