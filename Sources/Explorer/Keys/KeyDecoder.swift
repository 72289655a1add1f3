/// What the terminal backend read: an event ncurses already decoded, or one character
/// it did not recognise as part of a key sequence.
public enum RawInput: Hashable, Sendable {
    case event(InputEvent)
    case scalar(UInt32)
}

/// Turns a burst of raw input into events. ncurses decodes the keys its terminfo entry
/// lists; minimal entries (TERM=vt100) lack PgUp/PgDn/Home/End/Shift-Tab, whose escape
/// sequences then arrive as separate characters: this decoder recognises them, maps
/// control characters, and never lets an unrecognised sequence through as text.
public enum KeyDecoder {
    /// Decodes one burst (everything read before the input went quiet).
    public static func decode(_ input: [RawInput]) -> [InputEvent] {
        var out: [InputEvent] = []
        var i = 0
        while i < input.count {
            switch input[i] {
            case .event(let e):
                out.append(e)
                i += 1
            case .scalar(27):
                let (event, used) = escapeSequence(input, from: i)
                if let event { out.append(event) }
                i += used
            case .scalar(let v):
                if let key = key(forScalar: v) { out.append(.key(key)) }
                i += 1
            }
        }
        return out
    }

    /// The key a single character stands for, or `nil` for characters the explorer
    /// ignores (NUL, unpaired surrogates, other invisible control characters).
    public static func key(forScalar v: UInt32) -> Key? {
        switch v {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(v + 96)!))
        case 0, 28...31, 0x80..<0xA0: return nil
        default:
            guard let s = Unicode.Scalar(v) else { return nil }
            return .character(Character(s))
        }
    }

    /// Decodes `ESC [ params final` or `ESC O final` starting at `start`; returns the
    /// event (or `nil` for an unknown sequence, which is dropped) and how many inputs
    /// it used. A lone ESC is the Escape key.
    static func escapeSequence(_ input: [RawInput], from start: Int) -> (InputEvent?, Int) {
        func scalar(_ i: Int) -> UInt32? {
            guard i < input.count, case .scalar(let v) = input[i] else { return nil }
            return v
        }
        guard let introducer = scalar(start + 1), introducer == 0x5B || introducer == 0x4F else {
            return (.key(.escape), 1)
        }
        var i = start + 2
        var params = ""
        while let v = scalar(i), (0x30...0x3F).contains(v) {
            params.unicodeScalars.append(Unicode.Scalar(v)!)
            i += 1
        }
        guard let final = scalar(i), (0x40...0x7E).contains(final) else {
            // Incomplete: the Escape key, then the rest as typed.
            return (.key(.escape), 1)
        }
        let used = i - start + 1
        let key: Key?
        switch (Character(Unicode.Scalar(final)!), params) {
        case ("A", _): key = .up
        case ("B", _): key = .down
        case ("C", _): key = .right
        case ("D", _): key = .left
        case ("H", _), ("~", "1"), ("~", "7"): key = .home
        case ("F", _), ("~", "4"), ("~", "8"): key = .end
        case ("~", "5"): key = .pageUp
        case ("~", "6"): key = .pageDown
        case ("Z", _): key = .backTab
        default: key = nil
        }
        return (key.map(InputEvent.key), used)
    }
}
