import CollectionLayout
import LayoutDoctor
import PreviewSupport

/// A user's `UICollectionViewLayout`, built and running isolated through `tessera preview`'s
/// loading path (``PreviewSession``), as a subject for `tessera doctor FILE.swift...`. Each
/// call is one request to the child process, so a trap or a hang in the user's code ends
/// the examination with the child's report instead of taking doctor down.
final class PreviewSubject: LayoutSubject {
    let session: PreviewSession
    let containerSize: Size
    private var prepared = false

    init(session: PreviewSession, containerSize: Size) {
        self.session = session
        self.containerSize = containerSize
    }

    deinit { session.stop() }

    var name: String { session.shape.layoutName }
    /// The preview reports no scroll direction; the user's layouts doctor sees are vertical
    /// unless their content is wider than tall and no taller than the screen.
    var scrollAxis: Axis {
        let c = session.contentSize
        return c.width > containerSize.width && c.height <= containerSize.height ? .horizontal : .vertical
    }
    var itemCounts: [Int] { session.shape.itemCounts }
    var contentSize: Size { session.contentSize }
    /// A user's layout may move elements on any scroll (`shouldInvalidateLayout` decides).
    var isOffsetDependent: Bool { true }

    func prepare() throws(DoctorError) {
        try call { () throws(PreviewFailure) in
            if prepared {
                _ = try session.reprepare()
            } else {
                _ = try session.setBounds(Rect(origin: .zero, size: containerSize))
                prepared = true
            }
        }
    }

    func query(_ rect: Rect, bounds: Rect) throws(DoctorError) -> [LayoutAttributes] {
        if session.bounds != bounds { _ = try scroll(to: bounds) }
        do {
            return try session.query(rect)
        } catch {
            guard error.kind == .layout else { throw DoctorError(error.summary) }
            session.clearLayoutFailure()
            throw DoctorError(error.summary, rule: .queryReturnsExtra)
        }
    }

    func item(at indexPath: IndexPath) -> LayoutAttributes? {
        (try? session.item(at: indexPath)) ?? nil
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        if session.bounds != bounds { _ = try? scroll(to: bounds) }
        return (try? session.supplementary(ofKind: kind, at: indexPath)) ?? nil
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        (try? session.decoration(ofKind: kind, at: indexPath)) ?? nil
    }

    func scroll(to bounds: Rect) throws(DoctorError) -> Bool {
        var invalidated = false
        try call { () throws(PreviewFailure) in
            _ = try session.setBounds(bounds)
            invalidated = session.lastCalls.contains { $0.hasPrefix("shouldInvalidateLayout") && $0.hasSuffix("true") }
        }
        return invalidated
    }

    /// Doctor's own update step (an insert, a delete, both) through `performBatchUpdates`
    /// in the child; the content size is read again after it.
    func applyUpdate(_ step: Int) throws(DoctorError) {
        try call { () throws(PreviewFailure) in
            _ = try session.doctorStep(step)
            _ = try session.setBounds(session.bounds)
        }
    }

    /// The child's own time of the last call (a prepare, a query, a bounds change).
    var lastCallSeconds: Double? { Double(session.lastNanoseconds) / 1e9 }

    private func call(_ body: () throws(PreviewFailure) -> Void) throws(DoctorError) {
        do {
            try body()
        } catch {
            throw DoctorError(error.messageLines.joined(separator: "\n"))
        }
    }
}

/// The subjects of a built preview: one child process per subject, each started from the
/// same build, with doctor's data source in front of the user's (`doctorData`): the user's
/// items scaled to the cost's counts, or changed by doctor's own update steps. A layout
/// that reads its own model by index path may stop its process at a scaled count: that
/// count and the larger ones are reported skipped with the child's report.
struct PreviewSubjectSource: LayoutSubjectSource {
    let name: String
    let product: PreviewBuild.Product
    let viewport: Size
    let itemCount: Int
    var timeout: Double = PreviewProcess.defaultTimeout
    var memoryMB: Int = PreviewProcess.defaultMemoryMB
    /// Doctor's own update steps (insert an item, delete one, both in one batch).
    let updateLabels: [String]

    /// Builds `request` (cached) and reads the collection view's frame and item counts.
    init(name: String, request: PreviewBuild.Request) throws(DoctorError) {
        do {
            let session = try PreviewSession(request)
            defer { session.stop() }
            self.name = name
            product = session.product
            viewport = session.shape.frameSize
            itemCount = session.shape.itemCounts.reduce(0, +)
            updateLabels = try session.doctorData(items: 0, afterSteps: 0)
        } catch {
            throw DoctorError(error.messageLines.joined(separator: "\n"))
        }
    }

    func makeSubject(containerSize: Size, itemCount: Int?) throws(DoctorError) -> PreviewSubject {
        do {
            let session = try PreviewSession(product: product, timeout: timeout, memoryMB: memoryMB)
            try session.doctorData(items: itemCount ?? 0, afterSteps: 0)
            return PreviewSubject(session: session, containerSize: containerSize)
        } catch {
            throw DoctorError(error.messageLines.joined(separator: "\n"))
        }
    }

    func makeSubject(containerSize: Size, afterUpdate step: Int) throws(DoctorError) -> PreviewSubject {
        do {
            let session = try PreviewSession(product: product, timeout: timeout, memoryMB: memoryMB)
            try session.doctorData(items: 0, afterSteps: step + 1)
            return PreviewSubject(session: session, containerSize: containerSize)
        } catch {
            throw DoctorError(error.messageLines.joined(separator: "\n"))
        }
    }
}
