@testable import CollectionLayout

/// A plain re-statement of Docs/layouts.md, "Split" (with Tessera's fixes), written independently of
/// the engine's code path, to check whole layouts on random inputs.
struct SplitReference {
    var cells: [IndexPath: Rect] = [:]
    var headers: [Int: Rect] = [:]
    var footers: [Int: Rect] = [:]
    var backgrounds: [Int: Rect] = [:]
    var pins: [Int: (natural: Double, limit: Double)] = [:]
    var tail = 0.0
    let pinning: Bool

    init(_ layout: SplitLayout, _ context: LayoutContext) {
        pinning = layout.sectionPinToVisibleBounds
        let ratio = layout.leftSideRatio
        let actual = (ratio == 0 || ratio == 1) ? 0 : layout.splitSpacing
        let total = max(0, context.containerSize.width - actual)
        let widthOf: [SectionSide: Double] = [.left: total * ratio, .right: total - total * ratio]
        let leftOf: [SectionSide: Double] = [.left: 0, .right: total * ratio + actual]
        var cursor: [SectionSide: Double] = [.left: 0, .right: 0]
        for (s, section) in context.sections.enumerated() {
            var side = section.side ?? .left
            if layout.collapsesToVisibleSide && ratio == 1 { side = .left }
            if layout.collapsesToVisibleSide && ratio == 0 { side = .right }
            if (side == .right && ratio == 1) || (side == .left && ratio == 0) { continue }
            let (inset, lineSpacing, interSpacing) = Self.resolve(layout, s, side)
            let x0 = leftOf[side]!
            let w = widthOf[side]!
            var y = cursor[side]!
            if section.headerHeight > 0 && w > 0 {
                headers[s] = Rect(x: x0, y: y, width: w, height: section.headerHeight)
                y += section.headerHeight
            }
            let top = y
            var lines: [[(Int, Rect)]] = [[]]
            var cx = x0 + inset.left
            var cy = top + inset.top
            for i in 0..<section.itemCount {
                var size: Size
                if let n = layout.itemsPerLine {
                    let valid = w - (inset.left + inset.right + interSpacing * Double(n - 1))
                    let side = valid >= 1 ? Double(Int(valid) / n) : 0
                    size = Size(width: side, height: side)
                } else {
                    let m = context.itemMetrics(IndexPath(item: i, section: s))
                    size = Size(
                        width: m.width ?? layout.defaultItemSize.width,
                        height: m.height ?? layout.defaultItemSize.height)
                }
                if size.width == 0 || size.height == 0 { continue }
                if !lines[lines.count - 1].isEmpty && cx + size.width > x0 + w - inset.right + 0.001 {
                    cy = lines[lines.count - 1].map(\.1.height).max()! + cy + lineSpacing
                    cx = x0 + inset.left
                    lines.append([])
                }
                lines[lines.count - 1].append((i, Rect(x: cx, y: cy, width: size.width, height: size.height)))
                cx = cx + size.width + interSpacing
            }
            let bottom = (lines[lines.count - 1].map(\.1.height).max() ?? 0) + cy + inset.bottom
            var placed: [(Int, Rect)] = []
            for line in lines {
                let tallest = line.map(\.1.height).max() ?? 0
                for (i, var frame) in line {
                    if layout.isNormalizingLineHeight { frame.size.height = tallest }
                    placed.append((i, frame))
                    cells[IndexPath(item: i, section: s)] = frame
                }
            }
            backgrounds[s] = Rect(x: x0, y: top, width: w, height: bottom - top)
            y = bottom
            if section.footerHeight > 0 && w > 0 {
                footers[s] = Rect(x: x0, y: bottom, width: w, height: section.footerHeight)
                y += section.footerHeight
            }
            if let header = headers[s] {
                if let first = placed.first, let last = placed.last {
                    pins[s] = (first.1.minY - header.height - inset.top, last.1.maxY + inset.bottom - header.height)
                } else {
                    pins[s] = (header.minY, bottom - header.height)
                }
            }
            cursor[side] = y
            tail = max(tail, y)
        }
    }

    /// Styles resolved most specific first, field by field.
    static func resolve(_ layout: SplitLayout, _ s: Int, _ side: SectionSide) -> (EdgeInsets, Double, Double) {
        let chain = [
            SplitStyleKey(section: s, side: side), SplitStyleKey(section: s, side: nil),
            SplitStyleKey(section: nil, side: side),
        ]
        .compactMap { layout.styles[$0] }
        return (
            chain.compactMap(\.sectionInset).first ?? layout.sectionInset,
            chain.compactMap(\.minimumItemLineSpacing).first ?? layout.minimumItemLineSpacing,
            chain.compactMap(\.minimumInterItemSpacing).first ?? layout.minimumInterItemSpacing
        )
    }

    /// Every element at content offset `offsetY`, in dump order.
    func elements(offsetY: Double) -> [LayoutAttributes] {
        var out = cells.sorted { $0.key < $1.key }.map {
            LayoutAttributes(category: .cell, indexPath: $0.key, frame: $0.value)
        }
        for (s, frame) in footers.sorted(by: { $0.key < $1.key }) {
            out.append(
                LayoutAttributes(
                    category: .supplementary(kind: "footer"), indexPath: IndexPath(item: 0, section: s), frame: frame))
        }
        for (s, var frame) in headers.sorted(by: { $0.key < $1.key }) {
            if pinning, let pin = pins[s] {
                let o = offsetY.isNaN ? pin.natural : offsetY
                frame.origin.y = min(max(o, pin.natural), pin.limit)
            }
            out.append(
                LayoutAttributes(
                    category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: s), frame: frame,
                    zIndex: pinning ? 1024 : 0))
        }
        for (s, frame) in backgrounds.sorted(by: { $0.key < $1.key }) {
            out.append(
                LayoutAttributes(
                    category: .decoration(kind: "background"), indexPath: IndexPath(item: 0, section: s), frame: frame,
                    zIndex: -1))
        }
        return out
    }
}
