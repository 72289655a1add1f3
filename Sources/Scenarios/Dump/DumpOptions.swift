import CollectionLayout
import InertText

/// What `tessera dump` is asked for besides the file: a query rectangle, a content
/// offset and a width override.
public struct DumpOptions: Sendable, Hashable {
    /// Only the elements intersecting this rectangle (the layout's visibility
    /// query); `nil`: every element.
    public var rect: Rect?
    /// The content offset the layout is queried at.
    public var contentOffset: Point
    /// Replaces the viewport width (a rotation); `nil`: the file's.
    public var width: Double?
    /// Each cell also carries its item's `"id"` and `"title"` (`--items`), to see where
    /// the items are, for instance after `tessera apply`.
    public var items: Bool
    /// The offsets of orthogonal strips, by section, in strip coordinates (`--strip-offset
    /// S:X`, as the app's ← → keys set them); a strip not listed rests at its initial
    /// offset.
    public var stripOffsets: [Int: Double] = [:]

    /// Creates options.
    public init(rect: Rect? = nil, contentOffset: Point = .zero, width: Double? = nil, items: Bool = false) {
        self.rect = rect
        self.contentOffset = contentOffset
        self.width = width
        self.items = items
    }

    /// Parses `X,Y,W,H` (four finite numbers). A negative width or height is normalised
    /// as `CGRect.standardized` does: the origin moves to the other corner and the size
    /// becomes positive (`10,10,-5,20` is `5,10,5,20`); a width or height of 0 is empty
    /// and intersects nothing.
    public static func parseRect(_ text: String) throws(DumpOptionError) -> Rect {
        let v = try numbers(text, count: 4, form: "X,Y,W,H", option: "--rect")
        let (x, width) = v[2] < 0 ? (v[0] + v[2], -v[2]) : (v[0], v[2])
        let (y, height) = v[3] < 0 ? (v[1] + v[3], -v[3]) : (v[1], v[3])
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Parses `S:X`, the offset `X` (a finite number) of section `S`'s orthogonal strip
    /// (`S` an integer >= 0).
    public static func parseStripOffset(_ text: String) throws(DumpOptionError) -> (section: Int, offset: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0].trimmingWhitespace()), section >= 0,
            let offset = Double(parts[1].trimmingWhitespace()), offset.isFinite
        else {
            throw DumpOptionError(
                option: "--strip-offset",
                message: "expected SECTION:OFFSET (a section index and a finite number), got \(InertText.quoted(text))")
        }
        return (section, offset)
    }

    /// Parses `X,Y` (two finite numbers).
    public static func parseOffset(_ text: String) throws(DumpOptionError) -> Point {
        let v = try numbers(text, count: 2, form: "X,Y", option: "--offset")
        return Point(x: v[0], y: v[1])
    }

    /// Parses a width: a finite number > 0.
    public static func parseWidth(_ text: String) throws(DumpOptionError) -> Double {
        let v = try numbers(text, count: 1, form: "W", option: "--width")[0]
        guard v >= ScenarioLimits.smallestViewportSide else {
            throw DumpOptionError(
                option: "--width",
                message:
                    "must be a number >= \(JSONText.number(ScenarioLimits.smallestViewportSide)) (the smallest viewport side), got \(text)"
            )
        }
        return v
    }

    private static func numbers(_ text: String, count: Int, form: String, option: String) throws(DumpOptionError)
        -> [Double]
    {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let what = count == 1 ? "a number" : "\(count) numbers \(form) separated by commas"
        guard parts.count == count else {
            throw DumpOptionError(option: option, message: "expected \(what), got \"\(text)\"")
        }
        var out: [Double] = []
        for part in parts {
            let trimmed = part.trimmingWhitespace()
            // Accept only plain decimal numbers ("nan", "inf" and hex forms are refused).
            guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }),
                let v = Double(trimmed), v.isFinite
            else {
                throw DumpOptionError(
                    option: option, message: "expected \(what), got \"\(text)\" (\"\(trimmed)\" is not a finite number)"
                )
            }
            out.append(v)
        }
        return out
    }
}

/// A `dump` flag value that cannot be used.
public struct DumpOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The flag (`--rect`).
    public var option: String
    /// What is wrong.
    public var message: String

    /// `--rect: expected 4 numbers X,Y,W,H separated by commas, got "1,2"`.
    /// Inert (see ``InertText``): the option's value is echoed as typed.
    public var description: String { InertText.escaped("\(option): \(message)") }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}
