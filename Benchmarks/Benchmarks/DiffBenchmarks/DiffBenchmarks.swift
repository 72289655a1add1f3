import Benchmark
import CollectionLayout
import DiffWorkloads
import Foundation

#if DIFFERENCEKIT
    import DifferenceKit

    // swift-format-ignore: AvoidRetroactiveConformances
    extension Int: @retroactive Differentiable {}
    // swift-format-ignore: AvoidRetroactiveConformances
    extension UUID: @retroactive Differentiable {}
#endif

/// Snapshot diffs on the workloads of Docs/diffing.md: Tessera's `SnapshotDiffer` (trimmed
/// Heckel + LIS), the standard library's `difference(from:).inferringMoves()` (Myers; at
/// 10K only, it takes seconds to minutes beyond), and DifferenceKit's
/// `StagedChangeset` when the package is built with `DIFFERENCEKIT_PATH` pointing at a
/// local DifferenceKit checkout. One benchmark iteration is one diff of the pair.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 201)

    func label(_ n: Int) -> String { n >= 1_000_000 ? "\(n / 1_000_000)M" : "\(n / 1_000)K" }

    for shape in DiffWorkloads.Shape.allCases {
        for count in [10_000, 100_000, 1_000_000] {
            Benchmark("Diff/Tessera/\(shape.rawValue)/\(label(count))") { benchmark in
                let (old, new) = DiffWorkloads.pair(shape, count: count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(
                        SnapshotDiffer.diff(oldSections: [0], oldItems: [old], newSections: [0], newItems: [new]).batch
                            .movedItems.count)
                }
            }
            if count == 10_000 {
                Benchmark("Diff/stdlib/\(shape.rawValue)/\(label(count))") { benchmark in
                    let (old, new) = DiffWorkloads.pair(shape, count: count)
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        blackHole(new.difference(from: old).inferringMoves().count)
                    }
                }
            }
            #if DIFFERENCEKIT
                Benchmark("Diff/DifferenceKit/\(shape.rawValue)/\(label(count))") { benchmark in
                    let (old, new) = DiffWorkloads.pair(shape, count: count)
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        blackHole(StagedChangeset(source: old, target: new).count)
                    }
                }
            #endif
        }
    }
    for count in [5_000, 100_000] {
        Benchmark("Diff/Tessera/dkreadme-uuid/\(label(count))") { benchmark in
            let (old, new) = DiffWorkloads.uuidPair(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(
                    SnapshotDiffer.diff(oldSections: [0], oldItems: [old], newSections: [0], newItems: [new]).batch
                        .movedItems.count)
            }
        }
        #if DIFFERENCEKIT
            Benchmark("Diff/DifferenceKit/dkreadme-uuid/\(label(count))") { benchmark in
                let (old, new) = DiffWorkloads.uuidPair(count: count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(StagedChangeset(source: old, target: new).count)
                }
            }
        #endif
    }
}
