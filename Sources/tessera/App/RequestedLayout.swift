import Glibc
import Scenarios

/// The layout a scenario file asks for (`"layout": {"type": ...}`), read leniently from a
/// file that does not load: the status bar of a file that is bad from the start names the
/// layout the file wants ("Pinterest, not loaded yet") rather than a stand-in.
enum RequestedLayout {
    /// Files larger than this are not read for it.
    static let byteLimit = 16 << 20

    /// The display name of the layout `path` asks for, or nil when the file cannot be read,
    /// is not JSON, or names no known type. O(file size).
    static func name(path: String) -> String? {
        guard let bytes = read(path), let root = try? JSONParser.parse(bytes),
            case .object(let top) = root, case .object(let layout)? = top["layout"],
            case .string(let type)? = layout["type"]
        else { return nil }
        let known = [
            "flow": "Flow", "pinterest": "Pinterest", "mosaic": "Mosaic", "split": "Split", "plugin": "Plugin",
            "compositional": "Compositional",
        ]
        return known[type]
    }

    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= byteLimit {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return n == 0 ? bytes : nil }
            bytes += chunk[0..<n]
        }
        return nil
    }
}
