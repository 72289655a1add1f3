/// Per-source-address limits on new connections, modelled on OpenSSH's `MaxStartups` and
/// `PerSourceMaxStartups`: checked when a TCP connection is accepted, before any SSH is
/// spoken, so a refused connection costs no key exchange (the DHEat denial of service needs
/// many key exchanges per second).
///
/// - **Rate**: a source may open ``Limits/rate`` connections at once, and then one more
///   every `60 / rate` seconds (a token bucket of `rate` tokens refilled over a minute,
///   kept as a "theoretical arrival time", so each source is two integers).
/// - **Unauthenticated at once**: at most ``Limits/startups`` connections of one source
///   that have not authenticated yet.
///
/// A source is the IP address; IPv6 addresses count by their /64 network, since one host
/// usually holds a whole /64. The table of sources is bounded (``capacity``): sources that
/// are back to a full bucket and hold no unauthenticated connection are forgotten first.
///
/// A value type with no clock of its own: every call takes `now` in nanoseconds, so tests
/// drive it with any sequence of times.
public struct SourceThrottle: Sendable {
    /// The limits, from the command line.
    public struct Limits: Sendable, Equatable {
        /// New connections a source may open at once, and per minute after that.
        public var rate: Int
        /// Unauthenticated connections a source may hold at once.
        public var startups: Int

        public init(rate: Int, startups: Int) {
            self.rate = rate
            self.startups = startups
        }

        /// Nanoseconds between two connections once a source's burst is spent.
        var interval: UInt64 { 60_000_000_000 / UInt64(max(1, rate)) }
    }

    /// Why a connection was refused.
    public enum Refusal: Sendable, Equatable {
        /// The source opened more than ``Limits/rate`` connections in the last minute.
        case rate
        /// The source already holds ``Limits/startups`` unauthenticated connections.
        case startups
    }

    /// What to do with a new connection.
    public enum Decision: Sendable, Equatable {
        case admit
        /// Refuse it. `log` is true for the first refusal of a source in ``logInterval``;
        /// `suppressed` counts the refusals of that source not logged since its last line.
        case refuse(Refusal, log: Bool, suppressed: Int)
    }

    struct Entry: Sendable {
        /// When the bucket is full again; a connection is admitted while
        /// `arrival - now <= (rate - 1) * interval`.
        var arrival: UInt64
        var unauthenticated: Int
        var lastLogged: UInt64?
        var suppressed: Int
    }

    public let limits: Limits
    /// The most sources remembered at once.
    public let capacity: Int
    /// At most one log line per source in this many nanoseconds (10 s).
    public static let logInterval: UInt64 = 10_000_000_000
    private(set) var entries: [String: Entry] = [:]

    public init(limits: Limits, capacity: Int = 4096) {
        self.limits = limits
        self.capacity = max(1, capacity)
    }

    /// Sources remembered now.
    public var count: Int { entries.count }

    /// Unauthenticated connections of `source` now.
    public func unauthenticated(_ source: String) -> Int {
        entries[Self.key(source)]?.unauthenticated ?? 0
    }

    /// Decides on a new connection from `source` at `now`; an admitted connection counts
    /// as unauthenticated until ``authenticated(_:)`` or ``closed(_:authenticated:)``.
    /// O(1), or O(sources) when the table is full and has to be pruned.
    public mutating func admit(_ source: String, now: UInt64) -> Decision {
        let key = Self.key(source)
        if entries[key] == nil, entries.count >= capacity { prune(now: now) }
        var entry = entries[key] ?? Entry(arrival: now, unauthenticated: 0, lastLogged: nil, suppressed: 0)
        let arrival = max(entry.arrival, now)
        let refusal: Refusal?
        if arrival - now > UInt64(max(0, limits.rate - 1)) * limits.interval {
            refusal = .rate
        } else if entry.unauthenticated >= limits.startups {
            refusal = .startups
        } else {
            refusal = nil
        }
        guard let refusal else {
            entry.arrival = arrival + limits.interval
            entry.unauthenticated += 1
            entries[key] = entry
            return .admit
        }
        let log = entry.lastLogged.map { now >= $0 + Self.logInterval } ?? true
        let suppressed = entry.suppressed
        if log {
            entry.lastLogged = now
            entry.suppressed = 0
        } else {
            entry.suppressed += 1
        }
        if entries.count < capacity || entries[key] != nil { entries[key] = entry }
        return .refuse(refusal, log: log, suppressed: suppressed)
    }

    /// A connection of `source` authenticated: it no longer counts as a startup. O(1).
    public mutating func authenticated(_ source: String) {
        let key = Self.key(source)
        guard var entry = entries[key], entry.unauthenticated > 0 else { return }
        entry.unauthenticated -= 1
        entries[key] = entry
    }

    /// An admitted connection of `source` closed; `authenticated` says whether
    /// ``authenticated(_:)`` was called for it. O(1).
    public mutating func closed(_ source: String, authenticated: Bool) {
        guard !authenticated else { return }
        let key = Self.key(source)
        guard var entry = entries[key], entry.unauthenticated > 0 else { return }
        entry.unauthenticated -= 1
        entries[key] = entry
    }

    /// Forgets sources that are back to a full bucket with nothing open; if that frees
    /// nothing, an eighth of the table: those with nothing open first, then those whose
    /// bucket is fullest. (A forgotten source starts afresh; its open connections' closes
    /// are then ignored.) O(sources log sources).
    mutating func prune(now: UInt64) {
        entries = entries.filter { $0.value.unauthenticated > 0 || $0.value.arrival > now }
        guard entries.count >= capacity else { return }
        let order = entries.sorted { a, b in
            (a.value.unauthenticated > 0 ? 1 : 0, a.value.arrival) < (
                b.value.unauthenticated > 0 ? 1 : 0, b.value.arrival
            )
        }
        for (key, _) in order.prefix(max(1, capacity / 8)) { entries[key] = nil }
    }

    /// The table key of an address: IPv4 as it is, IPv6 as its /64 network (the first
    /// four groups of the expanded address). O(length).
    public static func key(_ address: String) -> String {
        guard address.contains(":") else { return address }
        if address.contains("."), let last = address.split(separator: ":").last {
            return String(last)  // an IPv4-mapped address (::ffff:a.b.c.d) is its IPv4 source
        }
        let halves = address.split(separator: "::", maxSplits: 1, omittingEmptySubsequences: false)
        let head = halves[0].split(separator: ":", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        var groups = head.map(String.init)
        if halves.count == 2 {
            let tail = halves[1].split(separator: ":").map(String.init)
            let missing = max(0, 8 - groups.count - tail.count)
            groups += Array(repeating: "0", count: missing) + tail
        }
        let normal = groups.prefix(4).map { group -> String in
            let trimmed = group.drop { $0 == "0" }
            return trimmed.isEmpty ? "0" : String(trimmed).lowercased()
        }
        return normal.joined(separator: ":") + "::/64"
    }
}
