import CollectionLayout
import LayoutDoctor
import Testing

/// One layout per rule, broken in exactly that way: doctor reports that rule and no other.
@Suite("Doctor's rules")
struct RuleTests {
    static func examine(_ source: EngineSubjectSource, cost: Bool = false) throws -> DoctorReport {
        var options = DoctorOptions()
        options.measuresCost = cost
        options.costBudgetSeconds = 20
        options.costCounts = [1_000, 10_000]
        return try Doctor.examine(source, options: options)
    }

    static func rules(_ report: DoctorReport) -> Set<DoctorRule> { Set(report.findings.map(\.rule)) }

    @Test func theCorrectWaterfallIsClean() throws {
        let report = try Self.examine(FaultyWaterfall.source(.none, updates: [[64], [10]]))
        #expect(report.findings.isEmpty, "\(report.text)")
        #expect(report.queryCount > 4 * 1000)
    }

    @Test(arguments: [
        (FaultyWaterfall.Fault.returnsEverything, DoctorRule.queryReturnsExtra),
        (.headerPerItem, .duplicateElement),
        (.lookupForgetsSpacing, .itemAttributesDisagree),
        (.staleCount, .missingCell),
        (.nanWidth, .nonFiniteValue),
        (.negativeHeight, .negativeSize),
        (.contentFromFirstColumn, .contentSizeTooSmall),
        (.driftingOffset, .prepareNotRepeatable),
        (.bisectAndScan, .queryMissesElement),
    ])
    func eachFaultIsItsRuleAndNoOther(fault: FaultyWaterfall.Fault, rule: DoctorRule) throws {
        let report = try Self.examine(FaultyWaterfall.source(fault))
        #expect(Self.rules(report) == [rule], "\(report.text)")
        #expect(report.hasErrors)
    }

    @Test func aStaleCacheDiffersFromAFreshPrepareAfterAnUpdate() throws {
        let report = try Self.examine(FaultyWaterfall.source(.staleCache, updates: [[64]]))
        #expect(Self.rules(report) == [.updateDiffersFromPrepare], "\(report.text)")
        #expect(report.findings.contains { $0.message.contains("after update 1 (batch 1) item [0, 60] is at absent") })
    }

    @Test func aQuadraticPrepareIsSuperlinear() throws {
        let report = try Self.examine(FaultyWaterfall.source(.quadraticPrepare), cost: true)
        #expect(Self.rules(report) == [.costSuperlinear], "\(report.text)")
        let cost = try #require(report.cost)
        #expect((cost.prepareExponent ?? 0) >= 1.5)
    }

    @Test func theLinearWaterfallIsNotSuperlinear() throws {
        let report = try Self.examine(FaultyWaterfall.source(.none), cost: true)
        #expect(report.findings.isEmpty, "\(report.text)")
        let cost = try #require(report.cost)
        #expect(cost.samples.map(\.items) == [60, 1_000, 10_000])
        #expect(cost.scrollInvalidates == false)
    }
}
