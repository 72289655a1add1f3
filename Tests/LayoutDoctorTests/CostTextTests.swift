import CollectionLayout
import Testing

@testable import LayoutDoctor

/// The cost's text report: what a person reads.
@Suite("Doctor's cost text")
struct CostTextTests {
    /// A crashed layout's skip reason carries the child's whole output; the text report
    /// shows its first line and says where the rest is, and the JSON keeps all of it.
    @Test func aMultiLineSkipReasonShowsItsFirstLine() {
        var cost = DoctorCost(containerSize: Size(width: 390, height: 844))
        let reason = "the layout's process crashed (signal 4)\nFatal error: Index out of range\nframe #0 ...\n"
        cost.samples = [
            .init(items: 1_000, prepareSeconds: 0.001, querySeconds: 0.000_01),
            .init(items: 10_000, skipped: reason),
            .init(items: 100_000, skipped: "projected 40s exceeds the 30s budget"),
        ]
        let lines = cost.text.split(separator: "\n").map(String.init)
        #expect(
            lines[2]
                == "  10000 items: skipped (the layout's process crashed (signal 4) [2 more lines in --format json])")
        #expect(lines[3] == "  100000 items: skipped (projected 40s exceeds the 30s budget)")
        #expect(cost.json.contains(#""skipped": "the layout's process crashed (signal 4)\nFatal error"#))
    }

    @Test func firstLineKeepsASingleLineAndCountsOne() {
        #expect(DoctorCost.firstLine(of: "budget") == "budget")
        #expect(DoctorCost.firstLine(of: "a\nb") == "a [1 more line in --format json]")
        #expect(DoctorCost.firstLine(of: "\n\nonly\n") == "only")
    }
}
