import CollectionLayout

/// What a key of the explorer does: the commands of the key table
/// (``KeyBindings/groups(_:)``), which ``KeyBindings/command(for:)`` looks keys up in and
/// the model performs. A key is bound to at most one command.
public enum KeyCommand: Hashable, Sendable {
    case quit, help, escape
    case lineUp, lineDown, pageUp, pageDown, top, bottom, left, right
    case nextLayout, previousLayout
    /// Layout choice `n`, counted from 1.
    case layout(Int)
    case nextScenario, previousScenario
    /// Turns a live parameter one step up (+1) or down (-1).
    case tune(TuningKnob, Int)
    /// The next (+1) or previous (-1) device width preset.
    case deviceWidth(Int)
    case zoomIn, zoomOut, zoomReset
    /// Turns one of PluginLayout's scroll effects on or off in the target section.
    case effect(PluginEffect.Kind)
    case insertItem, deleteItem, moveBack, moveForward, reloadItem, insertSection, deleteSection
    case shuffleSection, randomSnapshot, remoteUpdates, rejectedBatch, undo, otherSide
    case focus, select, debug, picture
    case tour, mouseCapture, repaint
}

/// One key of a row of the key table and the command it runs.
public struct KeyTrigger: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// What it does.
    public var command: KeyCommand

    /// Creates a trigger.
    public init(_ key: Key, _ command: KeyCommand) {
        self.key = key
        self.command = command
    }
}
