import FileIO
import InertText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera new FAMILY [FILE]`: a small, commented scenario to start a layout from.
///
/// Each template is a valid scenario (it loads, prepares and dumps), shows the family's
/// main knobs under their UIKit or original names, and explains them in a top-level
/// `"notes"` array of strings: JSON has no comments, and scenario files ignore `notes`
/// (Docs/scenario-format.md, "Additions"). The texts live in `Templates/`, one file a family.
public enum ScenarioTemplate {
    /// The layout families a template exists for, by their scenario `type`.
    public enum Family: String, CaseIterable, Sendable {
        case flow, pinterest, mosaic, plugin, split, compositional
    }

    /// The template's text for `family`, ending in a newline. Complexity: O(1).
    public static func text(for family: Family) -> String {
        switch family {
        case .flow: return flowTemplate
        case .pinterest: return pinterestTemplate
        case .mosaic: return mosaicTemplate
        case .plugin: return pluginTemplate
        case .split: return splitTemplate
        case .compositional: return compositionalTemplate
        }
    }

    /// What `tessera new FAMILY FILE` prints after writing FILE: what it wrote and the
    /// commands that open and check it (the file name made inert). O(length).
    public static func confirmation(_ family: Family, file: String) -> String {
        let name = InertText.escaped(file, maxLength: InertText.fileNameLimit)
        let quoted = name.contains(" ") || name.hasPrefix("-") ? "'\(name)'" : name
        return """
            Wrote \(name): a \(family.rawValue) scenario to start from (its "notes" explain the knobs).
            Open it:  tessera \(quoted)        (keep it open: every save shows at once)
            Check it: tessera check \(quoted)
            """
    }

    /// Why a template could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file as the user named it.
        public var file: String
        /// What went wrong.
        public var message: String

        /// `error: FILE: MESSAGE`, the file name made inert (``InertText``).
        public var description: String {
            "error: \(InertText.escaped(file, maxLength: InertText.fileNameLimit)): \(message)"
        }
    }

    /// Writes the template for `family` to `path`. Without `force`, an existing file
    /// (or anything else at `path`) is left alone and the write fails; with it, a
    /// regular file is replaced. Complexity: O(template size).
    public static func write(_ family: Family, to path: String, force: Bool) throws(WriteError) {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (force ? O_TRUNC : O_EXCL)
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else {
            let code = errno
            let message =
                code == EEXIST
                ? "already exists; pass --force to overwrite it"
                : "cannot write the file: \(String(cString: strerror(code)))"
            throw WriteError(file: path, message: message)
        }
        defer { close(fd) }
        if let code = FileIO.writeAll(fd, text(for: family)) {
            throw WriteError(file: path, message: "cannot write the file: \(String(cString: strerror(code)))")
        }
    }
}
