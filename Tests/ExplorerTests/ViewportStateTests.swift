import CollectionLayout
import Testing

@testable import Explorer

/// ``ViewportState``: the terminal's size, the device preset, the zoom and the offset.
@Suite struct ViewportStateTests {
    @Test func theContentAreaIsTheScreenLessTheStatusBarAndFooter() {
        let state = ViewportState(columns: 80, rows: 24)
        #expect(state.contentColumns == 80 && state.contentRows == 22)
        #expect(!state.isTooSmall)
        let tiny = ViewportState(columns: 0, rows: -3)
        #expect(tiny.screenColumns == 1 && tiny.screenRows == 1 && tiny.contentRows == 1)
        #expect(tiny.isTooSmall)
        #expect(ViewportState(columns: ExplorerModel.minimumColumns - 1, rows: 40).isTooSmall)
        #expect(!ViewportState(columns: ExplorerModel.minimumColumns, rows: ExplorerModel.minimumRows).isTooSmall)
    }

    @Test func aResizeToTheSameSizeIsNoChange() {
        var state = ViewportState(columns: 80, rows: 24)
        let same = state.resize(columns: 80, rows: 24)
        #expect(!same)
        let larger = state.resize(columns: 100, rows: 30)
        #expect(larger && state.screenColumns == 100 && state.screenRows == 30)
        let zero = state.resize(columns: 0, rows: 30)
        #expect(zero && state.screenColumns == 1)
    }

    @Test func theZoomStopsAtItsLevels() {
        var state = ViewportState(columns: 80, rows: 24)
        #expect(state.zoom == 1)
        var steps = 0
        while state.setZoom(state.zoomIndex + 1) { steps += 1 }
        #expect(state.zoomIndex == Viewport.zoomLevels.count - 1)
        #expect(steps == Viewport.zoomLevels.count - 1 - (Viewport.zoomLevels.firstIndex(of: 1) ?? 0))
        let past = state.setZoom(1_000)
        #expect(!past)
        let back = state.setZoom(-5)
        #expect(back && state.zoomIndex == 0)
    }
}
