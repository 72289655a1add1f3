// swift-tools-version: 6.0
// Five small programs that use the engine the way the reference systems' sample view
// controllers use theirs, each printing its frames. A separate package that depends on
// the root by path, so the root's `swift test` never builds them; `.ci/run` builds and
// runs every one and compares its output with `Expected/NAME.txt`.
// Run from this folder:  swift run MosaicExample
import PackageDescription

let package = Package(
    name: "TesseraExamples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tessera", path: "..")
    ],
    targets: [
        // Prints frames as text; imports only CollectionLayout (no Foundation).
        .target(
            name: "ExampleOutput",
            dependencies: [.product(name: "CollectionLayout", package: "Tessera")]
        ),
        .executableTarget(
            name: "PinterestExample",
            dependencies: ["ExampleOutput", .product(name: "CollectionLayout", package: "Tessera")]
        ),
        .executableTarget(
            name: "PluginExample",
            dependencies: ["ExampleOutput", .product(name: "CollectionLayout", package: "Tessera")]
        ),
        .executableTarget(
            name: "SplitExample",
            dependencies: ["ExampleOutput", .product(name: "CollectionLayout", package: "Tessera")]
        ),
        // Imports only CollectionLayout: proves the engine links without Foundation.
        .executableTarget(
            name: "MosaicExample",
            dependencies: ["ExampleOutput", .product(name: "CollectionLayout", package: "Tessera")]
        ),
        // Imports Foundation and the CollectionLayoutFoundation overlay.
        .executableTarget(
            name: "CompositionalExample",
            dependencies: [
                "ExampleOutput",
                .product(name: "CollectionLayoutFoundation", package: "Tessera"),
            ]
        ),
    ]
)
