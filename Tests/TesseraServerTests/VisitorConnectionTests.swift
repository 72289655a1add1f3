import NIOCore
import Testing

@testable import TesseraServer

@Suite("connection log line")
struct VisitorConnectionTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    @Test func namesAddressKeyDurationAndTheFirstReason() {
        let connection = VisitorConnection(address: "127.0.0.1:5000", started: start)
        connection.authenticated(method: .publicKey(fingerprint: "SHA256:abc"))
        connection.end("visitor quit")
        connection.end("server shutting down")
        #expect(
            connection.logEntry(now: start + .milliseconds(12_345)).text
                == "visitor 127.0.0.1:5000 key SHA256:abc lasted 12.3 s: visitor quit")
    }

    @Test func withoutAReasonItSaysHowFarTheVisitorGot() {
        let never = VisitorConnection(address: "a:1", started: start)
        #expect(
            never.logEntry(now: start).text
                == "visitor a:1 not authenticated lasted 0.0 s: closed before authenticating")
        let refused = VisitorConnection(address: "a:1", started: start)
        refused.refusedFingerprint = "SHA256:bad"
        #expect(
            refused.logEntry(now: start + .milliseconds(50)).text
                == "visitor a:1 key SHA256:bad (refused) lasted 0.1 s: key refused")
        let gone = VisitorConnection(address: "a:1", started: start)
        gone.authenticated(method: .publicKey(fingerprint: "SHA256:ok"))
        #expect(
            gone.logEntry(now: start + .seconds(61)).text
                == "visitor a:1 key SHA256:ok lasted 61.0 s: client disconnected")
        let keyless = VisitorConnection(address: "a:1", started: start)
        keyless.authenticated(method: .none)
        #expect(
            keyless.logEntry(now: start + .seconds(2)).text
                == "visitor a:1 method none lasted 2.0 s: client disconnected")
    }
}
