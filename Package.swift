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
        .library(name: "LayoutDoctor", targets: ["LayoutDoctor"]),
        // UIKit's collection-layout API under UIKit's names. Dynamic, so that `tessera
        // preview` can compile a user's iOS layout files with swiftc against this one
        // shared object (`-I .build/<config>/Modules -L .build/<config> -lTesseraUIKit`)
        // without rebuilding the library into every preview.
        .library(name: "TesseraUIKit", type: .dynamic, targets: ["TesseraUIKit"]),
        // What `tessera preview` links a user's files against (swiftc -lTesseraPreviewHost):
        // the host loop with TesseraUIKit inside, one shared object.
        .library(name: "TesseraPreviewHost", type: .dynamic, targets: ["TesseraPreviewHost"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssh.git", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
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
        // UIKit's collection-layout classes (UICollectionView, UICollectionViewLayout, the
        // flow and compositional layouts, diffable data sources) on the engine; re-exports
        // Foundation as `import UIKit` does. See Docs/uikit.md.
        .target(name: "TesseraUIKit", dependencies: ["CollectionLayout"]),
        // The one sanitiser for text from input: controls and bidi marks as visible escapes.
        .target(name: "InertText"),
        // The POSIX read and write loops, in one place.
        .target(name: "FileIO"),
        // Draws layout attributes into an in-memory cell grid; knows no ncurses.
        .target(name: "TerminalCanvas", dependencies: ["CollectionLayout", "InertText"]),
        // Reads scenario files into engine values with its own strict JSON parser (no Foundation).
        .target(name: "Scenarios", dependencies: ["CollectionLayout", "InertText", "FileIO"]),
        // The interactive explorer's model, screen composition and tour: pure Swift, no
        // terminal, so every frame can be tested as text. It opens scenarios (Scenarios).
        .target(
            name: "Explorer",
            dependencies: ["CollectionLayout", "InertText", "TerminalCanvas", "Scenarios", "LayoutDoctor"]),
        // The headless commands' work (render, dump, diff and the checks): text in, text
        // out, no terminal; the executable only parses arguments and calls in here.
        .target(
            name: "Headless",
            dependencies: ["CollectionLayout", "InertText", "TerminalCanvas", "Scenarios", "LayoutDoctor", "FileIO"]),
        // `tessera doctor`'s checks: UIKit's layout contract (query, consistency, cost,
        // updates) for any layout behind the `LayoutSubject` protocol; no terminal.
        .target(name: "LayoutDoctor", dependencies: ["CollectionLayout", "InertText"]),
        // Doctor on a TesseraUIKit `UICollectionViewLayout` in this process (UIKitSubject),
        // with the data source doctor scales and updates (DoctorDataSource).
        .target(name: "LayoutDoctorUIKit", dependencies: ["LayoutDoctor", "TesseraUIKit", "CollectionLayout"]),
        // fork, setsid, the controlling terminal, dup2 and execve for `tessera serve`'s
        // sessions, in C: no Swift code may run between fork and exec in a threaded process.
        .target(name: "CPty"),
        // `tessera serve`: an SSH server (swift-nio-ssh) that gives each visitor the explorer
        // in its own process on its own pty.
        .target(
            name: "TesseraServer",
            dependencies: [
                "CPty", "InertText", "Scenarios", "FileIO",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `tessera preview`: the pipe protocol between the explorer and a user's layout
        // running in its own process (no Foundation, no UIKit: both sides read it).
        .target(name: "PreviewWire", dependencies: ["FileIO"]),
        // The parent side of `tessera preview`: builds the user's files with swiftc against
        // TesseraPreviewHost, runs them supervised, and exposes the layout as an engine
        // layout and a scenario (PreviewSession: the reusable loading path).
        // The child side of `tessera preview`: serves the user's collection view over the pipes.
        .target(name: "TesseraPreviewHost", dependencies: ["TesseraUIKit", "PreviewWire", "LayoutDoctorUIKit"]),
        .target(
            name: "PreviewSupport",
            dependencies: ["PreviewWire", "CollectionLayout", "Scenarios", "InertText", "Explorer", "FileIO"]),
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "CollectionLayout", "InertText", "TerminalCanvas", "Scenarios", "Explorer", "Headless", "CNcurses",
                "TesseraServer", "PreviewSupport", "LayoutDoctor", "FileIO",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing: mutated scenario files and broken batch updates, with the checks every
        // case must pass; `tessera-fuzz` runs them in a supervised worker process.
        .target(
            name: "Fuzzing",
            dependencies: ["CollectionLayout", "InertText", "Scenarios", "Headless", "Explorer"]),
        .executableTarget(
            name: "tessera-fuzz", dependencies: ["Fuzzing", "CollectionLayout", "Explorer", "InertText"]),
        // What several test targets share: the seeded generator and demo frames as
        // `tessera render` draws them.
        .target(
            name: "TestSupport", dependencies: ["CollectionLayout", "Scenarios", "TerminalCanvas", "Headless"],
            path: "Tests/TestSupport"),
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "CollectionLayout", "Explorer", "Scenarios"]),
        .testTarget(
            name: "LayoutDoctorTests", dependencies: ["LayoutDoctor", "CollectionLayout", "Scenarios", "Headless"]),
        .testTarget(
            name: "LayoutDoctorUIKitTests",
            dependencies: ["LayoutDoctorUIKit", "LayoutDoctor", "TesseraUIKit", "CollectionLayout"]),
        .testTarget(name: "HeadlessTests", dependencies: ["Headless", "Scenarios", "CollectionLayout"]),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout", "TestSupport"]),
        .testTarget(name: "InertTextTests", dependencies: ["InertText"]),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO"]),
        .testTarget(
            name: "PreviewTests", dependencies: ["PreviewWire", "PreviewSupport", "CollectionLayout", "Scenarios"]),
        .testTarget(name: "TesseraServerTests", dependencies: ["TesseraServer"]),
        .testTarget(name: "TesseraUIKitTests", dependencies: ["TesseraUIKit", "CollectionLayout", "Scenarios"]),
        .testTarget(name: "CollectionLayoutFoundationTests", dependencies: ["CollectionLayoutFoundation"]),
        .testTarget(
            name: "ExplorerTests",
            dependencies: [
                "Explorer", "CollectionLayout", "TerminalCanvas", "Scenarios", "TestSupport", "LayoutDoctor",
            ]),
        .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas", "CollectionLayout", "TestSupport"]),
        .testTarget(
            name: "ScenariosTests",
            dependencies: ["Scenarios", "CollectionLayout", "TerminalCanvas", "Headless", "TestSupport", "InertText"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
