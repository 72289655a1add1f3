extension ScenarioTemplate {
    static let mosaicTemplate = """
        {
          "notes": [
            "Apple's WWDC18 mosaic layout: 200-point segments cycling through fullWidth,",
            "fiftyFifty, twoThirdsOneThird and oneThirdTwoThirds, with 1-point gutters.",
            "It has no parameters: change the viewport width or the number of items.",
            "Exactly one section. Every key is described in Docs/scenario-format.md."
          ],
          "name": "My mosaic",
          "viewport": {"width": 375, "height": 667},
          "layout": {"type": "mosaic"},
          "sections": [
            {
              "id": "photos",
              "items": [
                {"title": "Lake"}, {"title": "Fern"}, {"title": "Harbour"},
                {"title": "Dunes"}, {"title": "Canyon"}, {"title": "Glacier"},
                {"title": "Orchard"}, {"title": "Lighthouse"}, {"title": "Meadow"},
                {"title": "Reef"}, {"title": "Summit"}, {"title": "Market"},
                {"title": "Lake 2"}, {"title": "Fern 2"}, {"title": "Harbour 2"},
                {"title": "Dunes 2"}, {"title": "Canyon 2"}, {"title": "Glacier 2"},
                {"title": "Orchard 2"}, {"title": "Lighthouse 2"}
              ]
            }
          ]
        }

        """
}
