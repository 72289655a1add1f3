import Glibc
import InertText

// tessera-fuzz: argument parsing only; the work is in CaseRunner, Worker and Supervisor.
let parsed = FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
switch parsed {
case .failure(let e):
    if e.isHelp {
        print(e.message)
        exit(0)
    }
    Say.err("tessera-fuzz: \(e.message)\n\(FuzzOptions.usage)")
    exit(64)
case .success(let options):
    let files: [(name: String, bytes: [UInt8])]
    switch CaseRunner.readFiles(in: options.demos) {
    case .failure(let e):
        Say.err("tessera-fuzz: \(e.message)")
        exit(1)
    case .success(let f): files = f
    }
    let runner = CaseRunner(options: options, files: files)
    if options.worker { exit(Worker.run(runner)) }
    if let index = options.single {
        let path = runner.writeReproducer(index)
        switch runner.run(index) {
        case .passed(let outcome):
            print("\(options.kind.rawValue) case \(index) (seed \(options.seed)): \(outcome); input in \(path)")
            exit(0)
        case .failed(let message):
            print("\(options.kind.rawValue) case \(index) (seed \(options.seed)): FAIL \(InertText.escaped(message))")
            exit(1)
        }
    }
    exit(Supervisor(runner: runner).run())
}
