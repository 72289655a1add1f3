import CollectionLayout
import Headless
import Testing

@Suite("Frame rendering")
struct FrameRenderingTests {
    @Test func offsetsParseAsOneNumberOrAPair() {
        #expect(FrameRendering.RequestedOffset.parse("120") == .alongScrollAxis(120))
        #expect(FrameRendering.RequestedOffset.parse("-3.5, 7") == .point(Point(x: -3.5, y: 7)))
        #expect(FrameRendering.RequestedOffset.parse("1e3") == .alongScrollAxis(1000))
        for bad in ["", ",", "1,", "1,2,3", "nan", "inf", "1e400", "0x10", "12px"] {
            #expect(FrameRendering.RequestedOffset.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func anOffsetAlongTheScrollAxisFollowsTheAxis() {
        #expect(FrameRendering.RequestedOffset.alongScrollAxis(9).contentOffset(axis: .vertical) == Point(x: 0, y: 9))
        #expect(FrameRendering.RequestedOffset.alongScrollAxis(9).contentOffset(axis: .horizontal) == Point(x: 9, y: 0))
        #expect(
            FrameRendering.RequestedOffset.point(Point(x: 1, y: 2)).contentOffset(axis: .vertical) == Point(x: 1, y: 2))
    }
}
