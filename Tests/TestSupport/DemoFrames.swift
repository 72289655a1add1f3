import Headless
import Scenarios
import TerminalCanvas

/// Frames of the repository's demo scenarios exactly as `tessera render` draws them
/// (``FrameRendering``, the command's own code), for tests that compare whole frames.
public enum DemoFrames {
    /// The repository's root directory (found from this file's path).
    public static let repositoryRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TestSupport/DemoFrames.swift
        return parts.joined(separator: "/")
    }()

    /// The path of the demo `file` (a name in `Demos/`).
    public static func path(_ file: String) -> String { repositoryRoot + "/Demos/" + file }

    /// What `tessera render Demos/FILE --columns C --rows R --offset Y [--ascii]` prints,
    /// without the final newline. Complexity: one load and prepare, then one frame.
    public static func render(_ file: String, columns: Int, rows: Int, offset: Double, glyphSet: GlyphSet)
        throws(ScenarioError) -> String
    {
        let loaded = try LoadedScenario.load(path: path(file))
        return FrameRendering.text(
            loaded, columns: columns, rows: rows, offset: .alongScrollAxis(offset), ascii: glyphSet == .ascii)
    }
}
