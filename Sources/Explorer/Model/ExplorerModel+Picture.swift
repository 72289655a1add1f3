import CollectionLayout
import TerminalCanvas

/// What the `P` key asks the app to save: the screen as text and the content area as an
/// SVG picture, and where. The model decides the names and the contents; the app only
/// writes them (the model does no I/O).
public struct PictureRequest: Hashable, Sendable {
    /// The path the files are named after, without the number and extension: the
    /// scenario file without `.json` (`feeds/cats` for `feeds/cats.json`), or, for a
    /// document without a file (the demo tour), `tessera-` and the scenario's name in the
    /// current directory.
    public var stem: String
    /// The whole screen as text, one line per row, trailing spaces trimmed, ending with a
    /// newline.
    public var text: String
    /// The content area as an SVG picture in points (``SVGPicture``).
    public var svg: String

    /// The most numbers ``fileNames(isTaken:)`` tries before giving up.
    public static let maximumNumber = 9_999

    /// The first free pair of names `STEM-N.txt` and `STEM-N.svg` (N from 1), where
    /// free means that `isTaken` says neither name exists, so nothing is overwritten;
    /// `nil` when every number up to ``maximumNumber`` is taken. Complexity: O(N) calls.
    public func fileNames(isTaken: (String) -> Bool) -> (text: String, svg: String)? {
        for n in 1...Self.maximumNumber {
            let names = (text: "\(stem)-\(n).txt", svg: "\(stem)-\(n).svg")
            if !isTaken(names.text) && !isTaken(names.svg) { return names }
        }
        return nil
    }

    /// The footer's notice for saved files.
    public static func savedNotice(text: String, svg: String) -> String { "Saved \(text) and \(svg)" }

    /// The footer's notice for a picture that could not be saved.
    public static func failedNotice(_ reason: String) -> String { "Could not save the picture: \(reason)" }

    /// `name` as a file-name part: lowercase ASCII letters and digits, other runs as one
    /// `-` ("Pinterest feed" -> "pinterest-feed"); "scenario" when nothing is left.
    public static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "scenario" : out
    }
}

extension ExplorerModel {
    /// The picture of the current frame (the `P` key): the composed screen at `now` as
    /// text, and the content area's elements as an SVG in points.
    /// Complexity: one screen composition plus O(k log k) for the k visible elements.
    public func picture(now: Double) -> PictureRequest {
        let screen = ScreenComposer().compose(self, now: now)
        let svg = SVGPicture(canvas: canvas).svg(visible.elements) { [document, layout] in
            document.appearance($0, in: layout)
        }
        let stem: String
        if let file = document.sourceFile {
            stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        } else {
            stem = "tessera-" + PictureRequest.slug(document.name)
        }
        return PictureRequest(stem: stem, text: screen.text(glyphs: options.glyphs.glyphSet) + "\n", svg: svg)
    }

    /// Asks the app to save the current frame (``pendingPicture``).
    mutating func requestPicture(now: Double) {
        pendingPicture = picture(now: now)
        say("Saving a picture…")
    }

    /// The picture the `P` key asked for, if any, cleared: the app writes it and shows
    /// ``PictureRequest/savedNotice(text:svg:)`` or ``PictureRequest/failedNotice(_:)``.
    public mutating func takePictureRequest() -> PictureRequest? {
        defer { pendingPicture = nil }
        return pendingPicture
    }

    /// Names the saved files in the footer.
    public mutating func pictureSaved(text: String, svg: String) {
        notify(PictureRequest.savedNotice(text: text, svg: svg))
    }

    /// Says why the picture could not be saved.
    public mutating func pictureFailed(_ reason: String) {
        notify(PictureRequest.failedNotice(reason))
    }
}
