import ArgumentParser
import Headless
import InertText
import LayoutDoctor
import PreviewSupport
import Scenarios

/// `tessera doctor FILE... [--format text|json]`: UIKit's layout contract checked and
/// profiled for each scenario file's layout, and for the user's own layout in Swift files
/// (built and run isolated as `tessera preview` does). Parses the arguments; ``Doctor``
/// does the work.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check a layout against UIKit's layout contract and measure its cost.",
        discussion: """
            Prepares each file's layout at its viewport and at 390x844, 844x390 and 1024x1366, then \
            checks thousands of seeded query rectangles against brute force, the lookups, the \
            content size and a second prepare; runs the file's remote updates (and --batches) \
            through the layout's update path against a fresh prepare; and measures prepare and a \
            screen query at the file's item count and at 1K, 10K and 100K items. Each finding \
            names its rule, a minimal reproducer and the usual fix (Docs/doctor.md). Exits 1 \
            when anything of severity error is found.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(
        help: ArgumentHelp(
            "Scenario files (JSON), or the Swift files of one preview (as `tessera preview` takes them).",
            valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("Swift files: the entry function, func NAME() -> UICollectionView.", valueName: "name"))
    var entry = "preview"

    @Option(help: ArgumentHelp("Swift files: the language mode, 5 (default) or 6.", valueName: "version"))
    var swiftVersion = 5

    @Option(name: .long, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
    var format: Format = .text

    @Flag(name: .long, help: "Check every layout family that can show each file's data (the Tab cycle).")
    var allFamilies = false

    @Option(
        name: .long,
        help: ArgumentHelp("A batch file (as `tessera apply` takes) to run as update steps.", valueName: "file"))
    var batches: [String] = []

    @Flag(name: .long, help: "Skip the cost measurements.")
    var noCost = false

    @Option(name: .long, help: ArgumentHelp("Seconds the cost measurements may take per layout.", valueName: "seconds"))
    var budget: Double = 30

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file") }
        guard budget.isFinite, budget > 0 else { throw ValidationError("--budget must be a number of seconds > 0") }
        guard [5, 6].contains(swiftVersion) else { throw ValidationError("--swift-version must be 5 or 6") }
        guard PreviewBuild.isValidEntry(entry) else {
            throw ValidationError("--entry: \(InertText.quoted(entry)) is not a Swift function name")
        }
    }

    func run() throws {
        var options = DoctorOptions()
        options.measuresCost = !noCost
        options.costBudgetSeconds = budget
        var reports: [DoctorReport] = []
        var failed = false
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        for file in files where !file.hasSuffix(".swift") {
            do throws(DoctorError) {
                for source in try sources(file) { reports.append(try Doctor.examine(source, options: options)) }
            } catch {
                StandardError.writeLines(error.message.hasPrefix("error: ") ? error.message : "error: " + error.message)
                failed = true
            }
        }
        if !swiftFiles.isEmpty {
            do throws(DoctorError) {
                let request = PreviewBuild.Request(files: swiftFiles, entry: entry, swiftVersion: swiftVersion)
                let source = try PreviewSubjectSource(name: swiftFiles.joined(separator: " "), request: request)
                reports.append(try Doctor.examine(source, options: options))
            } catch {
                StandardError.writeLines(error.message.hasPrefix("error: ") ? error.message : "error: " + error.message)
                failed = true
            }
        }
        if format == .json {
            print(reports.count == 1 ? reports[0].json : DoctorReport.json(reports), terminator: "")
        } else {
            print(reports.map(\.text).joined(separator: "\n"), terminator: "")
        }
        if failed || reports.contains(where: \.hasErrors) { throw ExitCode.failure }
    }

    /// The engine sources of a scenario file: its layout, or every family.
    private func sources(_ file: String) throws(DoctorError) -> [EngineSubjectSource] {
        let scenario: Scenario
        do {
            scenario = try Scenario.load(path: file)
        } catch {
            throw DoctorError(error.description)
        }
        if allFamilies { return try ScenarioSubjects.allFamilies(scenario) }
        return [try ScenarioSubjects.source(scenario, batches: batches)]
    }
}
