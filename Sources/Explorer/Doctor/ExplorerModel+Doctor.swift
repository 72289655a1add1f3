import CollectionLayout
import LayoutDoctor

/// The `D` key: `tessera doctor`'s query and consistency checks (and the update check on
/// the file's remote updates is left to the command) on the layout shown, at the device
/// size shown. The findings are marked on the content (``DoctorMarks``) until the key is
/// pressed again. The cost is not measured here: it takes seconds, and
/// `tessera doctor FILE` reports it.
extension ExplorerModel {
    /// Runs the checks on what is shown, or clears the marks when they are on.
    /// Complexity: as `Doctor.examine` at one size: O(n) lookups and a few thousand queries.
    mutating func toggleDoctor() {
        if doctorMarks != nil {
            doctorMarks = nil
            return say("Doctor marks off")
        }
        guard let config = configuration, let shown = layout else {
            return say("Doctor: there is no layout to check")
        }
        let source = EngineSubjectSource(
            name: document.name, context: document.context.with(containerSize: deviceSize),
            makeLayout: { config.makeLayout() })
        var options = DoctorOptions()
        options.sizes = []
        options.measuresCost = false
        do {
            let report = try Doctor.examine(source, options: options)
            doctorMarks = DoctorMarks(findings: report.findings, layoutName: shown.name)
            say(doctorMarks?.summary)
        } catch {
            say("Doctor: \(error.message)")
        }
    }
}
