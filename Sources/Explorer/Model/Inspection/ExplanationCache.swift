import CollectionLayout
import Synchronization

/// The inspector's explanation of the focused element, kept between frames.
///
/// A layout re-derives an explanation on demand (for Flow it walks the focused item's
/// section: O(section)), and the screen is drawn on every frame, animation frames
/// included. The cache keeps the last answer under the key it was asked with: the
/// element, the layout's revision (``ExplorerModel/layoutRevision``, unique across every
/// model, so copies of a model sharing this cache never mix layouts) and the content
/// offset. A different key asks the layout again. Reading and filling are O(1) apart
/// from that one question.
final class ExplanationCache: Sendable {
    /// What the explanation was asked with.
    struct Key: Hashable, Sendable {
        var element: ElementKey
        var layoutRevision: Int
        var offset: Point
    }

    private let entry = Mutex<(key: Key, explanation: LayoutExplanation?)?>(nil)

    /// Explanations computed so far (the cache's misses): tests check that frames drawn
    /// with nothing changed ask the layout once.
    var misses: Int { missCount.load(ordering: .relaxed) }
    private let missCount = Atomic<Int>(0)

    /// The explanation under `key`: the kept one when the key is the last one asked,
    /// else `compute()`'s, which is then kept.
    func explanation(for key: Key, compute: () -> LayoutExplanation?) -> LayoutExplanation? {
        if let kept = entry.withLock({ $0 }), kept.key == key { return kept.explanation }
        let explanation = compute()
        missCount.add(1, ordering: .relaxed)
        entry.withLock { $0 = (key, explanation) }
        return explanation
    }

    /// Hands out layout revisions: one counter for every model, so no two layouts share one.
    static let revisions = Atomic<Int>(0)

    /// A revision no layout had before.
    static func nextRevision() -> Int { revisions.add(1, ordering: .relaxed).newValue }
}

extension ExplorerModel {
    /// Why the layout put `attributes` where it is (the inspector's "why" rows), at the
    /// current offset: asked of the layout once per focus, layout and offset, then kept
    /// (``ExplanationCache``). `nil` without a layout that explains (``DebuggableLayout``) or an explanation.
    func explanation(of attributes: LayoutAttributes) -> LayoutExplanation? {
        guard let layout = layout as? any DebuggableLayout else { return nil }
        let key = ElementKey(attributes)
        let offset = offset
        return explanationCache.explanation(
            for: ExplanationCache.Key(element: key, layoutRevision: layoutRevision, offset: offset)
        ) { layout.explanation(for: key, contentOffset: offset) }
    }
}
