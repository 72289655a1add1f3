import Testing

@testable import CollectionLayout

/// Impossible specifications and bad data are errors naming the path, never crashes.
@Suite struct CompositionalErrorTests {
    typealias F = CompositionalFixtures

    static let fullRow = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))

    static func item(width: LayoutDimension = .fractionalWidth(0.5), height: LayoutDimension = .fractionalHeight(1))
        -> LayoutItem
    {
        LayoutItem(size: LayoutSize(width: width, height: height))
    }

    /// The error preparing `section` (3 items on the phone) throws, after which the
    /// layout must be empty.
    static func error(_ section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init())
        -> LayoutError?
    {
        var layout = CompositionalLayout(section: section, configuration: configuration)
        do {
            try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [3]))
            return nil
        } catch {
            #expect(layout.allElements(contentOffset: .zero).isEmpty)
            #expect(layout.contentSize == .zero)
            return error
        }
    }

    @Test func groupWithoutSubitems() {
        let e = Self.error(LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [LayoutItem]())))
        #expect(
            e == LayoutError(path: "layout.sections[0].group.subitems", message: "a group needs at least one subitem"))
    }

    @Test func nestedGroupWithoutSubitems() {
        let inner = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), subitems: [LayoutItem]())
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [.item(Self.item()), .group(inner)])))
        #expect(e?.path == "layout.sections[0].group.subitems[1].subitems")
    }

    @Test func negativeDimension() {
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(width: .absolute(-3))])))
        #expect(
            e
                == LayoutError(
                    path: "layout.sections[0].group.subitems[0].size.width",
                    message: "must be a finite number >= 0, got -3.0"))
        let f = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(height: .fractionalHeight(-1))])))
        #expect(f?.path == "layout.sections[0].group.subitems[0].size.height")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteFraction(_ value: Double) {
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(width: .fractionalWidth(value))]))
        )
        #expect(e?.path == "layout.sections[0].group.subitems[0].size.width")
        #expect(e?.message.hasPrefix("fraction must be finite") == true)
    }

    @Test func countBelowOne() {
        let zero = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitem: .item(Self.item()), count: 0)))
        #expect(zero == LayoutError(path: "layout.sections[0].group.count", message: "must be >= 1, got 0"))
        let repeating = Self.error(
            LayoutSection(group: .vertical(size: Self.fullRow, repeatingSubitem: .item(Self.item()), count: -2)))
        #expect(
            repeating == LayoutError(path: "layout.sections[0].group.repeatingCount", message: "must be >= 1, got -2"))
    }

    @Test func countWithSeveralSubitems() {
        var group = LayoutGroup.horizontal(size: Self.fullRow, subitems: [Self.item(), Self.item()])
        group.repetition = .equalSlots(2)
        #expect(Self.error(LayoutSection(group: group))?.path == "layout.sections[0].group.subitems")
    }

    @Test func zeroExtentSubitemsWouldRepeatForever() {
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(width: .absolute(0))])))
        #expect(e?.path == "layout.sections[0].group.subitems")
        #expect(e?.message.contains("forever") == true)
        let vertical = Self.error(
            LayoutSection(
                group: .vertical(
                    size: Self.fullRow, subitems: [Self.item(width: .fractionalWidth(1), height: .fractionalHeight(0))])
            ))
        #expect(vertical?.message.contains("forever") == true)
        // A positive spacing makes progress: 375 / 25 + 1 cells fit.
        var spaced = LayoutGroup.horizontal(size: Self.fullRow, subitems: [Self.item(width: .absolute(0))])
        spaced.interItemSpacing = .fixed(25)
        #expect(Self.error(LayoutSection(group: spaced)) == nil)
    }

    @Test func tinySubitemsHitTheCellLimit() {
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(width: .absolute(0.001))])))
        #expect(e?.message == "more than 100000 subitems fit in one group")
    }

    @Test func subitemThatNeverFits() {
        let e = Self.error(
            LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item(width: .absolute(400))])))
        #expect(
            e
                == LayoutError(
                    path: "layout.sections[0].group.subitems[0]",
                    message: "the subitem never fits: it needs a width of 400.0 but its group has 375.0"))
    }

    @Test func customGroupWithoutItems() {
        let e = Self.error(LayoutSection(group: .custom(size: Self.fullRow) { _ in [] }))
        #expect(e?.path == "layout.sections[0].group")
    }

    @Test func negativeSpacings() {
        var group = LayoutGroup.horizontal(size: Self.fullRow, subitems: [Self.item()])
        group.interItemSpacing = .fixed(-1)
        #expect(Self.error(LayoutSection(group: group))?.path == "layout.sections[0].group.interItemSpacing")
        // Issue 27: a negative inter-group spacing overlaps the groups, as UIKit allows;
        // one as long as a group (50 pt rows) would not move on to the next and is refused.
        let overlapping = LayoutSection(
            group: .horizontal(size: Self.fullRow, subitems: [Self.item()]), interGroupSpacing: -4)
        #expect(Self.error(overlapping) == nil)
        let section = LayoutSection(
            group: .horizontal(size: Self.fullRow, subitems: [Self.item()]), interGroupSpacing: -50)
        #expect(
            Self.error(section)
                == LayoutError(
                    path: "layout.sections[0].interGroupSpacing",
                    message:
                        "a negative spacing must be shorter than a group (50.0 pt along the scroll axis, with its edge spacing), got -50.0"
                ))
        #expect(
            Self.error(
                LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item()]), interGroupSpacing: .nan))?
                .path == "layout.sections[0].interGroupSpacing")
        #expect(
            Self.error(
                LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item()])),
                configuration: CompositionalLayoutConfiguration(interSectionSpacing: .nan))?.path
                == "layout.interSectionSpacing")
    }

    @Test func duplicateAndClashingKinds() {
        let header = BoundarySupplementaryItem(elementKind: "header", size: Self.fullRow, alignment: .top)
        let twice = LayoutSection(
            group: .horizontal(size: Self.fullRow, subitems: [Self.item()]),
            boundarySupplementaryItems: [header, header])
        #expect(Self.error(twice)?.path == "layout.sections[0].boundaryItems[1].kind")
        let once = LayoutSection(
            group: .horizontal(size: Self.fullRow, subitems: [Self.item()]), boundarySupplementaryItems: [header])
        #expect(
            Self.error(once, configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [header]))?
                .path
                == "layout.sections[0].boundaryItems[0].kind")
    }

    @Test func badDataAndViewport() {
        var layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(size: Self.fullRow, subitems: [Self.item()])))
        #expect(throws: LayoutError.self) {
            try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [-1]))
        }
        #expect(throws: LayoutError.self) {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: .infinity, height: 3), itemCounts: [1]))
        }
    }

    @Test func aFailedPrepareLeavesNoStaleElements() throws {
        var layout = try F.prepared(CompositionalLayout(section: F.insetGrid), counts: [4])
        #expect(!layout.allElements(contentOffset: .zero).isEmpty)
        #expect(throws: LayoutError.self) {
            try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [4, -1]))
        }
        #expect(layout.allElements(contentOffset: .zero).isEmpty)
        #expect(layout.query(Rect(x: 0, y: 0, width: 375, height: 667), contentOffset: .zero).elements.isEmpty)
    }
}
