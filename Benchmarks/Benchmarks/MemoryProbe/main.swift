import BenchmarkSupport
import CollectionLayout

#if canImport(Glibc)
    import Glibc
#endif

/// Prints resident bytes per element for each layout prepared at 1M items: the growth of
/// the process's resident set while the prepared layout is alive, divided by its elements.
/// Usage: `MemoryProbe [item count] [layout name]` (default: 1,000,000 items, every layout).
func residentBytes() -> Int {
    #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        withUnsafeMutablePointer(to: &size) { s in
            withUnsafeMutablePointer(to: &resident) { r in _ = withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) } }
        }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
        return 0
    #endif
}

#if canImport(Glibc)
    // A fixed mmap threshold (glibc's `mallopt(M_MMAP_THRESHOLD, 128 KiB)`; the Glibc module
    // does not export `mallopt`): every large buffer is mapped on its own and unmapped when
    // freed, so memory freed by one layout is not silently reused by the next (glibc raises
    // the threshold dynamically otherwise, and its heap keeps freed memory).
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3
        _ = unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, 128 * 1024)
    }
#endif

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let only = arguments.count > 2 ? arguments[2] : nil
print("layout, elements, resident bytes per element")
for workload in Workloads.all where only == nil || workload.name == only {
    let context = workload.context(count)
    let before = residentBytes()
    let layout = Workloads.prepared(workload, count: count)
    let after = residentBytes()
    let elements = layout.allElements(contentOffset: .zero).count
    print("\(workload.name), \(elements), \((after - before) / max(1, elements))")
    withExtendedLifetime((layout, context)) {}
}
