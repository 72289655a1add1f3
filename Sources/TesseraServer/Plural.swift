/// Counts with the right noun form: "1 session", "2 sessions".
enum Plural {
    /// `"\(n) \(singular)"` for 1, else with `plural` (default: `singular` + "s"). O(length).
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
