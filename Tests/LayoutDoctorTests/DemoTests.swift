import CollectionLayout
import Foundation
import Headless
import LayoutDoctor
import Scenarios
import Testing

/// The engine's own proof run through the user's path: every demo, in every family that
/// can show its data, comes out clean.
@Suite("Doctor on the demos")
struct DemoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var demos: [String] {
        let dir = root.appendingPathComponent("Demos")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    @Test func thereAreDemos() { #expect(Self.demos.count >= 10) }

    @Test(arguments: DemoTests.demos)
    func everyFamilyIsCleanOnTheDemo(path: String) throws {
        let scenario = try Scenario.load(path: path)
        var options = DoctorOptions()
        options.measuresCost = false
        for source in try ScenarioSubjects.allFamilies(scenario) {
            let report = try Doctor.examine(source, options: options)
            #expect(report.findings.isEmpty, "\(report.text)")
        }
    }

    @Test func theWWDCBatchesGoThroughTheUpdatePathCleanly() throws {
        let scenario = try Scenario.load(path: Self.root.appendingPathComponent("Demos/wwdc-friends.json").path)
        let batch = Self.root.appendingPathComponent("Demos/batches/wwdc-set-2.json").path
        let source = try ScenarioSubjects.source(scenario, batches: [batch])
        #expect(source.updateLabels.count == scenario.remoteUpdates.count + 2)
        var options = DoctorOptions()
        options.measuresCost = false
        options.sizes = []
        let report = try Doctor.examine(source, options: options)
        #expect(report.findings.isEmpty, "\(report.text)")
    }
}
