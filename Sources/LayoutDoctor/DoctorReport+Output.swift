import CollectionLayout
import InertText

/// The report as text for people and as JSON for tools (Docs/doctor.md).
extension DoctorReport {
    /// One block per finding (rule, message, reproducer, cause and fix), then the cost
    /// and a summary line. Names and messages go through ``InertText``.
    public var text: String {
        var out = "\(safe(name)): \(safe(layoutName)), \(itemCount) items, checked at "
        out += sizes.map { Geometry.text($0) }.joined(separator: ", ")
        out += " with \(queryCount) queries\n"
        for f in findings {
            out += "\n\(f.severity.rawValue): \(f.rule.rawValue): \(safe(f.message))\n"
            if let rect = f.rect {
                out += "  reproducer: layoutAttributesForElements(in: \(Geometry.text(rect)))"
                if let b = f.bounds { out += " with the bounds at \(Geometry.text(b))" }
                out += "\n"
            }
            for e in f.elements {
                out += "    \(ElementKey(e).label) frame \(Geometry.text(e.frame))\n"
            }
            out += "  cause and fix: \(f.rule.advice)\n"
        }
        if let cost { out += "\n" + cost.text }
        let errors = findings.filter { $0.severity == .error }.count
        out += errors == 0 ? "\nclean: no findings\n" : "\n\(errors) error(s)\n"
        return out
    }

    /// `{"findings": [...], "cost": {...}}` as Docs/doctor.md documents it.
    public var json: String {
        var out = "{\"name\": \(quoted(name)), \"layout\": \(quoted(layoutName)), \"itemCount\": \(itemCount),\n"
        out += " \"findings\": ["
        out += findings.map { "\n  " + Self.json($0) }.joined(separator: ",")
        out += findings.isEmpty ? "],\n" : "\n ],\n"
        out += " \"cost\": \(cost.map(\.json) ?? "null")}\n"
        return out
    }

    /// Several reports: one JSON array.
    public static func json(_ reports: [DoctorReport]) -> String {
        "[" + reports.map { $0.json.dropLast() }.joined(separator: ",\n") + "]\n"
    }

    static func json(_ f: DoctorFinding) -> String {
        var fields = [
            "\"rule\": \(quoted(f.rule.rawValue))", "\"severity\": \(quoted(f.severity.rawValue))",
            "\"message\": \(quoted(f.message))",
        ]
        if let p = f.indexPath { fields.append("\"indexPath\": [\(p.section), \(p.item)]") }
        if let k = f.kind { fields.append("\"kind\": \(quoted(k))") }
        if let r = f.rect { fields.append("\"rect\": \(json(r))") }
        if let r = f.frame { fields.append("\"frame\": \(json(r))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func json(_ r: Rect) -> String {
        "[\(jsonNumber(r.minX)), \(jsonNumber(r.minY)), \(jsonNumber(r.width)), \(jsonNumber(r.height))]"
    }
}

extension DoctorCost {
    /// The cost as lines for people.
    public var text: String {
        let clock = isTimedInLayoutProcess ? "timed in the layout's process" : "CPU time"
        var out = "cost at \(Geometry.text(containerSize)) (\(clock), fastest of several runs):\n"
        for s in samples {
            if let p = s.prepareSeconds, let q = s.querySeconds {
                out +=
                    "  \(s.items) items: prepare \(ms(p)) ms (\(Geometry.number((p / Double(max(1, s.items)) * 1e9).rounded() / 1000)) us/item), "
                out += "screen query \(Geometry.number((q * 1e7).rounded() / 10)) us\n"
            } else {
                out += "  \(s.items) items: skipped (\(Self.firstLine(of: s.skipped ?? "not measured")))\n"
            }
        }
        let prepare =
            Self.growth(prepareExponent).map { "prepare grows as \($0)" } ?? "prepare: too fast to fit a growth"
        let query =
            Self.growth(queryExponent).map { $0 == "n" ? "query as n: a linear scan" : "query as \($0)" }
            ?? "the query: too fast to fit a growth"
        out += "  \(prepare), \(query)\n"
        if let inv = scrollInvalidates, let t = scrollStepSeconds {
            out += "  scroll step: shouldInvalidateLayout(forBoundsChange:) says \(inv), the step costs \(ms(t)) ms\n"
        }
        return out
    }

    /// The cost as a JSON object.
    public var json: String {
        var fields = ["\"containerSize\": [\(jsonNumber(containerSize.width)), \(jsonNumber(containerSize.height))]"]
        let rows = samples.map { s -> String in
            var f = ["\"items\": \(s.items)"]
            if let p = s.prepareSeconds {
                f.append("\"prepareSeconds\": \(jsonNumber(p))")
                f.append("\"prepareSecondsPerItem\": \(jsonNumber(p / Double(max(1, s.items))))")
            }
            if let q = s.querySeconds { f.append("\"querySeconds\": \(jsonNumber(q))") }
            if let k = s.skipped { f.append("\"skipped\": \(quoted(k))") }
            return "{" + f.joined(separator: ", ") + "}"
        }
        fields.append("\"samples\": [" + rows.joined(separator: ", ") + "]")
        fields.append("\"prepareGrowth\": \(Self.growth(prepareExponent).map(quoted) ?? "null")")
        fields.append("\"prepareExponent\": \(prepareExponent.map(jsonNumber) ?? "null")")
        fields.append("\"queryGrowth\": \(Self.growth(queryExponent).map(quoted) ?? "null")")
        fields.append("\"queryExponent\": \(queryExponent.map(jsonNumber) ?? "null")")
        fields.append("\"scrollInvalidates\": \(scrollInvalidates.map { $0 ? "true" : "false" } ?? "null")")
        fields.append("\"scrollStepSeconds\": \(scrollStepSeconds.map(jsonNumber) ?? "null")")
        fields.append("\"timedInLayoutProcess\": \(isTimedInLayoutProcess)")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func ms(_ s: Double) -> String { Geometry.number((s * 1e5).rounded() / 100) }

    /// The first line of a skip reason, for the text report: a crashed layout's reason
    /// carries the child's whole output, which `--format json` keeps. Complexity: O(length).
    static func firstLine(of reason: String) -> String {
        let lines = reason.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { return reason }
        if lines.count == 1 { return String(first) }
        let more = lines.count - 1
        return "\(first) [\(more) more line\(more == 1 ? "" : "s") in --format json]"
    }
}

/// A JSON string literal (``JSONText/quoted(_:)``, the one JSON writer).
func quoted(_ s: String) -> String { JSONText.quoted(s) }

/// A JSON number; JSON has no NaN or infinity, so those become `null`.
func jsonNumber(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    return JSONText.number(v)
}

/// Text from a file, made inert for a terminal.
private func safe(_ s: String) -> String { InertText.escaped(s) }
