import Explorer
import FileIO
import Glibc

/// Writes the pictures the `P` key asks for (``PictureRequest``): the model picked the
/// contents and the stem; this picks the first free number and creates both files with
/// `O_EXCL`, so an existing file is never overwritten, even one created a moment ago.
enum PictureWriter {
    /// Saves `request`; returns the footer's notice: the names, or why it failed.
    static func save(_ request: PictureRequest) -> String {
        guard let names = request.fileNames(isTaken: exists) else {
            return PictureRequest.failedNotice("\(request.stem)-1 to -\(PictureRequest.maximumNumber) all exist")
        }
        if let problem = create(names.text, contents: request.text) {
            return PictureRequest.failedNotice(problem)
        }
        if let problem = create(names.svg, contents: request.svg) {
            unlink(names.text)
            return PictureRequest.failedNotice(problem)
        }
        return PictureRequest.savedNotice(text: names.text, svg: names.svg)
    }

    /// True when something exists at `path` (a dangling symbolic link counts).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Creates `path` (never replacing a file) holding `contents`; the reason on failure.
    private static func create(_ path: String, contents: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "\(path): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        guard let code = FileIO.writeAll(fd, contents) else { return nil }
        let reason = "\(path): \(String(cString: strerror(code)))"
        unlink(path)
        return reason
    }
}
