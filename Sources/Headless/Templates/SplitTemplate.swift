extension ScenarioTemplate {
    static let splitTemplate = """
        {
          "notes": [
            "UICollectionViewSplitLayout: sections on a left and a right side.",
            "layout keys use the original's names: leftSideRatio (the left side's share of the width),",
            "splitSpacing, minimumItemLineSpacing, minimumInterItemSpacing, sectionInset,",
            "isNormalizingLineHeight, sectionPinToVisibleBounds and itemsPerLine",
            "(square items sized by calculateFixedWidthRoughly; leave it out to use item sizes).",
            "A section's side is \\"left\\" or \\"right\\" (the delegate's sideForSection).",
            "rotation: the ratio per width class (compact below 600 pt: one column with every section);",
            "itemSize {widthFraction, aspectRatio}, headerSize and styles (insets by section and side) also exist.",
            "Every key is described in Docs/scenario-format.md."
          ],
          "name": "My split layout",
          "viewport": {"width": 666, "height": 375},
          "layout": {
            "type": "split",
            "leftSideRatio": 0.4,
            "splitSpacing": 16,
            "minimumItemLineSpacing": 8,
            "minimumInterItemSpacing": 8,
            "sectionInset": {"top": 8, "left": 8, "bottom": 16, "right": 8},
            "sectionPinToVisibleBounds": true,
            "itemsPerLine": 3,
            "rotation": {
              "compact": {"leftSideRatio": 1, "collapsesToVisibleSide": true},
              "regular": {"leftSideRatio": 0.4}
            }
          },
          "sections": [
            {
              "id": "left",
              "title": "Left side",
              "header": {"height": 40},
              "side": "left",
              "background": "blue",
              "count": 9,
              "itemDefaults": {"title": "L"}
            },
            {
              "id": "right",
              "title": "Right side",
              "header": {"height": 40},
              "side": "right",
              "count": 15,
              "itemDefaults": {"title": "R"}
            }
          ]
        }

        """
}
