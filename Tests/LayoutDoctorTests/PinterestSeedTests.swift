import CollectionLayout
import LayoutDoctor
import Testing

/// The Pinterest seed's query (bisect on one column, scan until the first frame that
/// misses) on a feed whose heights vary: doctor names the missed item and a minimal
/// rectangle, and the rectangle really does reproduce it.
@Suite("Doctor catches the Pinterest seed's query")
struct PinterestSeedTests {
    @Test func theMissedItemAndTheRectangleAreNamed() throws {
        var options = DoctorOptions()
        options.measuresCost = false
        let report = try Doctor.examine(FaultyWaterfall.source(.bisectAndScan), options: options)
        let misses = report.findings.filter { $0.rule == .queryMissesElement }
        #expect(!misses.isEmpty)
        #expect(Set(report.findings.map(\.rule)) == [.queryMissesElement])
        for finding in misses {
            let path = try #require(finding.indexPath)
            let rect = try #require(finding.rect)
            let frame = try #require(finding.frame)
            #expect(finding.kind == "cell")
            #expect(finding.message.contains("misses item \(path)"))
            // The reproducer holds: the frame overlaps the rectangle, and the layout's own
            // query of it (at the finding's bounds) leaves the item out.
            #expect(frame.intersects(rect))
            var layout = FaultyWaterfall(fault: .bisectAndScan)
            let size = try #require(finding.containerSize)
            try layout.prepare(for: LayoutContext(containerSize: size, itemCounts: [60]))
            #expect(layout.element(at: path)?.frame == frame)
            let returned = layout.query(rect, contentOffset: finding.bounds?.origin ?? .zero).elements
            #expect(!returned.contains { $0.category == .cell && $0.indexPath == path })
            // Minimal: moving any edge inward by a point more loses the overlap or the miss.
            for shrunk in [
                Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 1, height: rect.height),
                Rect(x: rect.minX, y: rect.minY, width: rect.width - 1, height: rect.height),
                Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1),
                Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 1),
            ] where shrunk.width > 0 && shrunk.height > 0 {
                let still = layout.query(shrunk, contentOffset: .zero).elements
                let missed =
                    frame.intersects(shrunk) && !still.contains { $0.indexPath == path && $0.category == .cell }
                #expect(!missed, "\(shrunk) still reproduces \(finding.message)")
            }
        }
        #expect(report.text.contains("error: query-misses-element: layoutAttributesForElements(in: "))
        #expect(report.json.contains("\"rule\": \"query-misses-element\""))
    }
}
