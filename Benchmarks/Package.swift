// swift-tools-version: 6.1
// Benchmarks live in their own package so the main build and CI stay lean.
// Run from this folder:  swift package benchmark   (add --filter REGEX to pick some)
import PackageDescription

let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        // The workloads (and the instruction driver of Scripts/instruction-guard.sh).
        .package(name: "TesseraWorkloads", path: "Workloads"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "LayoutWorkloads", package: "TesseraWorkloads"),
                .product(name: "CollectionLayout", package: "Tessera"),
                .product(name: "TerminalCanvas", package: "Tessera"),
                .product(name: "Explorer", package: "Tessera"),
            ]
        ),
        .executableTarget(
            name: "MemoryProbe",
            dependencies: ["BenchmarkSupport", .product(name: "CollectionLayout", package: "Tessera")],
            path: "Benchmarks/MemoryProbe"
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "Tessera"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AppBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Explorer", package: "Tessera"),
                .product(name: "TerminalCanvas", package: "Tessera"),
            ],
            path: "Benchmarks/AppBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DiffProbe",
            dependencies: [
                .product(name: "DiffWorkloads", package: "TesseraWorkloads"),
                .product(name: "CollectionLayout", package: "Tessera"),
            ],
            path: "Benchmarks/DiffProbe"
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "DiffWorkloads", package: "TesseraWorkloads"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "Tessera"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

// DifferenceKit in the same run, from a local checkout (nothing is fetched):
//   DIFFERENCEKIT_PATH=/path/to/DifferenceKit swift package benchmark --filter Diff
if let differenceKit = Context.environment["DIFFERENCEKIT_PATH"], !differenceKit.isEmpty,
    let target = package.targets.first(where: { $0.name == "DiffBenchmarks" })
{
    package.dependencies.append(.package(name: "DifferenceKit", path: differenceKit))
    target.dependencies.append(.product(name: "DifferenceKit", package: "DifferenceKit"))
    target.swiftSettings = [.define("DIFFERENCEKIT")]
}
