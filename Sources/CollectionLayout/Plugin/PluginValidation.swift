/// Checks on plugin parameters and item metrics that turn bad input into a
/// ``LayoutError`` naming its path, never a trap.
///
/// Paths are autoclosures: a check made per section builds its path only on failure.
enum PluginValidation {
    /// `value` must be finite and `>= 0`.
    @inline(__always)
    static func nonNegative(_ value: Double, path: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite, value >= 0 else {
            throw LayoutError(path: path(), message: "must be a finite number >= 0, got \(value)")
        }
    }

    /// `value` must be finite and `> 0`.
    @inline(__always)
    static func positive(_ value: Double, path: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite, value > 0 else {
            throw LayoutError(path: path(), message: "must be a finite number > 0, got \(value)")
        }
    }

    /// `value` must be finite.
    @inline(__always)
    static func finite(_ value: Double, path: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite else {
            throw LayoutError(path: path(), message: "must be a finite number, got \(value)")
        }
    }

    /// `value` must be at least 1.
    @inline(__always)
    static func count(_ value: Int, path: @autoclosure () -> String) throws(LayoutError) {
        guard value >= 1 else {
            throw LayoutError(path: path(), message: "must be an integer >= 1, got \(value)")
        }
    }

    /// The data path of an item's key, as the scenario format spells it.
    static func itemPath(_ section: Int, _ item: Int, _ key: String) -> String {
        "sections[\(section)].items[\(item)].\(key)"
    }

    /// The error for an item key whose value a plugin cannot use.
    static func badItem(_ section: Int, _ item: Int, _ key: String, _ value: Double, _ rule: String) -> LayoutError {
        LayoutError(path: itemPath(section, item, key), message: "must be \(rule), got \(value)")
    }
}
