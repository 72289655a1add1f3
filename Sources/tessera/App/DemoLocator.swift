import Glibc

/// Finds the demo scenarios the tour plays, wherever `tessera` runs from.
///
/// Search order (the first directory holding at least one `.json` file wins):
/// 1. `$TESSERA_DEMOS` (a directory), when set;
/// 2. `Demos/` in the current directory (`swift run tessera` from the package root);
/// 3. `Demos/` beside the executable or in any of its parent directories, up to 6
///    levels (`.build/debug/tessera` inside a checkout finds the checkout's `Demos/`,
///    whatever the current directory);
/// 4. `share/tessera/Demos` next to the executable's `bin/` (an installed copy).
enum DemoLocator {
    /// The demo directory and its scenario files (sorted by name), or `nil` with the
    /// list of places searched.
    static func locate() -> Result<(directory: String, files: [String]), SearchFailure> {
        var tried: [String] = []
        for dir in candidates() {
            tried.append(dir)
            let files = jsonFiles(in: dir)
            if !files.isEmpty { return .success((dir, files)) }
        }
        return .failure(SearchFailure(tried: tried))
    }

    /// Where the demos were looked for.
    struct SearchFailure: Error {
        var tried: [String]
    }

    static func candidates() -> [String] {
        var out: [String] = []
        if let env = getenv("TESSERA_DEMOS").map({ String(cString: $0) }), !env.isEmpty {
            out.append(env)
        }
        out.append(currentDirectory() + "/Demos")
        if let exe = executablePath() {
            var dir = parent(of: exe)
            out.append(parent(of: dir) + "/share/tessera/Demos")
            for _ in 0..<6 {
                out.append(dir + "/Demos")
                let up = parent(of: dir)
                if up == dir { break }
                dir = up
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// The `.json` files directly inside `directory`, sorted, as paths.
    static func jsonFiles(in directory: String) -> [String] {
        guard let d = opendir(directory) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasSuffix(".json") && !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted().map { directory + "/" + $0 }
    }

    /// The running executable's absolute path (`/proc/self/exe`).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return decode(buffer.prefix(n))
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return decode(buffer.prefix { $0 != 0 })
    }

    private static func decode(_ chars: some Collection<CChar>) -> String {
        String(decoding: chars.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
