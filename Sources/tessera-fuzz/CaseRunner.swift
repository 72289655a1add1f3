import CollectionLayout
import Explorer
import Fuzzing
import Glibc
import InertText

/// Makes and runs the cases of one kind over the base files: the same code in the
/// worker and for `--case`.
struct CaseRunner {
    /// What one case came to: `ok`, `rejected`, `notshown`, or a broken check.
    enum Result {
        case passed(String)
        case failed(String)
    }

    let options: FuzzOptions
    let files: [(name: String, bytes: [UInt8])]
    private let mutator: ScenarioMutator
    private let documents: [ExplorerDocument]
    private let bases: [CollectionData]

    init(options: FuzzOptions, files: [(name: String, bytes: [UInt8])]) {
        self.options = options
        self.files = files
        if options.kind == .scenarios {
            mutator = ScenarioMutator(baseFiles: files.map(\.bytes))
            documents = []
            bases = []
        } else {
            mutator = ScenarioMutator(baseFiles: [])
            documents = FuzzDocuments.make(files: files)
            bases = documents.map(\.editableData)
        }
    }

    /// Runs case `index`.
    func run(_ index: Int) -> Result {
        switch options.kind {
        case .scenarios:
            let c = ScenarioCase.make(seed: options.seed, index: index, mutator: mutator)
            switch ScenarioCase.run(c.bytes) {
            case .success(.rendered): return .passed("ok")
            case .success(.rejected): return .passed("rejected")
            case .failure(let f): return .failed(f.message)
            }
        case .batches:
            let c = BatchCase.make(seed: options.seed, index: index, bases: bases)
            var model = FuzzDocuments.model(documents, index: c.base)
            switch c.run(on: &model, now: 0) {
            case .success(.applied): return .passed("ok")
            case .success(.rejected): return .passed("rejected")
            case .success(.notShown): return .passed("notshown")
            case .failure(let f): return .failed(f.message)
            }
        }
    }

    /// Writes case `index`'s input to the output directory; returns the file's path.
    func writeReproducer(_ index: Int) -> String {
        mkdir(options.out, 0o755)
        let path: String
        let bytes: [UInt8]
        switch options.kind {
        case .scenarios:
            let c = ScenarioCase.make(seed: options.seed, index: index, mutator: mutator)
            path = "\(options.out)/scenario-\(options.seed)-\(index).json"
            bytes = c.bytes
        case .batches:
            let c = BatchCase.make(seed: options.seed, index: index, bases: bases)
            path = "\(options.out)/batch-\(options.seed)-\(index).txt"
            let name = files.indices.contains(c.base) ? files[c.base].name : "?"
            let text = """
                base: \(name)
                counts before: \(bases.indices.contains(c.base) ? bases[c.base].itemCounts : [])
                counts announced: \(c.newItemCounts)
                damage: \(c.damage)
                batch: \(c.batch)

                """
            bytes = Array(text.utf8)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return "(could not write \(path))" }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            written += n
        }
        return path
    }

    /// The `*.json` files of `directory`, sorted by name, or a message.
    static func readFiles(in directory: String) -> Swift.Result<[(name: String, bytes: [UInt8])], FuzzUsageError> {
        guard let dir = opendir(directory) else {
            return .failure(FuzzUsageError("cannot read the directory \(InertText.escaped(directory, maxLength: 200))"))
        }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".json") { names.append(name) }
        }
        closedir(dir)
        var files: [(name: String, bytes: [UInt8])] = []
        for name in names.sorted() {
            let fd = open("\(directory)/\(name)", O_RDONLY)
            guard fd >= 0 else { continue }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while bytes.count < 64 << 20 {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                bytes += buffer[0..<n]
            }
            close(fd)
            files.append((name, bytes))
        }
        guard !files.isEmpty else {
            return .failure(FuzzUsageError("no .json file in \(InertText.escaped(directory, maxLength: 200))"))
        }
        return .success(files)
    }
}
