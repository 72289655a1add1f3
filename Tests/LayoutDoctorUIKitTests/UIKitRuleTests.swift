import CollectionLayout
import LayoutDoctor
import LayoutDoctorUIKit
import TesseraUIKit
import Testing

import struct CollectionLayout.IndexPath

/// The UIKit-style layouts of BrokenLayouts.swift, each with the rule it breaks and the
/// first finding doctor must give at 390 x 844 (message, element and frame, exactly).
enum Broken: String, CaseIterable, Sendable {
    case roundsLastRowDown, forgetsTheTopEdge, pinsTheFirstRowTwice, lookupForgetsSpacing, firstSectionOnly
    case fadesByProgress, heightFromADuration, contentWithoutSpacing, offsetNeverReset, cachesOnce
    case searchesEveryRowBefore

    @MainActor func layout() -> UICollectionViewLayout {
        switch self {
        case .roundsLastRowDown: return RoundsLastRowDown()
        case .forgetsTheTopEdge: return ForgetsTheTopEdge()
        case .pinsTheFirstRowTwice: return PinsTheFirstRowTwice()
        case .lookupForgetsSpacing: return LookupForgetsSpacing()
        case .firstSectionOnly: return FirstSectionOnly()
        case .fadesByProgress: return FadesByProgress()
        case .heightFromADuration: return HeightFromADuration()
        case .contentWithoutSpacing: return ContentWithoutSpacing()
        case .offsetNeverReset: return OffsetNeverReset()
        case .cachesOnce: return CachesOnce()
        case .searchesEveryRowBefore: return SearchesEveryRowBefore()
        }
    }

    @MainActor func view() -> UICollectionView {
        preview(layout(), data: self == .firstSectionOnly ? twoSections : forty)
    }

    var rule: DoctorRule {
        switch self {
        case .roundsLastRowDown: return .queryMissesElement
        case .forgetsTheTopEdge: return .queryReturnsExtra
        case .pinsTheFirstRowTwice: return .duplicateElement
        case .lookupForgetsSpacing: return .itemAttributesDisagree
        case .firstSectionOnly: return .missingCell
        case .fadesByProgress: return .nonFiniteValue
        case .heightFromADuration: return .negativeSize
        case .contentWithoutSpacing: return .contentSizeTooSmall
        case .offsetNeverReset: return .prepareNotRepeatable
        case .cachesOnce: return .updateDiffersFromPrepare
        case .searchesEveryRowBefore: return .costSuperlinear
        }
    }

    /// The first finding's message, element and frame.
    var first: (message: String, indexPath: IndexPath?, frame: Rect?) {
        func row(_ item: Int, y: Double, height: Double = 50) -> Rect { Rect(x: 0, y: y, width: 390, height: height) }
        switch self {
        case .roundsLastRowDown:
            return (
                "layoutAttributesForElements(in: (x 389.5, y 1198.523, w 0.5, h 0.5)) misses item [0, 23] at "
                    + "(x 0, y 1150, w 390, h 50) at 390x844; found on a thin strip (40 elements in all, 5 shown)",
                IndexPath(item: 23, section: 0), row(23, y: 1150)
            )
        case .forgetsTheTopEdge:
            return (
                "layoutAttributesForElements(in: (x 389.5, y 1431.943, w 0.5, h 0.5)) returns item [0, 0] at "
                    + "(x 0, y 0, w 390, h 50) (and 23 more element(s), listed) at 390x844; found on a thin strip "
                    + "(39 elements in all, 5 shown)", IndexPath(item: 0, section: 0), row(0, y: 0)
            )
        case .pinsTheFirstRowTwice:
            return (
                "layoutAttributesForElements(in: (x 389.5, y 50, w 0.5, h 0.5)) returns twice item [0, 0] at "
                    + "(x 0, y 0, w 390, h 50) at 390x844; found on the whole content", IndexPath(item: 0, section: 0),
                row(0, y: 0)
            )
        case .lookupForgetsSpacing:
            return (
                "layoutAttributesForItem(at: [0, 1]) gives (x 0, y 50, w 390, h 50), the query (x 0, y 60, w 390, "
                    + "h 50) at 390x844 (39 elements in all, 5 shown)", IndexPath(item: 1, section: 0), row(1, y: 60)
            )
        case .firstSectionOnly:
            return (
                "item [1, 0] of the data source has no attributes (no lookup, no query) at 390x844 (10 elements "
                    + "in all, 5 shown)", IndexPath(item: 0, section: 1), nil
            )
        case .fadesByProgress:
            return (
                "item [0, 2] has alpha nan at 390x844 (10 elements in all, 5 shown)", IndexPath(item: 2, section: 0),
                row(2, y: 120)
            )
        case .heightFromADuration:
            return (
                "item [0, 2] has frame (x 0, y 150, w 390, h -20) at 390x844 (8 elements in all, 5 shown)",
                IndexPath(item: 2, section: 0), row(2, y: 150, height: -20)
            )
        case .contentWithoutSpacing:
            return (
                "item [0, 33] at (x 0, y 1980, w 390, h 50) reaches beyond the content size 390x2000 at 390x844 "
                    + "(7 elements in all, 5 shown)", IndexPath(item: 33, section: 0), row(33, y: 1980)
            )
        case .offsetNeverReset:
            return (
                "a second prepare() changes the content size from 390x2390 to 390x4790 at 390x844 (41 elements in "
                    + "all, 5 shown)", nil, nil
            )
        case .cachesOnce:
            return (
                "after update 1 (delete item [0, 20]) the content size is 390x2390, a fresh prepare gives "
                    + "390x2330 at 390x844", nil, nil
            )
        case .searchesEveryRowBefore:
            return ("prepare() grows as n^", nil, nil)
        }
    }
}

/// One `UICollectionViewLayout` subclass per rule, written in the UIKit style and run in
/// this process through ``UIKitSubjectSource`` (doctor's own insert and delete updates
/// included): doctor reports that rule and no other, with an exact, minimal reproducer.
@Suite("Doctor on UIKit-style layouts")
@MainActor
struct UIKitRuleTests {
    static func examine(_ source: UIKitSubjectSource, costCounts: [Int]? = nil) throws -> DoctorReport {
        var options = DoctorOptions()
        options.measuresCost = costCounts != nil
        options.costCounts = costCounts ?? []
        options.costBudgetSeconds = 20
        return try Doctor.examine(source, options: options)
    }

    static func rules(_ report: DoctorReport) -> Set<DoctorRule> { Set(report.findings.map(\.rule)) }

    @Test func theCorrectListIsCleanWithItsCostLinear() throws {
        let source = UIKitSubjectSource(name: "List.swift") { preview(ListLayout()) }
        #expect(
            source.updateLabels == [
                "delete item [0, 20]", "insert item [0, 0]", "delete item [0, 39], insert item [0, 0]",
            ])
        let report = try Self.examine(source, costCounts: [1_000, 10_000])
        #expect(report.findings.isEmpty, "\(report.text)")
        #expect(report.layoutName == "ListLayout")
        #expect(report.queryCount > 3 * 1000)
        let cost = try #require(report.cost)
        #expect(cost.samples.map(\.items) == [40, 1_000, 10_000])
        #expect(cost.samples.allSatisfy { $0.prepareSeconds != nil && $0.querySeconds != nil })
        #expect((cost.prepareExponent ?? 9) < 1.5)
        #expect(cost.scrollInvalidates == false)
    }

    @Test(arguments: Broken.allCases)
    func eachLayoutBreaksItsRuleAndNoOther(_ broken: Broken) throws {
        let source = UIKitSubjectSource(name: broken.rawValue) { broken.view() }
        let report = try Self.examine(source, costCounts: broken == .searchesEveryRowBefore ? [400, 1_600] : nil)
        #expect(Self.rules(report) == [broken.rule], "\(report.text)")
        #expect(report.hasErrors)
        let first = try #require(report.findings.first)
        let expected = broken.first
        if broken == .searchesEveryRowBefore {
            #expect(first.message.hasPrefix(expected.message), "\(first.message)")
            #expect((report.cost?.prepareExponent ?? 0) >= 1.5)
        } else {
            #expect(first.message == expected.message)
        }
        #expect(first.indexPath == expected.indexPath)
        #expect(first.frame == expected.frame)
        #expect(first.containerSize == Size(width: 390, height: 844))
    }

    /// The query rules' reproducers hold on a fresh layout, and are minimal: half a point
    /// square, and the rectangle's neighbours a point away do not reproduce it.
    @Test(arguments: [Broken.roundsLastRowDown, .forgetsTheTopEdge, .pinsTheFirstRowTwice])
    func theQueryReproducersHoldOnAFreshLayout(_ broken: Broken) throws {
        let report = try Self.examine(UIKitSubjectSource(name: broken.rawValue) { broken.view() })
        let first = try #require(report.findings.first)
        let rect = try #require(first.rect)
        #expect(rect.size == Size(width: 0.5, height: 0.5))
        let view = broken.view()
        view.prepareLayoutIfNeeded()
        func count(_ r: Rect) -> Int {
            let found = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(r)) ?? []
            return found.filter { $0.indexPath.item == first.indexPath?.item && $0.indexPath.section == 0 }.count
        }
        switch broken {
        case .roundsLastRowDown:
            #expect(count(rect) == 0)
            #expect(try #require(first.frame).intersects(rect))
            // Only a rectangle that reaches the next row's top (y 1200) gets row 23 back.
            #expect(count(Rect(x: rect.minX, y: 1199.5, width: 0.5, height: 0.5)) == 1)
        case .forgetsTheTopEdge:
            #expect(count(rect) == 1)
            #expect(first.elements.count == 24)
            #expect(first.elements.map(\.frame.minY) == (0..<24).map { Double($0) * 60 })
        default:
            #expect(count(rect) == 2)
            #expect(count(Rect(x: rect.minX, y: rect.minY + 1, width: 0.5, height: 0.5)) == 0)
        }
    }

    @Test func aScrollThatInvalidatesIsCostedWithItsPrepare() throws {
        let source = UIKitSubjectSource(name: "Invalidates.swift") { preview(InvalidatesOnEveryScroll()) }
        let report = try Self.examine(source, costCounts: [1_000])
        #expect(report.findings.isEmpty, "\(report.text)")
        let cost = try #require(report.cost)
        #expect(cost.scrollInvalidates == true)
        #expect((cost.scrollStepSeconds ?? 0) > 0)
        #expect(report.text.contains("scroll step: shouldInvalidateLayout(forBoundsChange:) says true"))
    }

    /// The delegate's model has forty widths: at 1K and 10K items it is asked about the
    /// repeated items' own index paths, so the cost is measured at every count.
    @Test func aFlowDelegateSizingFromItsModelScales() throws {
        let report = try Self.examine(UIKitSubjectSource(name: "Tags.swift") { tags() }, costCounts: [1_000, 10_000])
        #expect(report.findings.isEmpty, "\(report.text)")
        let cost = try #require(report.cost)
        #expect(cost.samples.map(\.items) == [40, 1_000, 10_000])
        #expect(cost.samples.allSatisfy { $0.skipped == nil })
    }

    @Test func aCachedQuadraticPrepareIsCostedByItsFirstPass() throws {
        let source = UIKitSubjectSource(name: "Once.swift") { preview(SearchesOnceQuadratically()) }
        let report = try Self.examine(source, costCounts: [400, 1_600])
        #expect(Self.rules(report) == [.updateDiffersFromPrepare, .costSuperlinear], "\(report.text)")
        #expect((report.cost?.prepareExponent ?? 0) >= 1.5)
    }

    @Test func aScaledDataSourceRepeatsTheUsersItems() {
        let data = DoctorDataSource(original: forty, counts: [40, 0, 3], scaledTo: 1_000)
        #expect(data.counts == [930, 0, 70])
        #expect(data.items[0][41] == 1)
        #expect(data.items[2][5] == 2)
        data.insert(item: 1, section: 2, copying: 0)
        data.delete(item: 0, section: 0)
        #expect(data.counts == [929, 0, 71])
        #expect(data.items[2].prefix(3) == [0, 0, 1])
    }
}
