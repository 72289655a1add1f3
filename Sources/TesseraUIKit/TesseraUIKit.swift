// TesseraUIKit: UIKit's collection-layout API under UIKit's names, on Tessera's engine.
//
// A layout file written for iOS compiles on Linux with one change, `import TesseraUIKit`
// for `import UIKit` (or the `#if canImport(UIKit)` form in Docs/uikit.md). As `import
// UIKit` does, this module re-exports Foundation, so `CGRect`, `CGFloat` and `IndexPath`
// need no other import.
//
// Isolation: UIKit's view and layout classes are main-actor isolated. Here they are
// `@preconcurrency @MainActor`, which is how Swift sees UIKit's own (Objective-C)
// declarations: Swift 5 code that uses them from nonisolated functions compiles without
// a diagnostic, and Swift 6 code gets the warnings (not errors) it gets on iOS, while code
// that states `@MainActor` itself (a subclass, a conformance, a preview function) compiles
// in both modes. `UICollectionViewLayoutAttributes`, `UICollectionViewUpdateItem` and the
// snapshot are not isolated, so that `copy(with:)` and `isEqual(_:)` overrides (NSObject's
// nonisolated methods) compile in both modes.
//
// The engine module `CollectionLayout` is imported, not re-exported: its own `IndexPath`
// would otherwise make Foundation's ambiguous in every user file. A host that needs both
// (the preview) imports `CollectionLayout` itself and uses the conversions in
// `EngineConversion.swift`.

@_exported import Foundation
