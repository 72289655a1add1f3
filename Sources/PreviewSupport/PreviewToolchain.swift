import Glibc
import InertText

/// Where a preview build finds the compiler and the prebuilt `TesseraPreviewHost`
/// library (which contains `TesseraUIKit`): the modules directory and the shared library
/// of the build that made the running `tessera` (the directory `swift build
/// --show-bin-path` prints), found from `/proc/self/exe`.
public struct PreviewToolchain: Sendable, Hashable {
    /// The `swiftc` to run.
    public var swiftc: String
    /// The directory holding `libTesseraPreviewHost.so`.
    public var libraryDirectory: String
    /// The directory holding `TesseraUIKit.swiftmodule` and the other modules.
    public var modulesDirectory: String

    /// The library's file name.
    public static let libraryName = "TesseraPreviewHost"

    /// Creates a toolchain from explicit paths.
    public init(swiftc: String, libraryDirectory: String, modulesDirectory: String) {
        self.swiftc = swiftc
        self.libraryDirectory = libraryDirectory
        self.modulesDirectory = modulesDirectory
    }

    /// The toolchain next to the running executable (or in `TESSERA_PREVIEW_LIB`, a bin
    /// directory), with `swiftc` from `TESSERA_SWIFTC` or the `PATH`. Fails with what
    /// was looked for and how to build it.
    public static func locate() throws(PreviewFailure) -> PreviewToolchain {
        let bin: String
        if let env = getenv("TESSERA_PREVIEW_LIB") {
            bin = String(cString: env)
        } else {
            bin = parent(of: executablePath())
        }
        let library = "\(bin)/lib\(libraryName).so"
        var modules = "\(bin)/Modules"
        if !exists("\(modules)/TesseraUIKit.swiftmodule") { modules = bin }
        guard exists(library), exists("\(modules)/TesseraUIKit.swiftmodule"),
            exists("\(modules)/\(libraryName).swiftmodule")
        else {
            throw PreviewFailure(
                .setup, "tessera preview needs the TesseraPreviewHost library built next to tessera",
                lines: [
                    "looked for \(InertText.quoted(library)) and \(InertText.quoted(bin + "/Modules/TesseraUIKit.swiftmodule"))",
                    "build it with: swift build --product TesseraPreviewHost (same configuration as tessera),",
                    "or set TESSERA_PREVIEW_LIB to the directory `swift build --show-bin-path` prints",
                ])
        }
        var swiftc: String?
        if let env = getenv("TESSERA_SWIFTC") {
            swiftc = String(cString: env)
        } else if let path = getenv("PATH") {
            for dir in String(cString: path).split(separator: ":") where exists("\(dir)/swiftc") {
                swiftc = "\(dir)/swiftc"
                break
            }
        }
        guard let swiftc, exists(swiftc) else {
            throw PreviewFailure(
                .setup, "tessera preview needs swiftc (the Swift compiler) on the PATH, or TESSERA_SWIFTC set to it")
        }
        return PreviewToolchain(swiftc: swiftc, libraryDirectory: bin, modulesDirectory: modules)
    }

    /// The library file.
    public var libraryPath: String { "\(libraryDirectory)/lib\(Self.libraryName).so" }

    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "." }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
