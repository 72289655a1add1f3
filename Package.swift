// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionLayoutFoundation", targets: ["CollectionLayoutFoundation"]),
        .library(name: "TerminalCanvas", targets: ["TerminalCanvas"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "Explorer", targets: ["Explorer"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The engine: pure Swift, no Foundation, no terminal.
        // The engine rounds with the C library's floor/ceil/round/trunc/sqrt; on Linux those
        // live in libm, which a client that does not import Foundation would not link.
        .target(
            name: "CollectionLayout",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Opt-in overlay for apps that also import Foundation: `IndexPath` means the engine's,
        // with conversions to and from Foundation's.
        .target(name: "CollectionLayoutFoundation", dependencies: ["CollectionLayout"]),
        // The one sanitiser for text from input: controls and bidi marks as visible escapes.
        .target(name: "InertText"),
        // Draws layout attributes into an in-memory cell grid; knows no ncurses.
        .target(name: "TerminalCanvas", dependencies: ["CollectionLayout", "InertText"]),
        // Reads scenario files into engine values with its own strict JSON parser (no Foundation).
        .target(name: "Scenarios", dependencies: ["CollectionLayout", "InertText"]),
        // The interactive explorer's model, screen composition and tour: pure Swift, no
        // terminal, so every frame can be tested as text.
        .target(name: "Explorer", dependencies: ["CollectionLayout", "InertText", "TerminalCanvas"]),
        // The headless commands' work (render, dump, diff and the checks): text in, text
        // out, no terminal; the executable only parses arguments and calls in here.
        .target(
            name: "Headless",
            dependencies: ["CollectionLayout", "InertText", "TerminalCanvas", "Scenarios", "Explorer"]),
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "CollectionLayout", "InertText", "TerminalCanvas", "Scenarios", "Explorer", "Headless", "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "HeadlessTests", dependencies: ["Headless", "Scenarios", "CollectionLayout"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "InertTextTests", dependencies: ["InertText"]),
        .testTarget(name: "CollectionLayoutFoundationTests", dependencies: ["CollectionLayoutFoundation"]),
        .testTarget(name: "ExplorerTests", dependencies: ["Explorer", "CollectionLayout", "TerminalCanvas"]),
        .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas", "CollectionLayout"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", "CollectionLayout", "TerminalCanvas"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
