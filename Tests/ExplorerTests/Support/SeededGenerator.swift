import CollectionLayout

/// The engine's deterministic SplitMix64, so every property test is reproducible from its seed.
typealias SeededGenerator = SplitMix64
