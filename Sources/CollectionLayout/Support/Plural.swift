/// Counts with the right noun form, for messages: "1 section", "2 sections". Shared by
/// the package's modules (`package` access), not part of the engine's public API.
package enum Plural {
    /// `"\(n) \(singular)"` for 1, else with `plural` (default: `singular` + "s"). O(length).
    package static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
