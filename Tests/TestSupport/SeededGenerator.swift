import CollectionLayout

/// The engine's deterministic SplitMix64, so every property test is reproducible from its
/// seed. Every test target shares this one name.
public typealias SeededGenerator = SplitMix64
