import CollectionLayout
import Glibc
import PreviewSupport
import Scenarios
import Testing

/// The whole loading path: swiftc against the built TesseraPreviewHost library, the child
/// process, the pipes. Needs the library built beside the test binary (`swift build
/// --build-tests` builds it).
@Suite(.serialized) struct SessionTests {
    /// A fresh directory with `files` written in it; returns their paths.
    static func write(_ files: [String: String]) -> [String] {
        var template = Array("/tmp/tessera-preview-test-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        return files.keys.sorted().map { name in
            let path = "\(dir)/\(name)"
            let f = fopen(path, "w")!
            fputs(files[name]!, f)
            fclose(f)
            return path
        }
    }

    static let cache: String = {
        var template = Array("/tmp/tessera-preview-cache-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }()

    static func session(_ files: [String: String], timeout: Double = 20, memoryMB: Int = 4096) throws(PreviewFailure)
        -> PreviewSession
    {
        let paths = write(files)
        let builder = PreviewBuild(toolchain: try PreviewToolchain.locate(), cacheRoot: cache)
        let product = try builder.build(PreviewBuild.Request(files: paths))
        return try PreviewSession(product: product, timeout: timeout, memoryMB: memoryMB)
    }

    static func example(_ name: String, in folder: String = "Columns") -> String {
        let path = "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/")
        var bytes: [UInt8] = []
        let f = fopen("/\(path)/Examples/Previews/\(folder)/\(name)", "r")!
        while case let c = fgetc(f), c != EOF { bytes.append(UInt8(c)) }
        fclose(f)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A layout with `prepareBody` in its prepare() and `queryBody` as its query.
    static func layout(prepare prepareBody: String = "", query queryBody: String = "return cache") -> [String: String] {
        [
            "Broken.swift": """
            import TesseraUIKit
            final class Broken: UICollectionViewLayout {
                var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    \(prepareBody)
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                    a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
                    cache = [a]
                }
                override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 50) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    \(queryBody)
                }
            }
            final class One: NSObject, UICollectionViewDataSource {
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }
            @MainActor let one = One()
            @MainActor func preview() -> UICollectionView {
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: Broken())
                cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                cv.dataSource = one
                return cv
            }
            """
        ]
    }

    /// The Columns example's frames, worked by hand: two columns of 187.5 pt, each item
    /// into the shorter one (the left on a tie), 6 pt of padding around each photo.
    @Test func columnsExampleFramesMatchTheHandComputedOnes() throws {
        let session = try Self.session([
            "ColumnsLayout.swift": Self.example("ColumnsLayout.swift"), "Preview.swift": Self.example("Preview.swift"),
        ])
        defer { session.stop() }
        #expect(
            session.shape
                == PreviewShape(frameSize: Size(width: 375, height: 667), itemCounts: [10], layoutName: "ColumnsLayout")
        )
        #expect(try session.prepare(size: Size(width: 375, height: 667)) == Size(width: 375, height: 610))
        #expect(session.lastCalls == ["prepare()"])
        let l = 6.0
        let r = 193.5
        let w = 175.5
        let expected: [Rect] = [
            Rect(x: l, y: 6, width: w, height: 120), Rect(x: r, y: 6, width: w, height: 80),
            Rect(x: r, y: 98, width: w, height: 160), Rect(x: l, y: 138, width: w, height: 100),
            Rect(x: l, y: 250, width: w, height: 90), Rect(x: r, y: 270, width: w, height: 140),
            Rect(x: l, y: 352, width: w, height: 70), Rect(x: r, y: 422, width: w, height: 110),
            Rect(x: l, y: 434, width: w, height: 130), Rect(x: r, y: 544, width: w, height: 60),
        ]
        let all = try session.allElements()
        #expect(all.map(\.frame) == expected)
        #expect(all.map(\.indexPath.item) == Array(0..<10))
        for (i, frame) in expected.enumerated() {
            #expect(try session.item(at: IndexPath(item: i, section: 0))?.frame == frame)
        }
        // A scroll is a bounds change: asked, not invalidated (the width did not change).
        try session.setBounds(Rect(x: 0, y: 300, width: 375, height: 667))
        #expect(session.lastCalls == ["shouldInvalidateLayout(forBoundsChange:) -> false"])
        // The user's query, for a band across the middle: items 4, 5 and 6 reach into it.
        let band = try session.query(Rect(x: 0, y: 300, width: 375, height: 100))
        #expect(band.map(\.indexPath.item).sorted() == [4, 5, 6])
        #expect(session.lastCalls == ["layoutAttributesForElements(in:) -> 3"])
        // A rotation invalidates and prepares again.
        #expect(try session.prepare(size: Size(width: 500, height: 667)).width == 500)
        #expect(
            session.lastCalls == [
                "shouldInvalidateLayout(forBoundsChange:) -> true", "invalidateLayout(with:)", "prepare()",
            ])
        // Titles come from the cells' labels; what prepare() printed went to the log.
        #expect(try session.titles().prefix(3) == ["Lake", "Dunes", "Forest"])
        #expect(session.process.logTail(20).contains { $0.hasPrefix("prepare() at width") })
    }

    /// --dump of a preview prints what `tessera dump` prints for the same frames.
    @Test func dumpIsTheScenarioDump() throws {
        let session = try Self.session([
            "ColumnsLayout.swift": Self.example("ColumnsLayout.swift"), "Preview.swift": Self.example("Preview.swift"),
        ])
        defer { session.stop() }
        let loaded = try PreviewScenario.load(session: session, file: "Preview.swift")
        let text = try ScenarioDump.text(of: loaded, options: DumpOptions())
        let expected = try DumpFormatter.format(
            contentSize: Size(width: 375, height: 610), elements: try session.allElements())
        #expect(text == expected)
        #expect(text.hasPrefix("{\n  \"contentSize\": {\"width\": 375, \"height\": 610},\n"))
        #expect(session.failure == nil)
    }

    @Test func aTrapIsReportedAndTheSessionEnds() throws {
        let session = try Self.session(Self.layout(prepare: #"fatalError("broken on purpose")"#))
        #expect {
            try session.prepare(size: Size(width: 375, height: 667))
        } throws: { error in
            let f = error as! PreviewFailure
            return f.kind == .process && f.summary.contains("crashed during a bounds change and prepare() (SIGILL")
                && f.lines.contains { $0.contains("broken on purpose") }
        }
        #expect(session.failure?.kind == .process)
        #expect(throws: PreviewFailure.self) { try session.query(Rect(x: 0, y: 0, width: 1, height: 1)) }
    }

    @Test func aHangIsStoppedAtTheDeadline() throws {
        let session = try Self.session(Self.layout(prepare: "while cache.count >= 0 { cache = [] }"), timeout: 1)
        #expect {
            try session.prepare(size: Size(width: 375, height: 667))
        } throws: { error in
            let f = error as! PreviewFailure
            return f.kind == .process
                && f.summary.contains("did not answer (a bounds change and prepare()) within 1.0 s")
        }
    }

    @Test func unboundedAllocationHitsTheCap() throws {
        let session = try Self.session(
            Self.layout(
                prepare: "var hoard: [[UInt8]] = []; while true { hoard.append([UInt8](repeating: 1, count: 1 << 24)) }"
            ),
            timeout: 60, memoryMB: 512)
        #expect {
            try session.prepare(size: Size(width: 375, height: 667))
        } throws: { error in
            let f = error as! PreviewFailure
            return f.kind == .process && (f.summary.contains("memory") || f.summary.contains("crashed"))
        }
    }

    @Test func aCellTheDataSourceDoesNotHaveIsReported() throws {
        let session = try Self.session(
            Self.layout(
                query: """
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 0))
                    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    return cache + [a]
                    """))
        defer { session.stop() }
        try session.prepare(size: Size(width: 375, height: 667))
        #expect {
            try session.query(Rect(x: 0, y: 0, width: 375, height: 667))
        } throws: { error in
            let f = error as! PreviewFailure
            return f.kind == .layout
                && f.summary.contains("returned a cell for index path [0, 5], but section 0 has 1 item (UIKit asserts")
        }
        // The child is still alive.
        #expect(try session.item(at: IndexPath(item: 0, section: 0)) == nil || true)
        #expect(session.process.failure == nil)
    }

    @Test func compileErrorsAreFileLineColumnLines() throws {
        let paths = Self.write([
            "Bad.swift": "import TesseraUIKit\nfunc preview() -> UICollectionView {\n    return nothing\n}\n"
        ])
        let builder = PreviewBuild(toolchain: try PreviewToolchain.locate(), cacheRoot: Self.cache)
        #expect {
            _ = try builder.build(PreviewBuild.Request(files: paths))
        } throws: { error in
            let f = error as! PreviewFailure
            return f.kind == .compile && f.lines.count == 1
                && f.lines[0].hasPrefix("\(paths[0]):3:12: error: cannot find 'nothing' in scope")
        }
    }

    /// The engine-side layout: a query at another offset is a scroll (a bounds change)
    /// first; elements that only touch the rectangle are dropped (the engine's half-open
    /// rule); the status bar's time is the child's; Tab's families get the cells' sizes.
    @Test func previewLayoutDrivesTheUserLayoutAsTheEngineDoes() throws {
        let session = try Self.session([
            "ColumnsLayout.swift": Self.example("ColumnsLayout.swift"), "Preview.swift": Self.example("Preview.swift"),
        ])
        defer { session.stop() }
        let loaded = try PreviewScenario.load(session: session, file: "Preview.swift")
        let layout = try #require(loaded.layout as? PreviewLayout)
        #expect(layout.name == "UIKit: ColumnsLayout")
        #expect(layout.contentSize == Size(width: 375, height: 610))
        // Item 0 ends at y 126: a rectangle starting there only touches it.
        let q = layout.query(Rect(x: 0, y: 126, width: 375, height: 13), contentOffset: Point(x: 0, y: 100))
        #expect(q.elements.map(\.indexPath.item) == [2, 3])
        #expect(session.bounds.origin == Point(x: 0, y: 100))
        #expect(layout.lastQuerySeconds == Double(session.lastNanoseconds) / 1e9)
        #expect(layout.element(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(loaded.scenario.data.item(at: IndexPath(item: 2, section: 0))?.metrics.height == 160)
        let forest = try #require(loaded.scenario.data.item(at: IndexPath(item: 2, section: 0)))
        #expect(loaded.scenario.appearance.itemTitle(id: forest.id) == "Forest")
        #expect(loaded.catalog.entries.count > 1)
        #expect(session.failure == nil)
    }

    /// The batch keys' path: the explorer's batch becomes `performBatchUpdates` on the
    /// Mosaic example's model (its `TesseraPreviewEditable`); the layout's answers for the
    /// appearing item come back for the animation. Inserting at 1 in 11 items: the rows
    /// become full (0), halves (1, 2: x 0 and 189, widths 188 and 186), ...; the new item
    /// starts at its frame, transparent, scaled to 0.2 (the example's
    /// `initialLayoutAttributesForAppearingItem`). A section insert the model cannot follow
    /// is UIKit's "invalid number of sections", and nothing changes.
    @Test func batchUpdatesChangeTheUsersModelAndReturnTheLayoutsAnimation() throws {
        let session = try Self.session([
            "MosaicLayout.swift": Self.example("MosaicLayout.swift", in: "Mosaic"),
            "Preview.swift": Self.example("Preview.swift", in: "Mosaic"),
        ])
        defer { session.stop() }
        try session.prepare(size: Size(width: 375, height: 667))
        var insert = BatchUpdate()
        insert.insertedItems = [IndexPath(item: 1, section: 0)]
        #expect(try session.performBatchUpdates(insert, newItemCounts: [12]).itemCounts == [12])
        #expect(session.lastCalls.contains("prepare(forCollectionViewUpdates:) with 1 items"))
        let appearing = try #require(session.lastAppearing[IndexPath(item: 1, section: 0)])
        #expect(appearing.frame == Rect(x: 0, y: 202, width: 188, height: 200))
        #expect(appearing.alpha == 0)
        #expect(appearing.transform == LayoutTransform(a: 0.2, b: 0, c: 0, d: 0.2, tx: 0, ty: 0))
        #expect(try session.titles().prefix(3) == ["Harbour", "New 1", "Fern"])
        #expect(
            try session.item(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 189, y: 202, width: 186, height: 200)
        )
        var section = BatchUpdate()
        section.insertedSections = [1]
        #expect(throws: PreviewFailure.self) { try session.performBatchUpdates(section, newItemCounts: [12, 0]) }
        #expect(session.layoutFailure?.summary.contains("invalid number of sections") == true)
        #expect(try session.refreshShape().itemCounts == [12])
        #expect(session.process.failure == nil)
    }
}
