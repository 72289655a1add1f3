extension SplitLayout {
    /// Checks the configuration; throws a ``LayoutError`` whose path names the bad value
    /// (`layout.leftSideRatio`, `layout.styles[section 2].sectionInset.top`, ...).
    func validateConfiguration() throws(LayoutError) {
        guard leftSideRatio >= 0, leftSideRatio <= 1 else {
            throw LayoutError(
                path: "layout.leftSideRatio", message: "must be a number from 0 to 1, got \(leftSideRatio)")
        }
        try Self.checkLength(splitSpacing, "layout.splitSpacing")
        try Self.checkLength(minimumItemLineSpacing, "layout.minimumItemLineSpacing")
        try Self.checkLength(minimumInterItemSpacing, "layout.minimumInterItemSpacing")
        try Self.checkInsets(sectionInset, "layout.sectionInset")
        if let n = itemsPerLine, n < 1 {
            throw LayoutError(path: "layout.itemsPerLine", message: "must be an integer >= 1, got \(n)")
        }
        try Self.checkLength(defaultItemSize.width, "layout.defaultItemSize.width")
        try Self.checkLength(defaultItemSize.height, "layout.defaultItemSize.height")
        // Report the first bad style in a stable order (dictionary order is random).
        let keys = styles.keys.sorted { l, r in
            let (ls, rs) = (l.section ?? -1, r.section ?? -1)
            if ls != rs { return ls < rs }
            return (l.side?.rawValue ?? "") < (r.side?.rawValue ?? "")
        }
        for key in keys {
            guard let style = styles[key] else { continue }
            let path = "layout.styles[\(key)]"
            if let inset = style.sectionInset { try Self.checkInsets(inset, path + ".sectionInset") }
            if let v = style.minimumItemLineSpacing { try Self.checkLength(v, path + ".minimumItemLineSpacing") }
            if let v = style.minimumInterItemSpacing { try Self.checkLength(v, path + ".minimumInterItemSpacing") }
            if let n = style.itemsPerLine, n < 1 {
                throw LayoutError(path: path + ".itemsPerLine", message: "must be an integer >= 1, got \(n)")
            }
            try style.itemSize?.validate(path: path + ".itemSize")
            try style.headerSize?.validate(path: path + ".headerSize")
            try style.footerSize?.validate(path: path + ".footerSize")
        }
    }

    /// Checks rotation rules: ratios from 0 to 1, a finite width threshold >= 0.
    static func validate(_ rotation: SplitRotation) throws(LayoutError) {
        try checkLength(rotation.regularMinimumWidth, "layout.rotation.regularMinimumWidth")
        for widthClass in SplitWidthClass.allCases {
            let ratio = rotation.rule(for: widthClass).leftSideRatio
            guard ratio >= 0, ratio <= 1 else {
                throw LayoutError(
                    path: "layout.rotation.\(widthClass.rawValue).leftSideRatio",
                    message: "must be a number from 0 to 1, got \(ratio)")
            }
        }
    }

    /// Checks the context's container and sections; returns the total item count.
    static func validate(_ context: LayoutContext) throws(LayoutError) -> Int {
        try checkLength(context.containerSize.width, "viewport.width")
        try checkLength(context.containerSize.height, "viewport.height")
        var total = 0
        for (s, section) in context.sections.enumerated() {
            guard section.itemCount >= 0 else {
                throw LayoutError(path: "sections[\(s)].count", message: "must be >= 0, got \(section.itemCount)")
            }
            try checkLength(section.headerHeight, "sections[\(s)].header.height")
            try checkLength(section.footerHeight, "sections[\(s)].footer.height")
            total += section.itemCount
            guard total <= maximumItemCount else {
                throw LayoutError(
                    path: "sections",
                    message: "more than \(maximumItemCount) items in all; the layout cannot place them")
            }
        }
        try LayoutError.requireWithinBudget(items: total, context: context, extrasPerSection: 3)
        return total
    }

    /// Throws unless `value` is finite and >= 0.
    static func checkLength(_ value: Double, _ path: @autoclosure () -> String) throws(LayoutError) {
        guard value >= 0, value < .infinity else {
            throw LayoutError(path: path(), message: "must be a finite number >= 0, got \(value)")
        }
    }

    /// Throws unless every inset is finite and >= 0.
    static func checkInsets(_ insets: EdgeInsets, _ path: String) throws(LayoutError) {
        try checkLength(insets.top, path + ".top")
        try checkLength(insets.left, path + ".left")
        try checkLength(insets.bottom, path + ".bottom")
        try checkLength(insets.right, path + ".right")
    }
}
