import Testing

@testable import TesseraServer

@Suite("serve options")
struct ServeOptionsTests {
    let environment: (String) -> String? = { ["HOME": "/home/v"][$0] }

    func error(_ options: ServeOptions) -> String? {
        do {
            _ = try options.validated(environment: environment)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func defaultsServeTheDemosOnLoopback() throws {
        let configuration = try ServeOptions(allowAnyone: true).validated(environment: environment)
        #expect(
            configuration
                == ServeConfiguration(
                    port: 2222, listenAddress: "127.0.0.1", hostKeyPath: "/home/v/.local/state/tessera/host_ed25519",
                    access: .anyone, maxSessions: 32, idleTimeoutSeconds: 600, scenarios: [], tour: true))
    }

    @Test func namedScenariosAndKeysAreKept() throws {
        let options = ServeOptions(
            port: 0, listenAddress: "::1", hostKeyPath: "/k", authorizedKeysPath: "/a", maxSessions: 1,
            idleTimeoutSeconds: 1, scenarios: ["x.json", "y.json"])
        let configuration = try options.validated(environment: environment)
        #expect(configuration.access == .authorizedKeys(path: "/a"))
        #expect(configuration.hostKeyPath == "/k")
        #expect(configuration.scenarios == ["x.json", "y.json"])
        #expect(!configuration.tour)
        #expect(configuration.port == 0)
    }

    @Test func eachBadValueHasItsOneLine() {
        #expect(
            error(ServeOptions(port: 70000, allowAnyone: true))
                == "error: --port: 70000 is not a TCP port (0...65535, 0 picks a free one)")
        #expect(
            error(ServeOptions(port: -1, allowAnyone: true))
                == "error: --port: -1 is not a TCP port (0...65535, 0 picks a free one)")
        #expect(error(ServeOptions(listenAddress: "", allowAnyone: true)) == "error: --listen: the address is empty")
        #expect(
            error(ServeOptions(allowAnyone: true, maxSessions: 0))
                == "error: --max-sessions: 0 is not between 1 and 4096")
        #expect(
            error(ServeOptions(allowAnyone: true, idleTimeoutSeconds: 0))
                == "error: --idle-timeout: 0 is not between 1 and 604800 seconds")
        #expect(
            error(ServeOptions(authorizedKeysPath: "/a", allowAnyone: true))
                == "error: --authorized-keys and --allow-anyone: choose one")
        #expect(
            error(ServeOptions())
                == "error: who may join? give --authorized-keys FILE (OpenSSH format) or --allow-anyone for a public demo"
        )
        #expect(throws: ServeError("--host-key: neither XDG_STATE_HOME nor HOME is set; name the host key file")) {
            try ServeOptions(allowAnyone: true).validated(environment: { _ in nil })
        }
    }

    @Test func errorsAreInert() {
        #expect(ServeError("bad \u{1B}[2J name").description == "error: bad \\u{1B}[2J name")
    }
}

@Suite("session limit")
struct SessionLimitTests {
    @Test func admitsUpToTheMaximumThenRefuses() {
        var limit = SessionLimit(maximum: 2)
        let answers = [limit.admit(), limit.admit(), limit.admit()]
        #expect(answers == [true, true, false])
        #expect(limit.active == 2)
        #expect(limit.refused == 1)
        limit.release()
        let again = limit.admit()
        #expect(again)
        limit.release()
        limit.release()
        limit.release()
        #expect(limit.active == 0)
    }

    @Test func connectionsHaveRoomForEverySessionAndAsManyAuthenticating() {
        #expect(SessionLimit.connectionCap(maxSessions: 1) == 18)
        #expect(SessionLimit.connectionCap(maxSessions: 32) == 80)
    }

    @Test func neverExceedsTheMaximumOverRandomSequences() {
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        for _ in 0..<2000 {
            let maximum = Int(next() % 8) + 1
            var limit = SessionLimit(maximum: maximum)
            var model = 0
            var refusals = 0
            for _ in 0..<64 {
                if next() % 3 == 0 {
                    limit.release()
                    model = max(0, model - 1)
                } else {
                    let admitted = limit.admit()
                    #expect(admitted == (model < maximum))
                    if admitted { model += 1 } else { refusals += 1 }
                }
                #expect(limit.active == model)
                #expect(limit.active <= maximum)
            }
            #expect(limit.refused == refusals)
        }
    }
}

@Suite("child launch")
struct ChildLaunchTests {
    @Test func argumentsAreOpenOnExactlyTheFiles() {
        let files = ChildLaunch(executable: "/bin/tessera", scenarios: ["/s/a.json", "/s/b.json"], tour: false)
        #expect(files.arguments == ["/bin/tessera", "open", "--no-watch", "/s/a.json", "/s/b.json"])
        let tour = ChildLaunch(executable: "/bin/tessera", scenarios: ["/d/1.json"], tour: true)
        #expect(tour.arguments == ["/bin/tessera", "open", "--no-watch", "--tour", "/d/1.json"])
    }

    @Test func environmentIsTermAndLocaleOnly() {
        #expect(ChildLaunch.environment(term: "xterm-256color") == ["TERM=xterm-256color", "LANG=C.UTF-8"])
    }

    @Test func termNamesAreCheckedCharacterByCharacter() {
        for good in ["xterm", "xterm-256color", "screen.xterm-256color", "rxvt-unicode+x", "vt100", "a_b"] {
            #expect(ChildLaunch.isAcceptableTerm(good), "\(good)")
        }
        let long = String(repeating: "x", count: 65)
        for bad in ["", "../../etc/passwd", "xterm/x", "-x", ".x", "x y", "x\u{1B}", "é", long, "x=y"] {
            #expect(!ChildLaunch.isAcceptableTerm(bad), "\(bad)")
        }
        // Every single byte: accepted exactly when it is a letter, digit, '_' or '+'
        // (a lone '.' or '-' is refused as a first character).
        for byte in UInt8(1)...UInt8(127) {
            let text = String(UnicodeScalar(byte))
            let expected =
                (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
                || byte == 95 || byte == 43
            #expect(ChildLaunch.isAcceptableTerm(text) == expected, "\(byte)")
        }
    }
}
