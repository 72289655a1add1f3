import Testing

@testable import CollectionLayout

/// ``LayoutAttributes`` holds its category as a four-byte code (``CategoryCode``, kinds in
/// ``ElementKindTable``): it must be trivially copyable, and the code must behave exactly
/// as the ``ElementCategory`` it stands for (round trip, equality, dump order).
@Suite struct CategoryCodeTests {
    @Test func attributesAreTriviallyCopyable() {
        #expect(_isPOD(LayoutAttributes.self))
        #expect(_isPOD(CategoryCode.self))
        #expect(MemoryLayout<LayoutAttributes>.size <= 120)
    }

    /// The table's fixed names are ``ElementKind``'s, and their indices follow name order.
    @Test func wellKnownKindsMatchElementKind() {
        let names = [
            ElementKind.background, ElementKind.banner, ElementKind.footer, ElementKind.header,
            ElementKind.insetListBackground, ElementKind.listBackground, ElementKind.separator,
        ]
        #expect(names == names.sorted())
        #expect(names.count == Int(ElementKindTable.wellKnownCount))
        for (i, name) in names.enumerated() {
            #expect(ElementKindTable.wellKnownIndex(of: name) == UInt32(i))
            #expect(ElementKindTable.index(of: name) == UInt32(i))
            #expect(ElementKindTable.kind(at: UInt32(i)) == name)
        }
        // A kind spelled at run time (not the same literal) is still found.
        let built = String(["h", "e", "a", "d", "e", "r"])
        #expect(ElementKindTable.wellKnownIndex(of: built) == ElementKindTable.header)
        #expect(CategoryCode(.supplementary(kind: built)) == .header)
        #expect(CategoryCode(.supplementary(kind: ElementKind.footer)) == .footer)
        #expect(CategoryCode(.decoration(kind: ElementKind.separator)) == .separator)
    }

    /// Every category, from well-known kinds, kinds added at run time, odd and long ones,
    /// round-trips through its code; codes are equal exactly when categories are, and
    /// order exactly as categories do (so dump order is unchanged).
    @Test func codesBehaveAsTheirCategories() {
        let kinds = [
            "header", "footer", "banner", "background", "separator", "listBackground", "insetListBackground",
            "", "badge", "divider", "Header", "UICollectionElementKindSectionHeader", "back ground,", "odd \"",
            "e\u{301}", "\u{E9}", "K", "\u{212A}", "zzz", "a",
        ]
        var categories: [ElementCategory] = [.cell]
        for kind in kinds { categories += [.supplementary(kind: kind), .decoration(kind: kind)] }
        for c in categories {
            #expect(CategoryCode(c).category == c)
            var a = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
            a.category = c
            #expect(a.category == c)
        }
        for l in categories {
            for r in categories {
                #expect((CategoryCode(l) == CategoryCode(r)) == (l == r), "\(l) == \(r)")
                #expect(CategoryCode(l).precedes(CategoryCode(r)) == (l < r), "\(l) < \(r)")
                let a = LayoutAttributes(category: l, indexPath: IndexPath(item: 1, section: 2), frame: .zero)
                let b = LayoutAttributes(category: r, indexPath: IndexPath(item: 0, section: 2), frame: .zero)
                #expect(LayoutAttributes.dumpOrder(a, b) == (l != r ? l < r : false))
                #expect((a.hashValue == b.hashValue) || a != b)
            }
        }
    }
}
