// An opt-in overlay for code that imports both Foundation and CollectionLayout.
//
// Both modules declare `IndexPath`, so a file that imports the two finds the name
// ambiguous. Import this module instead of CollectionLayout (beside Foundation) and
// `IndexPath` means the engine's, as it does in UIKit code that ports to Tessera. The
// conversions below cross to Foundation's where a Foundation API wants one.
//
// Without this module, the same effect takes one line in the file:
// `import struct CollectionLayout.IndexPath`. Either way, `Foundation.IndexPath` still
// names Foundation's type.

@_exported import CollectionLayout
import Foundation

@_exported import struct CollectionLayout.IndexPath

extension CollectionLayout.IndexPath {
    /// The engine's index path for a Foundation index path of exactly two indices
    /// (section, item), as UIKit reads them; `nil` for any other length. Complexity: O(1).
    public init?(_ indexPath: Foundation.IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(item: indexPath[1], section: indexPath[0])
    }
}

extension Foundation.IndexPath {
    /// Foundation's two-index path `[section, item]` for the engine's index path.
    /// Complexity: O(1).
    public init(_ indexPath: CollectionLayout.IndexPath) {
        self.init(indexes: [indexPath.section, indexPath.item])
    }
}
