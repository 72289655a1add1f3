import CollectionLayout
import Foundation
import Scenarios

/// The test fixtures (Tests/ScenariosTests/Fixtures) and the repository's demos.
enum Fixtures {
    /// The path of a fixture file.
    static func path(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            return "/nonexistent/fixture/\(name)"
        }
        return url.path
    }

    /// The bytes of a fixture file (empty when missing, which the tests then report).
    static func bytes(_ name: String) -> [UInt8] {
        (try? Array(Data(contentsOf: URL(fileURLWithPath: path(name))))) ?? []
    }

    /// Decodes a fixture, naming it by its bare file name in errors.
    static func scenario(_ name: String) throws(ScenarioError) -> Scenario {
        try Scenario(bytes: bytes(name), file: name)
    }

    /// The error a fixture's decoding throws, as the CLI prints it.
    static func errorLine(_ name: String) -> String? {
        do {
            _ = try scenario(name)
            return nil
        } catch {
            return error.description
        }
    }

    /// The error line for JSON text named `file`.
    static func errorLine(text: String, file: String = "test.json") -> String? {
        do {
            _ = try Scenario(text: text, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// The repository root (three levels above this file).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
