/// Where the groups of an orthogonal strip lie along the strip, in strip coordinates:
/// evenly spaced when the section is solved once as a template, else listed.
enum GroupRun: Sendable {
    /// `count` groups of `extent`, the first at `first`, one every `pitch`.
    case uniform(first: Double, pitch: Double, extent: Double, count: Int)
    /// Explicit starts and extents (groups sized by their data).
    case list(starts: [Double], extents: [Double])

    /// The number of groups.
    var count: Int {
        switch self {
        case .uniform(_, _, _, let count): return count
        case .list(let starts, _): return starts.count
        }
    }

    /// The start of group `k`.
    func start(_ k: Int) -> Double {
        switch self {
        case .uniform(let first, let pitch, _, _): return first + pitch * Double(k)
        case .list(let starts, _): return starts[k]
        }
    }

    /// The extent of group `k`.
    func extent(_ k: Int) -> Double {
        switch self {
        case .uniform(_, _, let extent, _): return extent
        case .list(_, let extents): return extents[k]
        }
    }
}
