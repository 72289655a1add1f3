/// The count of running sessions against `--max-sessions`: a slot is taken when a
/// visitor's explorer starts and given back when that process has been reaped, so the
/// number of explorer processes never exceeds the limit.
public struct SessionLimit: Sendable, Equatable {
    /// The most sessions at once.
    public let maximum: Int
    /// Sessions running now.
    public private(set) var active = 0
    /// Visitors turned away because the server was full, since start.
    public private(set) var refused = 0

    public init(maximum: Int) {
        self.maximum = maximum
    }

    /// Takes a slot if one is free; false (and counts a refusal) when full. O(1).
    public mutating func admit() -> Bool {
        guard active < maximum else {
            refused += 1
            return false
        }
        active += 1
        return true
    }

    /// How many TCP connections may be open at once for `maxSessions` sessions: room for
    /// every session, as many connections that are still authenticating or being turned
    /// away, and a few more. Connections past it are closed before any SSH is spoken, so a
    /// flood of connections costs no key exchanges. O(1).
    public static func connectionCap(maxSessions: Int) -> Int {
        2 * maxSessions + 16
    }

    /// Gives a slot back. A release without a matching admit is ignored. O(1).
    public mutating func release() {
        if active > 0 { active -= 1 }
    }
}
