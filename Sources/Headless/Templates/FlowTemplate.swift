extension ScenarioTemplate {
    static let flowTemplate = """
        {
          "notes": [
            "A UICollectionViewFlowLayout: items in lines, lines in sections.",
            "layout keys use UICollectionViewFlowLayout's names: itemSize, minimumLineSpacing,",
            "minimumInteritemSpacing, sectionInset, sectionHeadersPinToVisibleBounds, scrollDirection.",
            "An item's own width and height override itemSize (the delegate's sizeForItemAt).",
            "A section's header and footer heights are its referenceSizeForHeader/Footer.",
            "Every key is described in Docs/scenario-format.md; check with `tessera dump FILE`."
          ],
          "name": "My flow layout",
          "viewport": {"width": 375, "height": 667},
          "layout": {
            "type": "flow",
            "itemSize": {"width": 110, "height": 80},
            "minimumLineSpacing": 10,
            "minimumInteritemSpacing": 10,
            "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10},
            "sectionHeadersPinToVisibleBounds": true,
            "scrollDirection": "vertical"
          },
          "sections": [
            {
              "id": "favourites",
              "title": "Favourites",
              "header": {"height": 40},
              "items": [
                {"id": "sunrise", "title": "Sunrise"},
                {"id": "beach", "title": "Beach", "width": 170},
                {"id": "hike", "title": "Hike"}
              ]
            },
            {
              "id": "recent",
              "title": "Recent",
              "header": {"height": 40},
              "items": [
                {"title": "Lake"}, {"title": "Fern"}, {"title": "Harbour"},
                {"title": "Dunes"}, {"title": "Canyon"}, {"title": "Glacier"},
                {"title": "Orchard"}, {"title": "Lighthouse"}, {"title": "Meadow"},
                {"title": "Reef"}, {"title": "Summit"}, {"title": "Market"}
              ]
            }
          ]
        }

        """
}
