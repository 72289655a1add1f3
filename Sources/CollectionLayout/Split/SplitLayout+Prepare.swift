extension SplitLayout {
    /// Lays out every section (see the type's documentation for the geometry).
    ///
    /// Throws for a ratio outside 0...1, negative or non-finite lengths (configuration,
    /// container, header and footer heights, item sizes), an `itemsPerLine` below 1, or
    /// content too large to place; the layout is then left as it was.
    /// Complexity: O(n) for n items, plus O(n log n) only when both sides are used and
    /// the index needs sorting (see ``VisibilityIndex``).
    ///
    /// With ``rotation`` set, the rule of the container's width class first sets
    /// ``leftSideRatio`` and ``collapsesToVisibleSide`` (and ``widthClass`` records the class).
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        guard let rotation else {
            try layOut(for: context)
            widthClass = nil
            return
        }
        try Self.validate(rotation)
        let widthClass = rotation.widthClass(forContainerWidth: context.containerSize.width)
        let rule = rotation.rule(for: widthClass)
        var rotated = self
        rotated.rotation = nil
        rotated.leftSideRatio = rule.leftSideRatio
        rotated.collapsesToVisibleSide = rule.collapsesToVisibleSide
        try rotated.layOut(for: context)
        rotated.rotation = rotation
        rotated.widthClass = widthClass
        self = rotated
    }

    /// Lays out every section at the current ratio (``prepare(for:)`` without the rotation rules).
    mutating func layOut(for context: LayoutContext) throws(LayoutError) {
        try validateConfiguration()
        let totalItems = try Self.validate(context)
        let containerWidth = context.containerSize.width
        let spacing = actualSplitSpacing
        // Both sides would be 0 wide (the original makes them negative): nothing could be
        // placed, so say so rather than lose the headers, footers and items.
        guard spacing < containerWidth || spacing == 0 else {
            throw LayoutError(
                path: "layout.splitSpacing",
                message:
                    "must be less than the view's width (\(containerWidth) pt) when both sides show, got \(spacing)")
        }
        let total = Swift.max(0, containerWidth - spacing)
        let sideWidths = (left: total * leftSideRatio, right: total - total * leftSideRatio)
        let sideLefts = (left: 0.0, right: 0 + sideWidths.left + spacing)
        let ignoresLeft = isIgnored(.left)
        let ignoresRight = isIgnored(.right)
        let sectionCount = context.sections.count
        let provider = context.itemMetrics
        let defaultSize = defaultItemSize
        let fixedCount = itemsPerLine
        let normalizing = isNormalizingLineHeight
        let itemSize = sizeForItem
        let headerSize = self.headerSize
        let footerSize = self.footerSize

        // Every cell's frame is written in place, the array sized once (a section's
        // placement writes through a buffer pointer); every slot is written before
        // anything reads it, and a prepare that throws drops the array.
        var frames = [Rect](unsafeUninitializedCapacity: totalItems) { buffer, initialized in
            LargeArrays.advise(buffer)
            initialized = totalItems
        }
        var written = 0
        var absent = Set<Int>()
        if ignoresLeft || ignoresRight {
            // Skipped sections' cells are all absent: make room once.
            var skipped = 0
            for section in context.sections {
                let side = effectiveSide(section.side ?? .left)
                if side == .left ? ignoresLeft : ignoresRight { skipped += section.itemCount }
            }
            absent.reserveCapacity(skipped)
        }
        var headers: [LayoutAttributes] = []
        var footers: [LayoutAttributes] = []
        var backgrounds: [LayoutAttributes] = []
        backgrounds.reserveCapacity(sectionCount)
        var sides: [SectionSide?] = []
        sides.reserveCapacity(sectionCount)
        // The side whose run each section's cells join (SplitLaneOrder).
        var lanes: [SectionSide] = []
        lanes.reserveCapacity(sectionCount)
        var pins = SplitHeaderPins(sections: sectionPinToVisibleBounds ? sectionCount : 0)
        var cursor = (left: 0.0, right: 0.0)
        var tail = 0.0
        // Styles name sections by the place they had in the file: follow their identifiers.
        let styleKeys = styles.isEmpty ? nil : styleSections.keys(for: context.sections)
        var colors: [(section: String?, side: String?)] = []
        colors.reserveCapacity(sectionCount)

        // Where a failing item stopped a placement (read by the placement's public form only).
        var reached = 0
        for (s, section) in context.sections.enumerated() {
            let side = effectiveSide(section.side ?? .left)
            if side == .left ? ignoresLeft : ignoresRight {
                // Skipped, but its cells keep their slots: zero-size frames at the other
                // side's cursor, so the frames stay sorted along each side.
                let other: SectionSide = side == .left ? .right : .left
                let origin =
                    other == .left
                    ? Point(x: sideLefts.left, y: cursor.left) : Point(x: sideLefts.right, y: cursor.right)
                let start = written
                written += section.itemCount
                frames.withUnsafeMutableBufferPointer { buffer in
                    for p in start..<written { buffer[p] = Rect(origin: origin, size: .zero) }
                }
                absent.formUnion(start..<written)
                sides.append(nil)
                lanes.append(other)
                colors.append((nil, nil))
                continue
            }
            sides.append(side)
            lanes.append(side)
            let sideLeft = side == .left ? sideLefts.left : sideLefts.right
            let sideWidth = side == .left ? sideWidths.left : sideWidths.right
            var y = side == .left ? cursor.left : cursor.right
            let keyed = styleKeys?[s] ?? s
            let metrics = self.metrics(forSection: keyed, side: side)
            let inset = metrics.sectionInset
            let styled = styleSizing(forSection: keyed, side: side)
            colors.append((styled.background, styled.sideBackground))

            var header: Rect? = nil
            let headerExtent: Size?
            if let styledHeader = styled.headerSize {
                headerExtent = Self.visible(styledHeader.supplementarySize(sideWidth: sideWidth))
            } else {
                headerExtent = try Self.supplementarySize(
                    headerSize, section: s, sideWidth: sideWidth, side: side, height: section.headerHeight,
                    path: "layout.headerSize")
            }
            if let headerExtent {
                let frame = Rect(origin: Point(x: sideLeft, y: y), size: headerExtent)
                header = frame
                headers.append(
                    LayoutAttributes(
                        category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s),
                        frame: frame, zIndex: sectionPinToVisibleBounds ? Self.pinnedHeaderZIndex : 0))
                y = frame.maxY
            }
            let itemsTop = y
            // A size every item of the section shares (the styles' item size or items per
            // line, the layout's relative item size, else the layout's items per line when
            // no delegate sizes items): one placement call for all of them, so the three
            // item sources keep one call site each and the placement loop stays
            // specialised for each (five call sites cost 12 % more per item).
            let uniformSize: Size?
            if let styledSize = styled.itemSize ?? (styled.itemsPerLine == nil ? relativeItemSize : nil) {
                uniformSize = styledSize.itemSize(sideWidth: sideWidth, inset: inset)
            } else if let n = styled.itemsPerLine ?? (itemSize == nil ? fixedCount : nil) {
                let w = Self.calculateFixedWidthRoughly(
                    to: n, sideWidth: sideWidth, minimumInterItemSpacing: metrics.minimumInterItemSpacing,
                    sectionInset: inset)
                uniformSize = Size(width: w, height: w)
            } else {
                uniformSize = nil
            }
            let placement: SplitLinePlacement.Result
            if let uniformSize {
                placement = try frames.withUnsafeMutableBufferPointer {
                    (buffer: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                    try SplitLinePlacement.place(
                        count: section.itemCount, firstPosition: Point(x: sideLeft, y: itemsTop),
                        contentMostLeft: sideLeft, contentWidth: sideWidth, metrics: metrics,
                        isNormalizing: normalizing, into: buffer, at: written, absent: &absent, reached: &reached
                    ) { _ throws(LayoutError) in uniformSize }
                }
            } else if let itemSize {
                placement = try frames.withUnsafeMutableBufferPointer {
                    (buffer: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                    try SplitLinePlacement.place(
                        count: section.itemCount, firstPosition: Point(x: sideLeft, y: itemsTop),
                        contentMostLeft: sideLeft, contentWidth: sideWidth, metrics: metrics,
                        isNormalizing: normalizing, into: buffer, at: written, absent: &absent, reached: &reached
                    ) { i throws(LayoutError) in
                        try Self.checkedItemSize(
                            itemSize(IndexPath(item: i, section: s), sideWidth, side), section: s, item: i)
                    }
                }
            } else {
                placement = try frames.withUnsafeMutableBufferPointer {
                    (buffer: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                    try SplitLinePlacement.place(
                        count: section.itemCount, firstPosition: Point(x: sideLeft, y: itemsTop),
                        contentMostLeft: sideLeft, contentWidth: sideWidth, metrics: metrics,
                        isNormalizing: normalizing, into: buffer, at: written, absent: &absent, reached: &reached
                    ) { i throws(LayoutError) in
                        let m = provider(IndexPath(item: i, section: s))
                        let size = Size(width: m.width ?? defaultSize.width, height: m.height ?? defaultSize.height)
                        return try Self.checkedItemSize(size, section: s, item: i)
                    }
                }
            }
            written += section.itemCount
            let bottom = placement.lastPosition.y
            backgrounds.append(
                LayoutAttributes(
                    category: .decoration(kind: ElementKind.background), indexPath: IndexPath(item: 0, section: s),
                    frame: Rect(x: sideLeft, y: itemsTop, width: sideWidth, height: bottom - itemsTop),
                    zIndex: Self.backgroundZIndex))
            y = bottom
            let footerExtent: Size?
            if let styledFooter = styled.footerSize {
                footerExtent = Self.visible(styledFooter.supplementarySize(sideWidth: sideWidth))
            } else {
                footerExtent = try Self.supplementarySize(
                    footerSize, section: s, sideWidth: sideWidth, side: side, height: section.footerHeight,
                    path: "layout.footerSize")
            }
            if let footerExtent {
                let frame = Rect(origin: Point(x: sideLeft, y: bottom), size: footerExtent)
                footers.append(
                    LayoutAttributes(
                        category: .supplementary(kind: ElementKind.footer), indexPath: IndexPath(item: 0, section: s),
                        frame: frame))
                y = frame.maxY
            }
            if let header, sectionPinToVisibleBounds {
                let natural: Double
                let limit: Double
                if let first = placement.firstPlaced, let last = placement.lastPlaced {
                    natural = frames[first].minY - header.height - inset.top
                    limit = frames[last].maxY + inset.bottom - header.height
                } else {
                    natural = header.minY
                    limit = bottom - header.height
                }
                pins.pin(section: s, natural: natural, limit: limit)
            }
            if side == .left { cursor.left = y } else { cursor.right = y }
            if y > tail { tail = y }
        }

        // Finite inputs can still add up to infinity; never hand out such frames.
        var finite = tail < .infinity
        if finite {
            for f in frames where !(f.maxX < .infinity) {
                finite = false
                break
            }
        }
        guard finite else {
            throw LayoutError(
                path: "sections", message: "the content is too large to place (frames would not be finite)")
        }

        let counts = context.sections.map(\.itemCount)
        // Both sides used: the merge of their runs writes the index's arrays.
        let cellIndex = SplitLaneOrder.sortedEdges(of: frames, counts: counts, lanes: lanes).map {
            VisibilityIndex(sortedStarts: $0.starts, ends: $0.ends, order: $0.order, axis: .vertical)
        }
        let pinsForEnvelope = pins
        let envelope: ((LayoutAttributes) -> Rect)? =
            pins.isEmpty
            ? nil
            : { attributes in
                guard case .supplementary(let kind) = attributes.category, kind == ElementKind.header,
                    let range = pinsForEnvelope.range(ofSection: attributes.indexPath.section)
                else { return attributes.frame }
                return SplitHeaderPins.envelope(of: attributes.frame, natural: range.natural, limit: range.limit)
            }
        // Dump order: supplementary kinds by name ("footer" < "header"), then decorations.
        store = ElementStore(
            axis: .vertical, sectionItemCounts: counts, cellFrames: frames,
            extras: footers + headers + backgrounds, absentCells: absent, envelope: envelope,
            cellIndex: cellIndex ?? VisibilityIndex(frames: frames, axis: .vertical))
        // Only headers are pinned (``adjust(_:contentOffset:)``): cells never move.
        store.cellsStayPut = true
        self.containerWidth = containerWidth
        contentSize = Size(width: containerWidth, height: tail)
        sectionSides = sides
        styleBackgrounds = colors
        headerPins = pins
    }

    /// The size of a header or footer: from `provider` when set (`nil` unless both
    /// dimensions are above 0), else the side's width by `height` (`nil` when either is 0).
    static func supplementarySize(
        _ provider: SplitSupplementarySizeProvider?, section: Int, sideWidth: Double, side: SectionSide,
        height: Double, path: String
    ) throws(LayoutError) -> Size? {
        guard let provider else {
            return height > 0 && sideWidth > 0 ? Size(width: sideWidth, height: height) : nil
        }
        let size = provider(section, sideWidth, side)
        try checkLength(size.width, "\(path)(section \(section)).width")
        try checkLength(size.height, "\(path)(section \(section)).height")
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// `size` when both dimensions are above 0 (a header or footer that exists), else `nil`.
    static func visible(_ size: Size) -> Size? { size.width > 0 && size.height > 0 ? size : nil }

    /// `size` when both dimensions are finite and >= 0; else an error at the item's path.
    /// The test is inline (on the bits) and the error is made out of line: the two
    /// `checkLength` calls cost some 36 instructions per item. Both dimensions pass when
    /// the larger of their bit patterns is below +infinity's: one comparison for both
    /// (-0, the one pattern with the sign bit set that passes, takes the full test).
    @inline(__always)
    static func checkedItemSize(_ size: Size, section: Int, item: Int) throws(LayoutError) -> Size {
        guard
            Swift.max(size.width.bitPattern, size.height.bitPattern) < 0x7FF0_0000_0000_0000
                || (LayoutError.isFiniteNonNegative(size.width) && LayoutError.isFiniteNonNegative(size.height))
        else {
            throw badItemSize(size, section: section, item: item)
        }
        return size
    }

    /// The error ``checkedItemSize(_:section:item:)`` throws: the width's when it is bad,
    /// else the height's.
    @inline(never)
    static func badItemSize(_ size: Size, section: Int, item: Int) -> LayoutError {
        do throws(LayoutError) {
            try checkLength(size.width, "sections[\(section)].items[\(item)].width")
            try checkLength(size.height, "sections[\(section)].items[\(item)].height")
        } catch {
            return error
        }
        return LayoutError(path: "sections[\(section)].items[\(item)]", message: "must be a finite size >= 0")
    }
}
