extension PinterestLayout {
    /// A new pin grows from the centre of its frame (transparent, zero size), like a
    /// photo popping into the feed; banners and other elements fade in in place.
    public func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
        var copy = attributes
        copy.alpha = 0
        if copy.category == .cell {
            copy.frame = Rect(x: attributes.frame.midX, y: attributes.frame.midY, width: 0, height: 0)
        }
        return copy
    }

    /// A removed pin shrinks into the centre of its frame while it fades.
    public func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
        initialAttributes(forAppearing: attributes)
    }
}
