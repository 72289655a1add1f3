import CollectionLayout
import TerminalCanvas

/// A running animation on screen: an engine ``LayoutTransition`` whose frames are in
/// cell units relative to the screen, with its clock and, per track, how the element
/// looks (an element that left the data keeps the title it had).
public struct ScreenTransition: Sendable {
    /// The animation, in screen cells.
    public private(set) var animation: LayoutTransition
    /// Per track: its title and colour.
    public private(set) var appearances: [ElementAppearance]
    /// When the animation started, in seconds of the explorer's clock.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double

    /// Creates a running animation; `appearances` is parallel to the tracks.
    public init(animation: LayoutTransition, appearances: [ElementAppearance], start: Double, duration: Double) {
        self.animation = animation
        self.appearances = appearances
        self.start = start
        self.duration = max(0, duration)
    }

    /// Every animated element.
    public var tracks: [LayoutTransition.Track] { animation.tracks }

    /// The linear progress at `now`, from 0 to 1.
    public func progress(at now: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

    /// True once the animation has reached its end.
    public func isFinished(at now: Double) -> Bool { progress(at: now) >= 1 }

    /// The attributes to draw at `now` (eased), parallel to ``appearances``.
    public func attributes(at now: Double) -> [LayoutAttributes] {
        animation.attributes(atProgress: progress(at: now))
    }
}

extension ExplorerModel {
    /// One side of an animation: the prepared layout, where the screen was scrolled to,
    /// and the document that titles its elements.
    struct Picture {
        var layout: any CollectionViewLayout
        var position: ScrollPosition
        var viewport: Viewport
        var visible: [LayoutAttributes]
        var document: ExplorerDocument

        /// The content offset.
        var offset: Point { position.contentOffset }
    }

    /// Builds the animation between two pictures with the engine's ``LayoutTransition``
    /// (pairing through `mapping` after a batch update), then moves both sides into
    /// screen cells. Elements that disappear keep the old document's titles.
    static func makeTransition(
        from old: Picture, to new: Picture, mapping: UpdateMapping? = nil, start: Double, duration: Double
    ) -> ScreenTransition {
        let oldSide = LayoutTransition.Side(
            layout: old.layout, visibleRect: old.viewport.visibleRect(at: old.offset), position: old.position)
        let newSide = LayoutTransition.Side(
            layout: new.layout, visibleRect: new.viewport.visibleRect(at: new.offset), position: new.position)
        let content = LayoutTransition(
            before: old.visible, after: new.visible, mapping: mapping, old: oldSide, new: newSide)
        func toCells(_ offset: Point, _ v: Viewport) -> (Rect) -> Rect {
            { f in
                Rect(
                    x: (f.minX - offset.x) / v.pointsPerColumn, y: (f.minY - offset.y) / v.pointsPerRow,
                    width: f.width / v.pointsPerColumn, height: f.height / v.pointsPerRow)
            }
        }
        let screen = content.mapFrames(from: toCells(old.offset, old.viewport), to: toCells(new.offset, new.viewport))
        let appearances = content.tracks.map { track -> ElementAppearance in
            track.change == .disappearing
                ? old.document.appearance(track.from, in: old.layout)
                : new.document.appearance(track.to, in: new.layout)
        }
        return ScreenTransition(animation: screen, appearances: appearances, start: start, duration: duration)
    }
}
