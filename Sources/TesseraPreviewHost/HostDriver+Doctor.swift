import LayoutDoctorUIKit
import PreviewWire
import TesseraUIKit

/// The user's data source and counts as the preview made them, kept when `tessera doctor`
/// first puts its own data source in front (one collection view per process).
@MainActor
enum DoctorHostData {
    static var original: (any UICollectionViewDataSource)?
    static var counts: [Int]?
    static var current: DoctorDataSource?
    static var delegate: DoctorFlowDelegate?
}

extension HostDriver {
    /// `tessera doctor`'s data (see ``WireRequest/doctorData(items:afterSteps:)``); the
    /// answer's calls are the layout's class name, then the label of each update step.
    mutating func doctorData(items: Int, afterSteps: Int) -> WireResponse {
        let view = collectionView
        if DoctorHostData.counts == nil {
            DoctorHostData.original = view.dataSource
            DoctorHostData.counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        }
        let counts = DoctorHostData.counts ?? []
        let steps = UIKitUpdateStep.synthetic(for: counts)
        guard afterSteps <= steps.count else { return .error("doctor has \(steps.count) update steps") }
        let data =
            items > 0
            ? DoctorDataSource(original: DoctorHostData.original, counts: counts, scaledTo: items)
            : DoctorDataSource(original: DoctorHostData.original, counts: counts)
        for step in steps.prefix(afterSteps) { step.apply(to: data) }
        DoctorHostData.current = data
        DoctorHostData.delegate = data.install(on: view)
        var answer = shape()
        answer.calls += steps.map(\.label)
        return .ok(answer)
    }

    /// `tessera doctor`'s update step `step` (see ``WireRequest/doctorStep(_:)``).
    mutating func doctorStep(_ step: Int) -> WireResponse {
        guard let data = DoctorHostData.current, let counts = DoctorHostData.counts else {
            return .error("doctor's update step came before doctor's data")
        }
        let steps = UIKitUpdateStep.synthetic(for: counts)
        guard steps.indices.contains(step) else { return .error("doctor has \(steps.count) update steps") }
        var calls = prepareIfNeeded()
        let view = collectionView
        let change = steps[step]
        let start = WireClock.nanoseconds()
        view.performBatchUpdates {
            change.apply(to: data)
            change.record(on: view)
        }
        if let error = view.tesseraLastBatchUpdateError {
            return .error("doctor's update \(step + 1) (\(change.label)) was rejected: \(error)")
        }
        calls += ["performBatchUpdates", "prepare()", "prepare(forCollectionViewUpdates:)"]
        calls += prepareIfNeeded()
        return .ok(contentAnswer(nanoseconds: WireClock.nanoseconds() - start, calls: calls))
    }
}
