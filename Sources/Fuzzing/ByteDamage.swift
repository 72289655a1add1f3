/// Byte-level damage to a file: a flipped bit, a byte replaced by one that matters to
/// a JSON or UTF-8 reader (NUL, 0xFF, a lone continuation byte, the start of a
/// two-byte sequence, a quote or a bracket), a span cut, repeated or deleted, the file
/// cut short.
public enum ByteDamage {
    /// Bytes that matter to the parser.
    public static let specialBytes: [UInt8] = [
        0x00, 0xFF, 0x80, 0xC2, 0xE2, 0xED, 0xEF, 0xF4, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x2D, 0x2E,
        0x30, 0x39, 0x65, 0x0A, 0x1B,
    ]

    /// Damages `bytes` once; returns what it did.
    public static func apply<G: RandomNumberGenerator>(to bytes: inout [UInt8], using g: inout G) -> String {
        guard !bytes.isEmpty else {
            bytes = [specialBytes[Int.random(in: 0..<specialBytes.count, using: &g)]]
            return "byte into empty"
        }
        let i = Int.random(in: 0..<bytes.count, using: &g)
        switch Int.random(in: 0..<6, using: &g) {
        case 0:
            bytes[i] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &g)
            return "bit flip at \(i)"
        case 1:
            bytes[i] = specialBytes[Int.random(in: 0..<specialBytes.count, using: &g)]
            return "special byte at \(i)"
        case 2:
            let n = min(bytes.count - i, Int.random(in: 1...64, using: &g))
            bytes.removeSubrange(i..<(i + n))
            return "cut \(n) at \(i)"
        case 3:
            let n = min(bytes.count - i, Int.random(in: 1...64, using: &g))
            let span = Array(bytes[i..<(i + n)])
            let times = Int.random(in: 1...20, using: &g)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: span, count: times).joined()), at: i)
            return "repeat \(n)x\(times) at \(i)"
        case 4:
            bytes.removeSubrange(i...)
            return "truncate at \(i)"
        default:
            bytes.insert(specialBytes[Int.random(in: 0..<specialBytes.count, using: &g)], at: i)
            return "insert byte at \(i)"
        }
    }
}
