import CInstructionCounters
import CollectionLayout
import DiffWorkloads
import LayoutWorkloads

/// The hot paths at a small size, each in a measured region: under callgrind every region
/// becomes a dump part of its own (client requests), so `Scripts/instruction-guard.sh`
/// reads exact instruction counts per region; the driver itself prints each region's
/// allocations (its own malloc counter) and the unit it divides by.
///
///     InstructionDriver [--items N] [--queries Q] [--only REGEX-FREE-SUBSTRING]
///
/// Output: one line per region, `region<TAB>NAME<TAB>UNITS<TAB>ALLOCATIONS`, plus for every
/// prepare `scaling<TAB>NAME<TAB>ALLOCATIONS AT N/4<TAB>ALLOCATIONS AT N` (a prepare's
/// allocation count must not grow with its items).
struct Options {
    var items = 20_000
    var queries = 200
    var only: String?

    init(_ arguments: [String]) {
        var i = 1
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--items": items = Int(value) ?? items
            case "--queries": queries = Int(value) ?? queries
            case "--only": only = value
            default: fatalError("unknown argument \(arguments[i])")
            }
            i += 2
        }
    }

    func wants(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }
}

/// Runs `body` as the measured region `name`: counters zeroed before, dumped after.
/// Prints the region's line; `units` is what the script divides the instructions by.
@inline(never)
func region(_ name: String, units: Int, _ body: () -> Void) {
    let before = tessera_allocation_count()
    tessera_callgrind_zero()
    body()
    tessera_callgrind_dump(name)
    let allocations = tessera_allocation_count() - before
    print("region\t\(name)\t\(units)\t\(allocations)")
}

/// Allocations made by `body`.
func allocations(_ body: () -> Void) -> Int {
    let before = tessera_allocation_count()
    body()
    return tessera_allocation_count() - before
}

@inline(never)
func consume(_ value: Int) {
    if value == -12_345_678 { print("") }
}

let options = Options(CommandLine.arguments)
let n = options.items

for workload in Workloads.all {
    // Prepare: a warm-up at n/4 (its allocations, for the scaling line), then the
    // measured prepare at n.
    let prepareName = "prepare/\(workload.name)"
    let queryName = "query/\(workload.name)"
    guard options.wants(prepareName) || options.wants(queryName) else { continue }
    let small = workload.context(n / 4)
    let full = workload.context(n)
    var warm = workload.layout
    let smallAllocations = allocations { try? warm.prepare(for: small) }
    var layout = workload.layout
    var fullAllocations = 0
    if options.wants(prepareName) {
        region(prepareName, units: n) {
            fullAllocations = allocations { try? layout.prepare(for: full) }
        }
        print("scaling\t\(prepareName)\t\(smallAllocations)\t\(fullAllocations)")
    } else {
        try? layout.prepare(for: full)
    }
    consume(Int(layout.contentSize.height))

    // Query: viewports spread over the content, the viewport's origin as the content
    // offset (so sticky and pinned headers are adjusted, as in a scroll), every strip in
    // view at an offset of its own; one query as a warm-up.
    if options.wants(queryName) {
        let prepared: any CollectionViewLayout = layout
        let rects = Workloads.viewports(in: prepared, count: options.queries)
        if workload.scrollsOrthogonally {
            let positions = Workloads.scrollPositions(in: prepared, for: rects)
            consume(prepared.query(rects[0], at: positions[0]).elements.count)
            region(queryName, units: rects.count) {
                var total = 0
                for i in rects.indices { total &+= prepared.query(rects[i], at: positions[i]).elements.count }
                consume(total)
            }
        } else {
            consume(prepared.query(rects[0], contentOffset: rects[0].origin).elements.count)
            region(queryName, units: rects.count) {
                var total = 0
                for rect in rects { total &+= prepared.query(rect, contentOffset: rect.origin).elements.count }
                consume(total)
            }
        }
    }
}

// One item's measured size arriving in a prepared estimated grid (sections of 2,000).
if options.wants("relayout/Compositional one item") {
    let perSection = 2_000
    let box = Workloads.measuredGrid(sections: max(2, n / perSection), perSection: perSection)
    let updates = 50
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func update(_ i: Int) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let item = Int(state >> 33) % perSection
        let height = i % 2 == 0 ? 333.0 : 77.0
        try? box.layout.updateMeasuredSize(
            Size(width: 187, height: height), forItemAt: IndexPath(item: item, section: 1))
    }
    update(0)
    region("relayout/Compositional one item", units: updates) {
        for i in 1...updates { update(i) }
    }
    consume(Int(box.layout.contentSize.height))
}

// Snapshot diffs of the churn and light shapes at n items.
for shape in [DiffWorkloads.Shape.churn, .light] where options.wants("diff/\(shape.rawValue)") {
    let (old, new) = DiffWorkloads.pair(shape, count: n)
    let (warmOld, warmNew) = DiffWorkloads.pair(shape, count: 100)
    consume(
        SnapshotDiffer.diff(oldSections: [0], oldItems: [warmOld], newSections: [0], newItems: [warmNew]).batch
            .movedItems.count)
    region("diff/\(shape.rawValue)", units: n) {
        consume(
            SnapshotDiffer.diff(oldSections: [0], oldItems: [old], newSections: [0], newItems: [new]).batch
                .movedItems.count)
    }
}
