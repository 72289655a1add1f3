import Testing

@testable import CollectionLayout

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct LargeArraysTests {
    @Test func buildsTheSameArrayAsAnOrdinaryInitializerAtEverySize() {
        // Below, at and above the threshold, and sizes that do not end on a huge page.
        let threshold = LargeArrays.threshold / MemoryLayout<Double>.stride
        for count in [0, 1, 7, threshold - 1, threshold, threshold + 3, 3 * threshold + 1] {
            let built = [Double](largeCount: count) { buffer in
                for i in 0..<buffer.count { buffer[i] = Double(i) * 0.5 }
            }
            #expect(built.count == count)
            #expect(built.indices.allSatisfy { built[$0] == Double($0) * 0.5 })
            let repeated = [Int32](largeRepeating: -7, count: count)
            #expect(repeated == [Int32](repeating: -7, count: count))
        }
    }

    @Test func reservesRoomWithoutElementsAndAppendsWithoutGrowing() {
        let threshold = LargeArrays.threshold / MemoryLayout<Double>.stride
        for capacity in [0, 1, 7, threshold - 1, threshold + 3] {
            var reserved = [Double](largeCapacity: capacity)
            #expect(reserved.isEmpty)
            #expect(reserved.capacity >= capacity)
            let storage = reserved.withUnsafeBufferPointer { $0.baseAddress }
            for i in 0..<capacity { reserved.append(Double(i)) }
            #expect(reserved.count == capacity)
            #expect(reserved.indices.allSatisfy { reserved[$0] == Double($0) })
            // Filled to its capacity, the array never moved to new storage.
            if capacity > 0 { #expect(reserved.withUnsafeBufferPointer { $0.baseAddress } == storage) }
        }
    }

    #if os(Linux)
        /// The kernel records the advice on the mapping that holds the buffer (the `hg`
        /// flag of /proc/self/smaps); whether it then finds free huge pages is up to the
        /// system, so the test checks the advice, not the pages.
        @Test func marksALargeBufferForHugePagesAndLeavesASmallOneAlone() throws {
            try #require(transparentHugePagesAvailable, "transparent huge pages are disabled on this system")
            var large = [Double](largeRepeating: 1, count: 3 * LargeArrays.threshold / 8)
            let largeFlags = large.withUnsafeMutableBufferPointer {
                mappingFlags(containing: $0.baseAddress! + $0.count / 2)
            }
            #expect(largeFlags.contains("hg"))
            // Room reserved, nothing written yet: the advice is on the mapping already.
            let room = 3 * LargeArrays.threshold / 8
            let reserved = [Double](largeCapacity: room)
            let reservedFlags = reserved.withUnsafeBufferPointer {
                mappingFlags(containing: $0.baseAddress! + room / 2)
            }
            #expect(reservedFlags.contains("hg"))
            let small = [Double](largeRepeating: 1, count: 1_000)
            let smallFlags = small.withUnsafeBufferPointer { mappingFlags(containing: $0.baseAddress!) }
            #expect(!smallFlags.contains("hg"))
        }

        /// True unless the system turned transparent huge pages off (`[never]`).
        private var transparentHugePagesAvailable: Bool {
            guard let text = readFile("/sys/kernel/mm/transparent_hugepage/enabled") else { return false }
            return !text.contains("[never]")
        }

        /// The `VmFlags` of the mapping of /proc/self/smaps that holds `pointer`.
        private func mappingFlags<T>(containing pointer: UnsafePointer<T>) -> [Substring] {
            let address = UInt(bitPattern: pointer)
            guard let smaps = readFile("/proc/self/smaps") else { return [] }
            var inside = false
            for line in smaps.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                    let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                    inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
                } else if inside && line.hasPrefix("VmFlags:") {
                    return Array(fields.dropFirst())
                }
            }
            return []
        }

        private func readFile(_ path: String) -> String? {
            guard let file = fopen(path, "r") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let read = fread(&chunk, 1, chunk.count, file)
                if read <= 0 { break }
                bytes += chunk[0..<read]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    #endif
}
