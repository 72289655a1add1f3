import Testing

@testable import TesseraServer

@Suite("per-source limits")
struct SourceThrottleTests {
    let second: UInt64 = 1_000_000_000

    @Test func aBurstThenOnePerInterval() {
        var t = SourceThrottle(limits: .init(rate: 3, startups: 100))
        for _ in 0..<3 {
            #expect(t.admit("10.0.0.1", now: 0) == .admit)
            t.closed("10.0.0.1", authenticated: false)
        }
        #expect(t.admit("10.0.0.1", now: 0) == .refuse(.rate, log: true, suppressed: 0))
        #expect(t.admit("10.0.0.1", now: second) == .refuse(.rate, log: false, suppressed: 0))
        #expect(t.admit("10.0.0.1", now: 2 * second) == .refuse(.rate, log: false, suppressed: 1))
        // Another address has its own bucket.
        #expect(t.admit("10.0.0.2", now: 0) == .admit)
        // 60 / 3 = 20 s per connection after the burst.
        #expect(t.admit("10.0.0.1", now: 20 * second) == .admit)
        #expect(t.admit("10.0.0.1", now: 20 * second) == .refuse(.rate, log: true, suppressed: 2))
    }

    @Test func startupsCountUntilAuthenticatedOrClosed() {
        var t = SourceThrottle(limits: .init(rate: 100, startups: 2))
        #expect(t.admit("a", now: 0) == .admit)
        #expect(t.admit("a", now: 0) == .admit)
        #expect(t.unauthenticated("a") == 2)
        #expect(t.admit("a", now: 0) == .refuse(.startups, log: true, suppressed: 0))
        t.authenticated("a")
        #expect(t.admit("a", now: 0) == .admit)
        t.closed("a", authenticated: false)
        t.closed("a", authenticated: true)  // the authenticated one: nothing more to give back
        #expect(t.unauthenticated("a") == 1)
        #expect(t.admit("a", now: 0) == .admit)
        #expect(t.unauthenticated("a") == 2)
    }

    @Test func ipv6CountsByItsSlash64AndMappedIPv4ByItsAddress() {
        #expect(SourceThrottle.key("2001:db8:1:2:3:4:5:6") == "2001:db8:1:2::/64")
        #expect(SourceThrottle.key("2001:0db8:0001:0002::9") == "2001:db8:1:2::/64")
        #expect(SourceThrottle.key("::1") == "0:0:0:0::/64")
        #expect(SourceThrottle.key("::ffff:192.0.2.7") == "192.0.2.7")
        #expect(SourceThrottle.key("192.0.2.7") == "192.0.2.7")
        var t = SourceThrottle(limits: .init(rate: 1, startups: 10))
        #expect(t.admit("2001:db8:1:2::1", now: 0) == .admit)
        #expect(t.admit("2001:db8:1:2::2", now: 0) == .refuse(.rate, log: true, suppressed: 0))
        #expect(t.admit("2001:db8:1:3::1", now: 0) == .admit)
    }

    @Test func theTableOfSourcesStaysBounded() {
        var t = SourceThrottle(limits: .init(rate: 2, startups: 1), capacity: 64)
        for i in 0..<10_000 {
            _ = t.admit("10.\(i / 65536).\(i / 256 % 256).\(i % 256)", now: UInt64(i) * 1000)
            #expect(t.count <= 64)
        }
    }

    /// The bucket against a brute-force token count (tokens scaled by the interval, so
    /// every step is exact integer arithmetic), over thousands of random sequences of
    /// connections, authentications and closes from a few addresses.
    @Test func agreesWithABruteForceTokenBucket() {
        var rng = SplitMix(seed: 20_261_127)
        for _ in 0..<2_000 {
            let rate = Int(rng.next() % 6) + 1
            let startups = Int(rng.next() % 4) + 1
            let limits = SourceThrottle.Limits(rate: rate, startups: startups)
            let interval = limits.interval
            var throttle = SourceThrottle(limits: limits)
            var tokens: [String: (scaled: UInt64, last: UInt64)] = [:]
            var open: [String: [Bool]] = [:]  // per address: each admitted connection, authenticated?
            var now: UInt64 = 0
            for _ in 0..<60 {
                now += [0, 1, interval / 3, interval, 5 * interval][Int(rng.next() % 5)]
                let source = ["a", "b", "c"][Int(rng.next() % 3)]
                switch rng.next() % 4 {
                case 0, 1:
                    let full = UInt64(rate) * interval
                    var bucket = tokens[source] ?? (full, now)
                    bucket.scaled = min(full, bucket.scaled + (now - bucket.last))
                    bucket.last = now
                    let pending = open[source, default: []].filter { !$0 }.count
                    let expected: SourceThrottle.Refusal? =
                        bucket.scaled < interval ? .rate : (pending >= startups ? .startups : nil)
                    let decision = throttle.admit(source, now: now)
                    if let expected {
                        guard case .refuse(let why, _, _) = decision else {
                            Issue.record("admitted, expected \(expected)")
                            return
                        }
                        #expect(why == expected)
                    } else {
                        #expect(decision == .admit)
                        bucket.scaled -= interval
                        open[source, default: []].append(false)
                    }
                    tokens[source] = bucket
                case 2:
                    if let i = open[source]?.firstIndex(of: false) {
                        open[source]?[i] = true
                        throttle.authenticated(source)
                    }
                default:
                    if let list = open[source], !list.isEmpty {
                        let i = Int(rng.next() % UInt64(list.count))
                        throttle.closed(source, authenticated: list[i])
                        open[source]?.remove(at: i)
                    }
                }
                #expect(throttle.unauthenticated(source) == open[source, default: []].filter { !$0 }.count)
            }
        }
    }
}

/// A small deterministic generator for the model check.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
