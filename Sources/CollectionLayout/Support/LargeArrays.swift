#if canImport(Glibc)
    internal import Glibc
#endif

/// Large arrays that a prepare writes once, front to back: frames, an index's edges.
///
/// A prepare of a million items writes about 60 MB of freshly allocated memory. With the
/// kernel's 4 KiB pages, every page costs a fault on its first write (about 15,000 faults
/// for 60 MB, a large share of the prepare on a virtual machine), and a query later pays
/// a TLB miss per array it touches. On Linux, a buffer of at least ``threshold`` bytes is
/// marked for transparent huge pages (`madvise(MADV_HUGEPAGE)`) before its first write,
/// so its 2 MiB-aligned interior is backed by 2 MiB pages: one fault per 2 MiB. The
/// advice changes no byte of the result and is skipped where it does not apply (other
/// systems, small buffers, huge pages disabled by the system, which then ignores it).
enum LargeArrays {
    /// Buffers smaller than this are left alone (two huge pages).
    static let threshold = 4 << 20
    /// The huge page size the advice aims at.
    static let hugePage = 2 << 20

    /// Advises huge pages for the 2 MiB-aligned interior of `buffer`, when it is large.
    /// Complexity: O(1) (one system call, for large buffers only).
    @inline(__always)
    static func advise<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        let bytes = buffer.count &* MemoryLayout<T>.stride
        guard bytes >= threshold, let base = buffer.baseAddress else { return }
        adviseRange(UnsafeMutableRawPointer(base), bytes)
    }

    @inline(never)
    private static func adviseRange(_ base: UnsafeMutableRawPointer, _ bytes: Int) {
        #if os(Linux)
            let address = Int(bitPattern: base)
            let start = (address + hugePage - 1) & ~(hugePage - 1)
            let end = (address + bytes) & ~(hugePage - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension Array {
    /// An array of `count` elements that `initialize` writes, every one, into
    /// uninitialized storage; a large one is first advised for huge pages
    /// (``LargeArrays``). Complexity: O(1) plus `initialize`.
    @inline(__always)
    init(largeCount count: Int, _ initialize: (UnsafeMutableBufferPointer<Element>) -> Void) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            LargeArrays.advise(buffer)
            initialize(buffer)
            initialized = count
        }
    }

    /// An empty array with room for at least `capacity` elements, its storage advised
    /// for huge pages when large (``LargeArrays``): a prepare that appends a known number
    /// of elements (Pinterest's banners) takes one fault per 2 MiB instead of one per
    /// 4 KiB page. Complexity: O(1).
    @inline(__always)
    init(largeCapacity capacity: Int) {
        self.init(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            LargeArrays.advise(buffer)
            initialized = 0
        }
    }

    /// `count` copies of `value` in a large array (``init(largeCount:_:)``).
    /// Complexity: O(count).
    @inline(__always)
    init(largeRepeating value: Element, count: Int) {
        self.init(largeCount: count) { $0.initialize(repeating: value) }
    }
}

extension LargeArrays {
    /// Two arrays of `count` elements each that `initialize` writes, every element of
    /// both, in one pass (an index's starts and ends); large ones are advised for huge
    /// pages first (``Swift/Array/init(largeCount:_:)``). Complexity: O(1) plus `initialize`.
    @inline(__always)
    static func pair<A, B>(
        count: Int, _ initialize: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>) -> Void
    ) -> ([A], [B]) {
        var second: [B] = []
        let first = [A](largeCount: count) { a in
            second = [B](largeCount: count) { b in initialize(a, b) }
        }
        return (first, second)
    }
}

extension LargeArrays {
    /// Three arrays of room for `capacity` elements each (at least one), advised for huge
    /// pages when large, that `initialize` writes in place from their starts through
    /// pointers (no capacity or uniqueness check per element); it returns how many
    /// elements it wrote to each, the same count for the three, at most `capacity`.
    /// Complexity: O(1) plus `initialize`.
    @inline(__always)
    static func triple<A, B, C>(
        capacity: Int,
        _ initialize: (UnsafeMutablePointer<A>, UnsafeMutablePointer<B>, UnsafeMutablePointer<C>) -> Int
    ) -> ([A], [B], [C]) {
        let room = Swift.max(1, capacity)
        var second: [B] = []
        var third: [C] = []
        let first = [A](unsafeUninitializedCapacity: room) { a, aCount in
            LargeArrays.advise(a)
            second = [B](unsafeUninitializedCapacity: room) { b, bCount in
                LargeArrays.advise(b)
                third = [C](unsafeUninitializedCapacity: room) { c, cCount in
                    LargeArrays.advise(c)
                    cCount = initialize(a.baseAddress!, b.baseAddress!, c.baseAddress!)
                }
                bCount = third.count
            }
            aCount = second.count
        }
        return (first, second, third)
    }
}
