import Benchmark
import BenchmarkSupport
import CollectionLayout

/// Prepare and viewport-query benchmarks for every layout at 1K, 100K and 1M items.
/// `Prepare/<layout>/<n>` measures one full prepare; `Query/<layout>/<n>` measures one
/// viewport query (1,000 per iteration, reported per query).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 30)

    for workload in Workloads.all {
        for count in Workloads.counts {
            let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)K"
            Benchmark("Prepare/\(workload.name)/\(label)") { benchmark in
                let context = workload.context(count)
                for _ in benchmark.scaledIterations {
                    var layout = workload.layout
                    benchmark.startMeasurement()
                    try? layout.prepare(for: context)
                    benchmark.stopMeasurement()
                    blackHole(layout.contentSize)
                }
            }
            Benchmark(
                "Query/\(workload.name)/\(label)",
                configuration: .init(scalingFactor: .kilo)
            ) { benchmark in
                let layout = Workloads.prepared(workload, count: count)
                let rects = Workloads.viewports(in: layout, count: 1_000)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    for rect in rects {
                        blackHole(layout.query(rect, contentOffset: rect.origin).elements.count)
                    }
                }
            }
        }
    }
}
