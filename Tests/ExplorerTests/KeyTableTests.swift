import Explorer
import Foundation
import TestSupport
import Testing

/// The key table is data (``KeyBindings/groups(_:)``): it drives the model's dispatch, the
/// help overlay, `tessera --help` and the README's table, and this suite checks each.
@Suite struct KeyTableTests {
    var triggers: [KeyTrigger] { KeyBindings.groups(.ascii).flatMap(\.bindings).flatMap(\.triggers) }

    @Test func noKeyIsBoundTwiceAndEveryTriggerDispatches() {
        var seen: [Key: KeyCommand] = [:]
        for trigger in triggers {
            #expect(seen[trigger.key] == nil, "\(trigger.key) is bound twice")
            seen[trigger.key] = trigger.command
            #expect(KeyBindings.command(for: trigger.key) == trigger.command)
        }
        #expect(KeyBindings.command(for: .character("0")) == nil)
        #expect(KeyBindings.command(for: .backspace) == nil)
    }

    @Test func theGlyphsChangeLabelsNotKeys() {
        let unicode = KeyBindings.groups(.unicode).flatMap(\.bindings).flatMap(\.triggers)
        #expect(unicode == triggers)
    }

    /// Keys bound to the same command do the same thing: every pair gives the same screen
    /// and state (`j` and Down, Space and PgDn and Ctrl-F, ...), from a scrolled, focused start.
    @Test func keysOfOneCommandDoTheSameThing() {
        var byCommand: [KeyCommand: [Key]] = [:]
        for trigger in triggers { byCommand[trigger.command, default: []].append(trigger.key) }
        var start = Fixture.model()
        start.handle(.key(.pageDown), now: 0)
        start.handle(.key(.character("f")), now: 0)
        start.handle(.key(.character("f")), now: 0)
        var compared = 0
        for (command, keys) in byCommand where keys.count > 1 {
            let screens = keys.map { key -> [String] in
                var m = start
                m.handle(.key(key), now: 1)
                return ScreenComposer().compose(m, now: 1).textLines
            }
            for (key, screen) in zip(keys, screens).dropFirst() {
                #expect(screen == screens[0], "\(command): \(key) and \(keys[0]) differ")
                compared += 1
            }
        }
        #expect(compared >= 10)
    }

    /// The README's key table is the generated one: `KeyBindings.markdown()` between the
    /// README's `<!-- keys` and `<!-- end keys -->` lines.
    @Test func theReadmesTableIsTheGeneratedOne() throws {
        let readme = try String(contentsOfFile: DemoFrames.repositoryRoot + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("<!-- keys") })
        let end = try #require(lines.firstIndex { $0 == "<!-- end keys -->" })
        let copy = Array(lines[(start + 1)..<end])
        let generated = KeyBindings.markdown()
        #expect(
            copy == generated,
            "README.md's key table is stale; replace it with:\n\(generated.joined(separator: "\n"))")
    }
}
