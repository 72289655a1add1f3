/// A key the explorer understands, decoded by the terminal backend from whatever the
/// terminal sent (escape sequences, function keys, control characters).
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, enter, escape, backspace
    /// A control key: `ctrl("l")` is Ctrl-L.
    case ctrl(Character)
    /// A printable character.
    case character(Character)
}

/// One input to the explorer's model.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Mouse wheel: negative scrolls up (towards the start), positive down.
    case wheel(Int)
    /// A primary-button press at a screen cell.
    case click(column: Int, row: Int)
    /// The terminal now has this many columns and rows.
    case resize(columns: Int, rows: Int)
}
