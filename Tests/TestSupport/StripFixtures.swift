import CollectionLayout

/// The orthogonally scrolling section several test targets share: full-size items in
/// horizontal groups 100 wide and 50 tall, 10 apart, with insets 20 leading and trailing
/// and 5 top and bottom (each section 60 tall; on a 375-pt container its strip is
/// 1130 pt of content, offsets 0 ... 755).
public enum StripFixtures {
    /// The section, scrolling with `behavior`.
    public static func section(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(100), height: .absolute(50)), subitems: [item])
        return LayoutSection(
            group: group, interGroupSpacing: 10,
            contentInsets: DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20),
            orthogonalScrollingBehavior: behavior)
    }
}
