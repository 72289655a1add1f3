import Benchmark
import BenchmarkSupport
import CollectionLayout

/// Prepare and viewport-query benchmarks for every layout at 1K, 100K and 1M items.
/// `Prepare/<layout>/<n>` measures one full prepare; `Query/<layout>/<n>` measures one
/// viewport query at a random place in the content (1,000 per iteration, reported per
/// query), with the viewport's origin as the content offset, so offset-dependent
/// elements (sticky and pinned headers) are adjusted as in a real scroll, and, for the
/// orthogonal workload, every strip in view scrolled to an offset of its own.
///
/// Each benchmark samples for up to 5 seconds (at most 100 prepares, 1,000 x 1,000
/// queries), so a median spans enough time to ride out other work on a shared machine.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 100)

    for workload in Workloads.all {
        for count in Workloads.counts {
            let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)K"
            Benchmark(
                "Prepare/\(workload.name)/\(label)",
                closure: { benchmark, context in
                    var layout = workload.layout
                    benchmark.startMeasurement()
                    try? layout.prepare(for: context)
                    benchmark.stopMeasurement()
                    blackHole(layout.contentSize)
                },
                setup: { workload.context(count) })
            Benchmark(
                "Query/\(workload.name)/\(label)",
                configuration: .init(scalingFactor: .kilo, maxIterations: 1_000),
                closure: { benchmark, state in
                    let (layout, rects, positions) = state
                    benchmark.startMeasurement()
                    if positions.isEmpty {
                        for i in benchmark.scaledIterations {
                            let rect = rects[i % rects.count]
                            blackHole(layout.query(rect, contentOffset: rect.origin).elements.count)
                        }
                    } else {
                        for i in benchmark.scaledIterations {
                            let k = i % rects.count
                            blackHole(layout.query(rects[k], at: positions[k]).elements.count)
                        }
                    }
                    benchmark.stopMeasurement()
                },
                setup: { () -> (any CollectionViewLayout, [Rect], [ScrollPosition]) in
                    let layout = Workloads.prepared(workload, count: count)
                    let rects = Workloads.viewports(in: layout, count: 1_000)
                    let positions =
                        workload.scrollsOrthogonally ? Workloads.scrollPositions(in: layout, for: rects) : []
                    return (layout, rects, positions)
                })
        }
    }

    // One item's measured size arriving in a prepared 1M-item layout (100 sections of
    // 10,000, estimated heights): `updateMeasuredSize` for a random item of section 50,
    // its height alternating, so every call moves everything after its row.
    Benchmark(
        "Relayout/Compositional one item/1M",
        configuration: .init(scalingFactor: .kilo, maxIterations: 1_000),
        closure: { benchmark, box in
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let item = Int(state >> 33) % 10_000
                let height = i % 2 == 0 ? 333.0 : 77.0
                try? box.layout.updateMeasuredSize(
                    Size(width: 187, height: height), forItemAt: IndexPath(item: item, section: 50))
            }
            benchmark.stopMeasurement()
            blackHole(box.layout.contentSize)
        },
        setup: { Workloads.measuredGrid() })
}
