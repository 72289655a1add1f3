import InertText
import Scenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Error lines of the headless commands and the app, and the process exit.
enum StandardError {
    /// Writes `line`, made inert by ``InertText`` (its parts from input already are;
    /// this is the last check), and a newline to standard error, unbuffered.
    static func writeLine(_ line: String) {
        writeAll(InertText.escaped(line) + "\n")
    }

    /// Writes `text`, inert but for its line feeds, and a newline to standard error.
    static func writeLines(_ text: String) {
        writeAll(InertText.escapedKeepingLineFeeds(text) + "\n")
    }

    /// Writes each of `warnings` as a `warning: FILE: PATH: MESSAGE` line.
    static func writeWarnings(_ warnings: [ScenarioError]) {
        for warning in warnings { writeLine(warning.warningDescription) }
    }

    /// Ends the process with `status`.
    static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }

    private static func writeAll(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { buffer in
            write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}
