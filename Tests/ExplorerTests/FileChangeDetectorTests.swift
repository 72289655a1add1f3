import Explorer
import TestSupport
import Testing

/// When a watched file counts as changed: a new signature seen on two looks in a row.
@Suite struct FileChangeDetectorTests {
    @Test func anUnchangedFileNeverReports() {
        var d = FileChangeDetector(initial: 1)
        #expect((0..<10).map { _ in d.observe(1) } == Array(repeating: nil, count: 10))
    }

    @Test func aSaveCountsOnTheSecondLook() {
        var d = FileChangeDetector(initial: 1)
        #expect(d.observe(2) == nil)
        #expect(d.observe(2) == .changed)
        #expect(d.current == 2)
        #expect(d.observe(2) == nil)
    }

    @Test func aSaveStillBeingWrittenWaitsUntilItSettles() {
        var d = FileChangeDetector(initial: 1)
        // Half-written, then more written, then complete: one change, once it holds.
        #expect(d.observe(2) == nil)
        #expect(d.observe(3) == nil)
        #expect(d.observe(4) == nil)
        #expect(d.observe(4) == .changed)
        #expect(d.current == 4)
    }

    @Test func aChangeUndoneBeforeItIsConfirmedIsNothing() {
        var d = FileChangeDetector(initial: 1)
        #expect(d.observe(2) == nil)
        #expect(d.observe(1) == nil)
        #expect(d.observe(1) == nil)
        #expect(d.current == 1)
    }

    @Test func deletedThenBack() {
        var d = FileChangeDetector(initial: 1)
        #expect(d.observe(nil) == nil)
        #expect(d.observe(nil) == .deleted)
        #expect(d.observe(nil) == nil)
        #expect(d.observe(5) == nil)
        #expect(d.observe(5) == .changed)
    }

    @Test func aFileMissingAtTheStartIsPickedUpWhenItAppears() {
        var d = FileChangeDetector<Int>(initial: nil)
        #expect(d.observe(nil) == nil)
        #expect(d.observe(3) == nil)
        #expect(d.observe(3) == .changed)
    }

    @Test func randomLooksReportExactlyTheSettledChanges() {
        // Property: a change is reported exactly when a signature differing from the
        // current one is seen twice in a row (seeded random sequences).
        var generator = SeededGenerator(seed: 250)
        for _ in 0..<2_000 {
            var d = FileChangeDetector<Int>(initial: 0)
            var current: Int? = 0
            var previous: Int?? = .none
            for _ in 0..<20 {
                let seen: Int? =
                    Int.random(in: 0..<4, using: &generator) == 0 ? nil : Int.random(in: 0..<3, using: &generator)
                let expected: FileChangeDetector<Int>.Change?
                if seen != current, case .some(let p) = previous, p == seen {
                    expected = seen == nil ? .deleted : .changed
                    current = seen
                } else {
                    expected = nil
                }
                #expect(d.observe(seen) == expected)
                previous = expected == nil && seen != current ? .some(seen) : .none
            }
        }
    }
}
