import Scenarios

/// The values mutations put into a file: numbers at and past every edge (zero, negative
/// zero, the smallest subnormal, 1e-9 fractions, 2^31, 2^53 + 1, ten million, the
/// largest double, literals that overflow to infinity or underflow to zero), strings
/// with C0 and C1 controls, DEL, bidi overrides and isolates, escape sequences, long
/// runs and combining marks, and scalars of every JSON type.
public enum HostileValues {
    /// Number literals at the edges.
    public static let edgeNumbers: [String] = [
        "0", "-0", "-1", "1", "0.5", "1e-9", "-1e-9", "5e-324", "1e-400", "1e400", "-1e400", "1e308",
        "-1e308", "1.7976931348623157e308", "2147483647", "2147483648", "4294967296", "9007199254740993",
        "10000000", "9999999", "100001", "65536", "1000", "3.999", "-0.0", "0.0000001",
        "123456789012345678901234567890",
    ]

    /// Pieces of hostile text.
    public static let hostileText: [String] = [
        "\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "\u{1B}]2;pwned\u{7}", "\u{9B}31m", "\u{85}", "\u{7F}", "\u{0}", "\u{8}",
        "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{2028}", "\u{FEFF}", "e\u{301}\u{301}\u{301}",
        "\u{1F469}\u{200D}\u{1F4BB}", "\u{FFFD}", "\t", "\r",
    ]

    /// A hostile number, sometimes derived from `node` when it is one (scaled by a
    /// power of ten, negated).
    public static func number<G: RandomNumberGenerator>(near node: JSONValue, using g: inout G) -> JSONNumber {
        if case .number(let n) = node, Int.random(in: 0..<3, using: &g) > 0 {
            let scale = [1e-12, 1e-3, -1, 10, 1e3, 1e6, 1e12][Int.random(in: 0..<7, using: &g)]
            let v = n.value * scale
            return JSONNumber(value: v, literal: literal(v))
        }
        let text = edgeNumbers[Int.random(in: 0..<edgeNumbers.count, using: &g)]
        return JSONNumber(value: Double(text) ?? 0, literal: text)
    }

    /// A hostile string: the node's text (or a word from `pool`) with hostile pieces
    /// put in, or a long run.
    public static func string<G: RandomNumberGenerator>(from node: JSONValue, pool: [String], using g: inout G)
        -> String
    {
        var base = ""
        if case .string(let s) = node {
            base = s
        } else if !pool.isEmpty {
            base = pool[Int.random(in: 0..<pool.count, using: &g)]
        }
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return ""
        case 1:
            let piece = hostileText[Int.random(in: 0..<hostileText.count, using: &g)] + "x"
            return String(repeating: piece, count: [10, 1000, 30_000][Int.random(in: 0..<3, using: &g)])
        default:
            var s = base
            for _ in 0..<Int.random(in: 1...3, using: &g) {
                let piece = hostileText[Int.random(in: 0..<hostileText.count, using: &g)]
                let at = Int.random(in: 0...s.count, using: &g)
                s.insert(contentsOf: piece, at: s.index(s.startIndex, offsetBy: at))
            }
            return s
        }
    }

    /// A scalar of a random type.
    public static func scalar<G: RandomNumberGenerator>(using g: inout G) -> JSONValue {
        switch Int.random(in: 0..<6, using: &g) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &g))
        case 2: return .string(hostileText[Int.random(in: 0..<hostileText.count, using: &g)])
        case 3: return .array([])
        case 4: return .object(JSONObject())
        default:
            let text = edgeNumbers[Int.random(in: 0..<edgeNumbers.count, using: &g)]
            return .number(JSONNumber(value: Double(text) ?? 0, literal: text))
        }
    }

    /// `node` inside `depth` arrays or single-member objects.
    public static func nested<G: RandomNumberGenerator>(_ node: JSONValue, depth: Int, using g: inout G) -> JSONValue {
        var v = node
        let objects = Bool.random(using: &g)
        for _ in 0..<depth {
            v = objects ? .object(JSONObject(members: [.init(key: "group", value: v)])) : .array([v])
        }
        return v
    }

    /// A JSON literal for `v`: integers without a fraction, others in Swift's shortest
    /// form (infinity and NaN never come out: they become the edge literals).
    static func literal(_ v: Double) -> String {
        if v.isNaN { return "0" }
        if v.isInfinite { return v > 0 ? "1e400" : "-1e400" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
