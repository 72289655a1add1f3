import Testing

@testable import Explorer

/// ``Notice``: the footer's one line, replaced by the next and cleared by a key.
@Suite struct NoticeTests {
    @Test func aNoticeIsReplacedAndCleared() {
        var notice = Notice()
        #expect(notice.text == nil)
        notice.show("Zoom: 2x")
        notice.show("Zoom: 4x")
        #expect(notice.text == "Zoom: 4x")
        notice.clear()
        #expect(notice.text == nil)
    }

    @Test func theModelsFooterShowsItUntilTheNextKey() {
        var m = Fixture.model()
        m.handle(.key(.character("+")), now: 0)
        #expect(m.notice.text?.hasPrefix("Zoom: ") == true)
        #expect(m.message == m.notice.text)
        m.handle(.key(.character("j")), now: 0)
        #expect(m.notice.text == nil)
    }
}
