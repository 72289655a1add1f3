import CollectionLayout
import LayoutDoctor
import Scenarios

/// The engine subjects of a scenario file: its layout (or another family from its
/// ``LayoutCatalog``) on its data, with its remote updates and any batch files as the
/// update steps.
public enum ScenarioSubjects {
    /// The source for `scenario` with `spec` (default: the file's layout). The update
    /// steps are each remote-update set of the file, applied to the file's data as the
    /// `e` key applies it, then the batches in `batches` (each a batch file's list, in
    /// order, each applied to the data the one before left; `batches` are paths). Throws the scenario's error
    /// for a layout that cannot show the data, or a batch UIKit rejects.
    public static func source(
        _ scenario: Scenario, spec: (any LayoutSpec)? = nil, batches: [String] = []
    ) throws(DoctorError) -> EngineSubjectSource {
        let spec = spec ?? scenario.layout
        do {
            try spec.validate(scenario)
        } catch {
            throw DoctorError(error.description)
        }
        var steps: [(label: String, context: LayoutContext)] = []
        let fresh = scenario.data
        for (k, set) in scenario.remoteUpdates.enumerated() {
            guard let first = fresh.sections.first, !first.items.isEmpty else { break }
            do {
                let plan = try fresh.planning(set, inSection: 0)
                steps.append(
                    (
                        "remote update set \(k + 1)/\(scenario.remoteUpdates.count)",
                        plan.data.context(containerSize: scenario.viewport)
                    ))
            } catch {
                throw DoctorError("\(scenario.file): remoteUpdates[\(k)]: UIKit rejects this set: \(error.message)")
            }
        }
        var current = scenario
        for file in batches {
            let list: [(BatchUpdate, [Int]?)]
            do {
                list = try BatchApplication.decodeAll(atPath: file)
            } catch {
                throw DoctorError(error.description)
            }
            for (i, (batch, counts)) in list.enumerated() {
                do {
                    current = try BatchApplication.apply(batch, newItemCounts: counts, to: current)
                } catch {
                    throw DoctorError(
                        "\(file): [\(i)]: UIKit rejects this batch (\(error.rule.title)): \(error.message)")
                }
                steps.append(
                    ("\(file) batch \(i + 1)/\(list.count)", current.context(containerSize: scenario.viewport)))
            }
        }
        let name = "\(scenario.file) (\(spec.typeName))"
        return EngineSubjectSource(
            name: name, context: scenario.context(), updates: steps,
            makeLayout: { spec.makeConfiguration().makeLayout() })
    }

    /// One source per family of the scenario's catalog (the Tab cycle), the file's own first.
    public static func allFamilies(_ scenario: Scenario) throws(DoctorError) -> [EngineSubjectSource] {
        let entries = LayoutCatalog(scenario: scenario).entries.sorted { $0.isFromFile && !$1.isFromFile }
        var out: [EngineSubjectSource] = []
        for entry in entries { out.append(try source(scenario, spec: entry.spec)) }
        return out
    }
}
