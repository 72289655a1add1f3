/// The boundary items, decorations and section frames of a build, emitted from each
/// section's ``SectionRecord``: by a prepare as it goes, and again by a one-item relayout
/// once the sections have moved.
extension CompositionalBuilder {
    /// Emits section `s`'s boundary items and decorations and appends its frame.
    @inline(__always) mutating func emitExtras(of s: Int, _ record: SectionRecord) {
        let indexPath = IndexPath(item: 0, section: s)
        emit(
            record.boundary, indexPath: indexPath, start: record.start, contentEnd: record.contentEnd,
            end: record.end, crossStart: record.crossStart, crossEnd: record.crossEnd)
        var sectionFrame = Rect.zero
        sectionFrame.origin[axis] = record.start
        sectionFrame.size[axis] = record.end - record.start
        sectionFrame.size[cross] = viewport[cross]
        sectionFrames.append(sectionFrame)
        for d in record.plan.section.decorationItems {
            let frame = sectionFrame.inset(by: d.contentInsets)
            extras.append(
                LayoutAttributes(
                    category: .decoration(kind: d.elementKind), indexPath: indexPath,
                    frame: Rect(
                        origin: frame.origin, size: Size(width: max(0, frame.width), height: max(0, frame.height))),
                    zIndex: d.zIndex))
        }
    }

    /// The boundary items and decorations emitted so far, as a store, with their pins
    /// and the sections' frames.
    func extrasStore() -> (ElementStore, [SupplementaryKey: BoundaryPin], [Rect]) {
        let pins = self.pins
        let axis = self.axis
        // One unpinned header per section (shelves, feeds): kept as frames, 32 bytes each
        // instead of 120, which a query of a million-item layout reads from memory.
        if pins.isEmpty, let uniform = UniformExtras.bySection(extras) {
            let store = ElementStore(
                axis: axis, sectionItemCounts: [], cellFrames: [],
                cellIndex: VisibilityIndex(starts: [], ends: [], axis: axis), uniformExtras: uniform,
                extraIndex: VisibilityIndex(frames: uniform.frames, axis: axis))
            return (store, pins, sectionFrames)
        }
        let store = ElementStore(
            axis: axis, sectionItemCounts: [], cellFrames: [], extras: extras,
            envelope: pins.isEmpty
                ? nil
                : { a in
                    guard case .supplementary(let kind) = a.category,
                        let pin = pins[SupplementaryKey(kind: kind, indexPath: a.indexPath)]
                    else { return a.frame }
                    var f = a.frame
                    let (s, e) = pin.envelope
                    f.origin[axis] = s
                    f.size[axis] = e - s
                    return f
                })
        return (store, pins, sectionFrames)
    }
}
