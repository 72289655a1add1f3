extension ScenarioTemplate {
    static let compositionalTemplate = """
        {
          "notes": [
            "UICollectionViewCompositionalLayout: items in groups, groups in sections.",
            "Keys mirror NSCollectionLayoutSection, NSCollectionLayoutGroup and NSCollectionLayoutItem:",
            "size (widthDimension/heightDimension as fractionalWidth, fractionalHeight, absolute or",
            "estimated), contentInsets, interGroupSpacing, interItemSpacing, orthogonalScrollingBehavior,",
            "boundaryItems (headers and footers) and decorationItems (section backgrounds).",
            "layout.sections lists one section per data section (the last one repeats).",
            "Every key is described in Docs/scenario-format.md."
          ],
          "name": "My compositional layout",
          "viewport": {"width": 375, "height": 667},
          "layout": {
            "type": "compositional",
            "interSectionSpacing": 16,
            "sections": [
              {
                "orthogonalScrollingBehavior": "groupPaging",
                "contentInsets": {"top": 4, "leading": 16, "bottom": 4, "trailing": 16},
                "interGroupSpacing": 12,
                "boundaryItems": [
                  {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 36}}}
                ],
                "group": {
                  "group": "horizontal",
                  "size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 160}},
                  "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]
                }
              },
              {
                "contentInsets": {"top": 4, "leading": 16, "bottom": 4, "trailing": 16},
                "boundaryItems": [
                  {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 36}}}
                ],
                "decorationItems": [{"kind": "background", "contentInsets": 4}],
                "group": {
                  "group": "horizontal",
                  "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                  "interItemSpacing": {"fixed": 8},
                  "count": 2,
                  "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]
                }
              }
            ]
          },
          "sections": [
            {
              "id": "featured",
              "title": "Featured",
              "count": 5,
              "itemDefaults": {"title": "App"}
            },
            {
              "id": "grid",
              "title": "Top charts",
              "background": "blue",
              "count": 8,
              "itemDefaults": {"title": "Chart"}
            }
          ]
        }

        """
}
