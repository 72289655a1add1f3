import CollectionLayout

/// The `o` key: a split layout's section moves to the other side, as the original's
/// `sideForSection` delegate would answer differently.
extension ExplorerModel {
    /// Moves the target section (the focused one, else the first on screen) to the other
    /// side of a split layout: its data's side flips, the layout re-prepares and animates,
    /// and `u` undoes it. The footer says where it went, and when the current ratio hides
    /// that side or collapses it onto the visible one. Complexity: one prepare.
    mutating func moveTargetSectionToOtherSide(now: Double) {
        guard layout is any SidedLayout else {
            return say("o moves a section to the other side of a split layout (Tab to Split)")
        }
        let oldDocument = document
        var data = oldDocument.editableData
        guard let s = editSection, data.sections.indices.contains(s) else { return say("No section to move") }
        let from = data.sections[s].metrics.side ?? .left
        let to: SectionSide = from == .left ? .right : .left
        data.sections[s].side = to
        document = oldDocument.replacingData(data)
        prepareCurrentLayout()
        guard let split = layout as? any SidedLayout, layoutError == nil else {
            let error = layoutError ?? "not a split layout"
            document = oldDocument
            prepareCurrentLayout()
            requery()
            return say("Section \(s) not moved: \(error)")
        }
        relayout(now: now, .data(from: oldDocument))
        recordUndo(oldDocument.editableContent)
        var text = "Section \(s) moves to the \(to.rawValue) side"
        let shown = split.sectionSides.indices.contains(s) ? split.sectionSides[s] : nil
        if shown == nil {
            text += ": hidden, this ratio shows only the \(to == .left ? "right" : "left") side (v changes it)"
        } else if shown != to {
            text += ": shown on the \(shown?.rawValue ?? "other") side, this width collapses to one side"
        }
        say(text)
    }
}
