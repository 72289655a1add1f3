/// A text stream that gathers what is written into chunks of bytes and hands each
/// full chunk to a sink: `tessera dump` writes as it produces, so a dump of ten
/// million elements never exists as one string.
///
/// The sink sees UTF-8 bytes, in order, each chunk at least ``chunkSize`` bytes except
/// the last (handed over by ``finish()``). Memory: O(``chunkSize``).
public struct ChunkedOutput: TextOutputStream {
    /// The size from which a chunk is handed to the sink.
    public let chunkSize: Int
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    /// Creates a stream handing chunks of at least `chunkSize` bytes (64 KiB by
    /// default) to `sink`.
    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        buffer.reserveCapacity(self.chunkSize + 256)
    }

    /// Appends `string`; hands the chunk over once it reaches ``chunkSize``.
    /// Complexity: O(`string`'s UTF-8 length), amortised.
    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= chunkSize { flush() }
    }

    /// Hands whatever is buffered to the sink (nothing when empty).
    public mutating func finish() {
        if !buffer.isEmpty { flush() }
    }

    private mutating func flush() {
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
