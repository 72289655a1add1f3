import CollectionLayout
import DiffWorkloads

#if canImport(Glibc)
    import Glibc
#endif

/// Peak memory and output size of one diff: `DiffProbe SHAPE COUNT` prints the process's
/// peak resident set (VmHWM, whole process: inputs, generator and diff), the batch counts
/// and the median wall time of RUNS diffs (`DiffProbe SHAPE COUNT RUNS`, default 1). Run
/// it with RUNS = 1 for the peak: one diff per process, so the peak is the diff's own.
func peakResidentKiB() -> Int {
    #if canImport(Glibc)
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") { return Int(text.split(separator: " ").dropFirst().first ?? "0") ?? 0 }
        }
    #endif
    return 0
}

let arguments = CommandLine.arguments
let shape = DiffWorkloads.Shape(rawValue: arguments.count > 1 ? arguments[1] : "churn") ?? .churn
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
let (old, new) = DiffWorkloads.pair(shape, count: count)
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
let before = peakResidentKiB()
let clock = ContinuousClock()
var diff: SnapshotDiff?
var times: [Duration] = []
for _ in 0..<runs {
    diff = nil
    times.append(
        clock.measure {
            diff = SnapshotDiffer.diff(oldSections: [0], oldItems: [old], newSections: [0], newItems: [new])
        })
}
let elapsed = times.sorted()[times.count / 2]
let batch = diff!.batch
print(
    "shape \(shape.rawValue), items \(count): deleted \(batch.deletedItems.count), inserted \(batch.insertedItems.count), moved \(batch.movedItems.count)"
)
print("diff time (median of \(runs)): \(elapsed)")
print("peak resident: \(peakResidentKiB() / 1024) MiB (inputs alone: \(before / 1024) MiB)")
