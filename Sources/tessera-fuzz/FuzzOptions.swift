import InertText

/// `tessera-fuzz`'s command line, parsed by hand (the tool stays cheap to build).
struct FuzzOptions {
    enum Kind: String {
        case scenarios
        case batches
    }

    var kind: Kind = .scenarios
    var cases = 100_000
    var start = 0
    var seed: UInt64 = 1
    var timeout = 2.0
    var memoryMiB = 1_024
    var out = "fuzz-failures"
    var demos = "Demos"
    /// `--case I`: run one case in this process and report it.
    var single: Int?
    /// `--worker`: the supervised child (hidden).
    var worker = false
    var end: Int { start + cases }

    static let usage = """
        usage: tessera-fuzz scenarios|batches [--cases N] [--seed S] [--start I] [--timeout SECONDS]
                            [--memory-mib MIB] [--out DIR] [--demos DIR]
               tessera-fuzz scenarios|batches --seed S --case I [--out DIR] [--demos DIR]

        Runs N fuzz cases (default 100000) over the scenario files in --demos (default Demos):
        mutated scenario files through load, prepare, query, dump and render, or random
        batch updates applied to the explorer's model. A worker process runs the cases;
        a case that crashes it, runs longer than --timeout (default 2 s) or grows it past
        --memory-mib (default 1024) is a failure, and so is a broken check. Each failure
        prints its reproducer (the seed and the case index) and its input is written to
        --out (default fuzz-failures). --case I runs case I alone in this process.
        Exits 1 when any case failed.
        """

    /// Parses `arguments` (without the program name); the error is a message for stderr.
    static func parse(_ arguments: [String]) -> Result<FuzzOptions, FuzzUsageError> {
        var o = FuzzOptions()
        var args = arguments[...]
        var sawKind = false
        func value(_ name: String) -> Result<String, FuzzUsageError> {
            guard let v = args.popFirst() else { return .failure(FuzzUsageError("\(name) needs a value")) }
            return .success(v)
        }
        while let arg = args.popFirst() {
            switch arg {
            case "scenarios", "batches":
                o.kind = Kind(rawValue: arg) ?? .scenarios
                sawKind = true
            case "--worker": o.worker = true
            case "--help", "-h": return .failure(FuzzUsageError(usage, isHelp: true))
            case "--cases", "--start", "--case", "--memory-mib", "--seed", "--timeout", "--out", "--demos":
                let v: String
                switch value(arg) {
                case .success(let s): v = s
                case .failure(let e): return .failure(e)
                }
                switch arg {
                case "--out": o.out = v
                case "--demos": o.demos = v
                case "--timeout":
                    guard let t = Double(v), t.isFinite, t > 0 else { return .failure(FuzzUsageError("bad --timeout")) }
                    o.timeout = t
                case "--seed":
                    guard let s = UInt64(v) else { return .failure(FuzzUsageError("bad --seed (0...2^64-1)")) }
                    o.seed = s
                default:
                    guard let n = Int(v), n >= 0, n <= 1 << 40 else { return .failure(FuzzUsageError("bad \(arg)")) }
                    switch arg {
                    case "--cases": o.cases = n
                    case "--start": o.start = n
                    case "--case": o.single = n
                    default: o.memoryMiB = max(1, n)
                    }
                }
            default:
                return .failure(FuzzUsageError("unknown argument '\(InertText.escaped(arg, maxLength: 60))'"))
            }
        }
        guard sawKind else { return .failure(FuzzUsageError("say what to fuzz: scenarios or batches")) }
        return .success(o)
    }
}

/// A command-line mistake (or the help text).
struct FuzzUsageError: Error {
    var message: String
    var isHelp = false
    init(_ message: String, isHelp: Bool = false) {
        self.message = message
        self.isHelp = isHelp
    }
}
