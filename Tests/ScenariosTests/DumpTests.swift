import CollectionLayout
import InertText
import Scenarios
import TestSupport
import Testing

@Suite("Dump output")
struct DumpTests {
    @Test func numbersPrintExactlyAsComputed() {
        #expect(JSONText.number(6) == "6")
        #expect(JSONText.number(-3) == "-3")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(169.5) == "169.5")
        #expect(JSONText.number(0.1) == "0.1")
        #expect(JSONText.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(JSONText.number(375.0 / 3) == "125")
        #expect(JSONText.number(1.0 / 3) == "0.3333333333333333")
        #expect(JSONText.number(0.00001) == "1e-05")
        #expect(JSONText.number(1e20) == "1e+20")
        #expect(JSONText.number(9_007_199_254_740_991) == "9007199254740991")
        // Every printed value reads back to the same Double.
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let v = Double.random(in: -1e6...1e6, using: &rng) * (Bool.random(using: &rng) ? 1 : 1e-9)
            #expect(Double(JSONText.number(v)) == v)
        }
    }

    @Test func formatterWritesTheSpecLayout() throws {
        let elements = [
            LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: 0, section: 0),
                frame: Rect(x: 6, y: 6, width: 169.5, height: 100)),
            LayoutAttributes(
                category: .supplementary(kind: "banner"), indexPath: IndexPath(item: 0, section: 0),
                frame: Rect(x: 6, y: 118, width: 351, height: 288)),
            LayoutAttributes(
                category: .decoration(kind: "background"), indexPath: IndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 375, height: 400), zIndex: -1),
        ]
        let text = try DumpFormatter.format(contentSize: Size(width: 375, height: 2410), elements: elements)
        #expect(
            text == """
                {
                  "contentSize": {"width": 375, "height": 2410},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 6, "y": 6, "width": 169.5, "height": 100}, "zIndex": 0},
                    {"category": "supplementary", "kind": "banner", "section": 0, "item": 0, "frame": {"x": 6, "y": 118, "width": 351, "height": 288}, "zIndex": 0},
                    {"category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 400}, "zIndex": -1}
                  ]
                }

                """)
    }

    @Test func alphaAndHiddenOnlyWhenNotDefault() throws {
        let elements = [
            LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: 2, section: 1),
                frame: Rect(x: 0, y: 0.25, width: 10, height: 10), zIndex: 3, alpha: 0.5, isHidden: true),
            LayoutAttributes(
                category: .supplementary(kind: "odd \"kind\""), indexPath: IndexPath(item: 0, section: 1),
                frame: Rect(x: 0, y: 0, width: 1, height: 1), alpha: 0),
        ]
        let text = try DumpFormatter.format(contentSize: Size(width: 10.5, height: 0), elements: elements)
        #expect(
            text == """
                {
                  "contentSize": {"width": 10.5, "height": 0},
                  "elements": [
                    {"category": "cell", "section": 1, "item": 2, "frame": {"x": 0, "y": 0.25, "width": 10, "height": 10}, "zIndex": 3, "alpha": 0.5, "hidden": true},
                    {"category": "supplementary", "kind": "odd \\"kind\\"", "section": 1, "item": 0, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "zIndex": 0, "alpha": 0}
                  ]
                }

                """)
        // The output is valid JSON.
        #expect((try? JSONParser.parse(text)) != nil)
    }

    @Test func emptyDump() throws {
        #expect(
            try DumpFormatter.format(contentSize: Size(width: 375, height: 667), elements: []) == """
                {
                  "contentSize": {"width": 375, "height": 667},
                  "elements": []
                }

                """)
    }

    @Test func nonFiniteValuesAreNeverOutput() {
        let bad = LayoutAttributes(
            category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: 2),
            frame: Rect(x: 0, y: .nan, width: 1, height: 1))
        // (NaN frames never compare equal: compare the messages.)
        do {
            _ = try DumpFormatter.format(contentSize: Size(width: 1, height: 1), elements: [bad])
            Issue.record("formatted a NaN")
        } catch {
            #expect(
                error.description
                    == "the layout produced a non-finite value for supplementary header [2, 0] (a bug in the layout)")
        }
        #expect(throws: NonFiniteValueError(element: nil)) {
            try DumpFormatter.format(contentSize: Size(width: .infinity, height: 1), elements: [])
        }
        // Through the command's path: one error line naming the file.
        let fixed = FixedLayout(
            cellFrames: [Rect(x: 0, y: 0, width: .infinity, height: 1), .zero], extras: [],
            size: Size(width: 1, height: 1))
        do {
            let loaded = try LoadedScenario(
                scenario: try Fixtures.scenario("minimal.json"), spec: FixedSpec(layout: fixed))
            _ = try ScenarioDump.text(of: loaded, options: DumpOptions())
            Issue.record("dumped an infinite frame")
        } catch {
            #expect(
                error.description
                    == "error: minimal.json: layout: the layout produced a non-finite value for cell [0, 0] (a bug in the layout)"
            )
        }
    }

    // MARK: The command's path

    /// Section 0 has two items; cells 0 and 1, a header and a background.
    private func loadedFixed() throws -> LoadedScenario {
        let fixed = FixedLayout(
            cellFrames: [Rect(x: 0, y: 20, width: 100, height: 50), Rect(x: 100, y: 20, width: 75.5, height: 120)],
            extras: [
                LayoutAttributes(
                    category: .decoration(kind: "background"), indexPath: IndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 200, height: 140), zIndex: -1),
                LayoutAttributes(
                    category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 200, height: 20)),
            ],
            size: Size(width: 200, height: 140))
        let scenario = try Scenario(
            text: #"{"layout": {"type": "flow"}, "sections": [{"count": 2}]}"#, file: "fixed.json")
        return try LoadedScenario(scenario: scenario, spec: FixedSpec(layout: fixed))
    }

    @Test func everyElementInDumpOrder() throws {
        let text = try ScenarioDump.text(of: loadedFixed(), options: DumpOptions())
        #expect(
            text == """
                {
                  "contentSize": {"width": 200, "height": 140},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 20, "width": 100, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 100, "y": 20, "width": 75.5, "height": 120}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "zIndex": 0},
                    {"category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 200, "height": 140}, "zIndex": -1}
                  ]
                }

                """)
    }

    @Test func rectKeepsExactlyTheIntersectingElements() throws {
        let loaded = try loadedFixed()
        func dumped(_ rect: String) throws -> [String] {
            let options = DumpOptions(rect: try DumpOptions.parseRect(rect))
            return ScenarioDump.elements(of: loaded, options: options).map {
                "\($0.category.name)\($0.category.kind.map { ":" + $0 } ?? "")\($0.indexPath)"
            }
        }
        #expect(try dumped("0,80,200,10") == ["cell[0, 1]", "decoration:background[0, 0]"])
        // Touching edges do not intersect: y = 140 is the background's bottom edge.
        #expect(try dumped("0,140,200,10") == [])
        // x = 175.5 is cell 1's right edge.
        #expect(try dumped("175.5,0,10,200") == ["supplementary:header[0, 0]", "decoration:background[0, 0]"])
        #expect(try dumped("0,0,200,0") == [])
        #expect(try dumped("0,0,-5,500") == [])
        #expect(
            try dumped("99,19,2,2") == [
                "cell[0, 0]", "cell[0, 1]", "supplementary:header[0, 0]", "decoration:background[0, 0]",
            ])
    }

    @Test func rectMatchesABruteForceFilter() throws {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<50 {
            let n = Int.random(in: 0..<60, using: &rng)
            let frames = (0..<n).map { _ in
                Rect(
                    x: Double(Int.random(in: 0..<300, using: &rng)), y: Double(Int.random(in: 0..<2000, using: &rng)),
                    width: Double(Int.random(in: 0..<120, using: &rng)),
                    height: Double(Int.random(in: 0..<400, using: &rng)) / 2)
            }
            let extras = (0..<Int.random(in: 0..<5, using: &rng)).map { i in
                LayoutAttributes(
                    category: .supplementary(kind: "banner"), indexPath: IndexPath(item: i, section: 0),
                    frame: Rect(x: 0, y: Double(Int.random(in: 0..<2000, using: &rng)), width: 300, height: 40))
            }
            let layout = FixedLayout(cellFrames: frames, extras: extras, size: Size(width: 300, height: 2200))
            let scenario = try Scenario(
                text: #"{"layout": {"type": "flow"}, "sections": [{"count": \#(n)}]}"#, file: "r.json")
            let loaded = try LoadedScenario(scenario: scenario, spec: FixedSpec(layout: layout))
            let all = ScenarioDump.elements(of: loaded, options: DumpOptions())
            for _ in 0..<40 {
                let rect = Rect(
                    x: Double(Int.random(in: -50..<350, using: &rng)),
                    y: Double(Int.random(in: -50..<2100, using: &rng)),
                    width: Double(Int.random(in: -10..<200, using: &rng)),
                    height: Double(Int.random(in: -10..<600, using: &rng)))
                let queried = ScenarioDump.elements(of: loaded, options: DumpOptions(rect: rect))
                #expect(queried == all.filter { $0.frame.intersects(rect) })
            }
        }
    }

    @Test func offsetAndWidthReachTheLayout() throws {
        let path = Fixtures.path("minimal.json")
        let loaded = try LoadedScenario.load(path: path, width: 812)
        #expect(loaded.containerSize == Size(width: 812, height: 667))
        #expect(try LoadedScenario.load(path: path).containerSize == Size(width: 375, height: 667))
    }

    // MARK: Flag values

    @Test func flagValuesParse() throws {
        #expect(try DumpOptions.parseRect("0,10.5,375, 200") == Rect(x: 0, y: 10.5, width: 375, height: 200))
        #expect(try DumpOptions.parseRect("-5,-1e2,0,0") == Rect(x: -5, y: -100, width: 0, height: 0))
        // Issue 27: a negative size is normalised like `CGRect.standardized`, never empty.
        #expect(try DumpOptions.parseRect("10,10,-5,20") == Rect(x: 5, y: 10, width: 5, height: 20))
        #expect(try DumpOptions.parseRect("0,100,375,-40") == Rect(x: 0, y: 60, width: 375, height: 40))
        #expect(try DumpOptions.parseOffset("0,-64") == Point(x: 0, y: -64))
        #expect(try DumpOptions.parseWidth("667") == 667)
    }

    @Test(arguments: [
        ("rect", "1,2", #"--rect: expected 4 numbers X,Y,W,H separated by commas, got "1,2""#),
        (
            "rect", "1,2,3,x",
            #"--rect: expected 4 numbers X,Y,W,H separated by commas, got "1,2,3,x" ("x" is not a finite number)"#
        ),
        (
            "rect", "1,2,3,nan",
            #"--rect: expected 4 numbers X,Y,W,H separated by commas, got "1,2,3,nan" ("nan" is not a finite number)"#
        ),
        (
            "offset", "0,1e999",
            #"--offset: expected 2 numbers X,Y separated by commas, got "0,1e999" ("1e999" is not a finite number)"#
        ),
        ("offset", "5", #"--offset: expected 2 numbers X,Y separated by commas, got "5""#),
        ("width", "0", "--width: must be a number >= 1 (the smallest viewport side), got 0"),
        ("width", "wide", #"--width: expected a number, got "wide" ("wide" is not a finite number)"#),
        ("width", "", #"--width: expected a number, got "" ("" is not a finite number)"#),
    ])
    func badFlagValuesAreExplained(flag: String, value: String, message: String) {
        do {
            switch flag {
            case "rect": _ = try DumpOptions.parseRect(value)
            case "offset": _ = try DumpOptions.parseOffset(value)
            default: _ = try DumpOptions.parseWidth(value)
            }
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.description == message)
        }
    }
}
