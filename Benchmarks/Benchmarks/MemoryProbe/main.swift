import BenchmarkSupport
import CollectionLayout
#if canImport(Glibc)
import Glibc
#endif

/// Prints resident bytes per element for each layout prepared at 1M items: the growth of
/// the process's resident set while the prepared layout is alive, divided by its elements.
func residentBytes() -> Int {
    #if canImport(Glibc)
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0, resident = 0
    withUnsafeMutablePointer(to: &size) { s in
        withUnsafeMutablePointer(to: &resident) { r in _ = withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) } }
    }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
print("layout, elements, resident bytes per element")
for workload in Workloads.all {
    let context = workload.context(count)
    let before = residentBytes()
    let layout = Workloads.prepared(workload, count: count)
    let after = residentBytes()
    let elements = layout.allElements(contentOffset: .zero).count
    print("\(workload.name), \(elements), \((after - before) / max(1, elements))")
    withExtendedLifetime((layout, context)) {}
}
