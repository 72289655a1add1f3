/// Something a layout's specification asks for that the layout does not do, though
/// it is not an error: the layout is prepared, and the warning says what was
/// ignored. `tessera` prints each as a `warning:` line. A warning has an error's shape
/// (``LayoutDiagnostic``: a path and a message), so it is the same type.
public typealias LayoutWarning = LayoutDiagnostic

extension LayoutGroup {
    /// UIKit's rule that an item's content insets are ignored along an axis whose
    /// dimension is estimated (the item sizes itself there; the solver applies the
    /// rule): one warning per item and axis where insets are set but ignored, named
    /// from `path` (the group's path). Complexity: O(the group's specification).
    public func estimatedAxisInsetWarnings(path: String) -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        for (i, subitem) in subitems.enumerated() {
            let here = path + ".subitems[\(i)]"
            switch subitem {
            case .group(let group):
                out += group.estimatedAxisInsetWarnings(path: here)
            case .item(let item):
                let insets = item.contentInsets
                if item.size.width.isEstimated, insets.leading != 0 || insets.trailing != 0 {
                    out.append(
                        LayoutWarning(
                            path: here + ".contentInsets",
                            message: "leading and trailing insets are ignored: the width is estimated"))
                }
                if item.size.height.isEstimated, insets.top != 0 || insets.bottom != 0 {
                    out.append(
                        LayoutWarning(
                            path: here + ".contentInsets",
                            message: "top and bottom insets are ignored: the height is estimated"))
                }
            }
        }
        return out
    }
}
