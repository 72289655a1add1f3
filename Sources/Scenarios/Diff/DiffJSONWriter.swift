import CollectionLayout

/// The bytes of `tessera diff`'s JSON, formatted straight into a byte buffer and handed to
/// a text stream a block at a time: a batch of ten million index paths costs a few
/// instructions per digit rather than several strings per path.
///
/// Memory: O(``blockSize``) besides the stream.
struct DiffJSONWriter<Out: TextOutputStream> {
    /// The buffered size from which a block is handed to the stream.
    static var blockSize: Int { 1 << 16 }

    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(Self.blockSize + 64)
    }

    /// Writes `batch` as ``ScenarioDiff/json(_:)`` lays it out. Complexity: O(output size).
    mutating func write(_ batch: BatchUpdate, to out: inout Out) {
        ascii("{\n")
        list("deletedSections", batch.deletedSections, &out) { w, s in w.decimal(s) }
        list("insertedSections", batch.insertedSections, &out) { w, s in w.decimal(s) }
        list("movedSections", batch.movedSections, &out) { w, move in
            w.ascii("{\"from\": ")
            w.decimal(move.from)
            w.ascii(", \"to\": ")
            w.decimal(move.to)
            w.ascii("}")
        }
        list("deletedItems", batch.deletedItems, &out) { w, p in w.path(p) }
        list("insertedItems", batch.insertedItems, &out) { w, p in w.path(p) }
        list("movedItems", batch.movedItems, &out) { w, move in
            w.ascii("{\"from\": ")
            w.path(move.from)
            w.ascii(", \"to\": ")
            w.path(move.to)
            w.ascii("}")
        }
        list("reloadedItems", batch.reloadedItems, last: true, &out) { w, p in w.path(p) }
        ascii("}\n")
        flush(&out)
    }

    private mutating func list<T>(
        _ key: String, _ values: [T], last: Bool = false, _ out: inout Out, _ value: (inout Self, T) -> Void
    ) {
        ascii("  \"")
        ascii(key)
        ascii("\": [")
        for (k, v) in values.enumerated() {
            if k > 0 { ascii(", ") }
            value(&self, v)
            if bytes.count >= Self.blockSize { flush(&out) }
        }
        ascii(last ? "]\n" : "],\n")
    }

    private mutating func flush(_ out: inout Out) {
        guard !bytes.isEmpty else { return }
        out.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func ascii(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    private mutating func path(_ p: IndexPath) {
        bytes.append(UInt8(ascii: "["))
        decimal(p.section)
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
        decimal(p.item)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `value` in decimal, as `String(value)` spells it.
    private mutating func decimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 20 && rest >= scale {
            digits += 1
            scale = scale &* 10
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        bytes.withUnsafeMutableBufferPointer { b in
            var i = start + digits
            repeat {
                i -= 1
                b[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
        }
    }
}
