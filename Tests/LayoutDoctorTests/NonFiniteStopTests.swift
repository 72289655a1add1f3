import CollectionLayout
import LayoutDoctor
import Testing

/// A subject that stops, as a preview child on Linux does, on any query once the layout
/// holds a non-finite frame (Foundation's `CGRect.intersects` traps on NaN): lookups still
/// answer, queries throw an error no rule explains.
struct TrappingSubject: LayoutSubject {
    var base: EngineSubject
    /// True to stop on every query, NaN or not.
    var always = false
    var name: String { base.name }
    var scrollAxis: Axis { base.scrollAxis }
    var containerSize: Size { base.containerSize }
    var itemCounts: [Int] { base.itemCounts }
    var contentSize: Size { base.contentSize }
    var isOffsetDependent: Bool { base.isOffsetDependent }

    mutating func prepare() throws(DoctorError) { try base.prepare() }
    mutating func query(_ rect: Rect, bounds: Rect) throws(DoctorError) -> [LayoutAttributes] {
        let found = try base.query(rect, bounds: bounds)
        let all = try base.query(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), bounds: bounds)
        if always || all.contains(where: { !($0.frame.width.isFinite && $0.frame.height.isFinite) }) {
            throw DoctorError("error: the layout crashed during layoutAttributesForElements(in:) (SIGILL)\nlast call")
        }
        return found
    }
    mutating func item(at indexPath: IndexPath) -> LayoutAttributes? { base.item(at: indexPath) }
    mutating func supplementary(ofKind kind: String, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        base.supplementary(ofKind: kind, at: indexPath, bounds: bounds)
    }
    mutating func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.decoration(ofKind: kind, at: indexPath)
    }
    mutating func scroll(to bounds: Rect) throws(DoctorError) -> Bool { try base.scroll(to: bounds) }
    mutating func applyUpdate(_ step: Int) throws(DoctorError) { try base.applyUpdate(step) }
}

struct TrappingSource: LayoutSubjectSource {
    let base: EngineSubjectSource
    var always = false
    var name: String { base.name }
    var viewport: Size { base.viewport }
    var itemCount: Int { base.itemCount }
    var updateLabels: [String] { base.updateLabels }
    func makeSubject(containerSize: Size, itemCount: Int?) throws(DoctorError) -> TrappingSubject {
        TrappingSubject(base: try base.makeSubject(containerSize: containerSize, itemCount: itemCount), always: always)
    }
    func makeSubject(containerSize: Size, afterUpdate step: Int) throws(DoctorError) -> TrappingSubject {
        TrappingSubject(base: try base.makeSubject(containerSize: containerSize, afterUpdate: step), always: always)
    }
}

/// A query that stops after a lookup gave a NaN frame is reported as that frame's
/// consequence, not as an unexplained failure.
@Suite("Doctor and a query that traps on a NaN frame")
struct NonFiniteStopTests {
    @Test func theNaNFrameIsTheFindingAndTheStopItsConsequence() throws {
        let source = TrappingSource(base: FaultyWaterfall.source(.nanWidth, updates: [[64]]))
        var options = DoctorOptions()
        options.costCounts = [1_000]
        let report = try Doctor.examine(source, options: options)
        #expect(Set(report.findings.map(\.rule)) == [.nonFiniteValue], "\(report.text)")
        #expect(report.findings.count == report.sizes.count, "\(report.text)")
        #expect(report.cost == nil)
        let first = try #require(report.findings.first)
        #expect(first.indexPath == IndexPath(item: 3, section: 0))
        #expect(first.frame.map { $0.width.isNaN } == true)
        #expect(
            first.message.hasPrefix("layoutAttributesForItem(at:) gives item [0, 3] the frame (x "),
            "\(first.message)")
        #expect(
            first.message.contains(
                "; the examination at this size then stopped, a consequence of this value: the layout crashed during "
                    + "layoutAttributesForElements(in:) (SIGILL) (on Linux, Foundation's CGRect.intersects traps"),
            "\(first.message)")
    }

    @Test func aStopWithEveryFrameFiniteIsStillAnError() {
        // Every lookup is finite: nothing explains the stop, and the examination fails with it.
        let source = TrappingSource(base: FaultyWaterfall.source(.none), always: true)
        var options = DoctorOptions()
        options.measuresCost = false
        #expect(throws: DoctorError.self) { try Doctor.examine(source, options: options) }
    }
}
