import CollectionLayout
import Testing

@testable import TerminalCanvas

@Suite("Standard palette")
struct StandardPaletteTests {
    @Test func sectionsCycleThroughSixNamesAndNamesIgnoreCase() {
        #expect(StandardPalette.name(of: .section(0)) == "blue")
        #expect(StandardPalette.name(of: .section(7)) == "green")
        #expect(StandardPalette.name(of: .section(-1)) == "red")
        #expect(StandardPalette.number(for: .named("Orange"), colors: 256) == 208)
        #expect(StandardPalette.number(for: .named("orange"), colors: 16) == 11)
        #expect(StandardPalette.number(for: .named("orange"), colors: 8) == 3)
        #expect(StandardPalette.number(for: .named("chartreuse"), colors: 256) == nil)
        #expect(StandardPalette.number(for: .standard, colors: 256) == nil)
    }

    @Test func picturesUseTheXterm256Shades() {
        #expect(StandardPalette.xterm256Hex(208) == "#ff8700")
        #expect(StandardPalette.xterm256Hex(245) == "#8a8a8a")
        #expect(StandardPalette.xterm256Hex(16) == "#000000")
        #expect(StandardPalette.xterm256Hex(231) == "#ffffff")
        #expect(StandardPalette.hex(for: .named("gray")) == "#8a8a8a")
        #expect(StandardPalette.hex(for: .section(0)) == "#2563eb")
        #expect(StandardPalette.hex(for: .standard) == nil)
    }

    @Test func sgrSequencesSetEveryAttributeFromAReset() {
        let style = CellStyle(foreground: .named("brightred"), background: .named("blue"), bold: true, reverse: true)
        #expect(CellGrid.sgr(style, colors: 256) == "\u{1B}[0;1;7;38;5;196;44m")
        #expect(CellGrid.sgr(style, colors: 16) == "\u{1B}[0;1;7;91;44m")
        #expect(CellGrid.sgr(.plain, colors: 256) == "\u{1B}[0m")
    }

    @Test func labelsAreCutToTheirBoxAndEscaped() {
        #expect(SVGPicture.label("Hello", width: 8 + 6.6 * 5) == "Hello")
        #expect(SVGPicture.label("Hello!", width: 8 + 6.6 * 5) == "Hell…")
        #expect(SVGPicture.label("a&b", width: 100) == "a&amp;b")
        #expect(SVGPicture.label("x", width: 10) == nil)
        #expect(SVGPicture.label("", width: 100) == nil)
        #expect(SVGPicture.number(1 / 3) == "0.33")
        #expect(SVGPicture.number(3) == "3")
        #expect(SVGPicture.number(-2.5) == "-2.5")
    }

    @Test func aMarkerIsADotInTheTopRightCornerOfBoxesLargeEnough() {
        let box = Rect(x: 10, y: 20, width: 100, height: 40)
        let cyan = StandardPalette.hex(for: .named("cyan")) ?? ""
        #expect(!cyan.isEmpty)
        #expect(
            SVGPicture.marker(.named("cyan"), box: box) == "<circle cx=\"102\" cy=\"28\" r=\"4\" fill=\"\(cyan)\"/>\n")
        #expect(SVGPicture.marker(nil, box: box) == "")
        #expect(SVGPicture.marker(.named("cyan"), box: Rect(x: 0, y: 0, width: 15.9, height: 40)) == "")
        #expect(SVGPicture.marker(.named("cyan"), box: Rect(x: 0, y: 0, width: 16, height: 16)) != "")
        let picture = SVGPicture(viewport: Rect(x: 0, y: 0, width: 200, height: 100))
        let cell = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: box)
        let svg = picture.svg([cell]) { _ in ElementAppearance(title: "Priyanka", marker: .named("cyan")) }
        #expect(svg.contains("<circle cx=\"102\" cy=\"28\" r=\"4\" fill=\"\(cyan)\"/>\n<text"))
    }
}
