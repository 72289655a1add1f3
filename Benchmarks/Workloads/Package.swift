// swift-tools-version: 6.0
// The benchmarks' workloads and the instruction driver, in a package of their own that
// needs nothing but the engine: Scripts/instruction-guard.sh builds the driver from here
// in release without resolving or building the benchmark harness. The package in the
// folder above (package-benchmark) uses the workloads from here.
import PackageDescription

let package = Package(
    name: "TesseraWorkloads",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        .library(name: "DiffWorkloads", targets: ["DiffWorkloads"]),
    ],
    dependencies: [.package(name: "Tessera", path: "../..")],
    targets: [
        .target(name: "LayoutWorkloads", dependencies: [.product(name: "CollectionLayout", package: "Tessera")]),
        .target(name: "DiffWorkloads", dependencies: [.product(name: "CollectionLayout", package: "Tessera")]),
        // Counts allocations (its own malloc entry points) and marks regions for callgrind
        // (client requests, when the valgrind headers are installed).
        .target(name: "CInstructionCounters"),
        .executableTarget(
            name: "InstructionDriver",
            dependencies: [
                "CInstructionCounters", "LayoutWorkloads", "DiffWorkloads",
                .product(name: "CollectionLayout", package: "Tessera"),
            ]
        ),
    ]
)
