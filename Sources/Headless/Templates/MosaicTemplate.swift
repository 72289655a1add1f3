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
              "count": 20,
              "itemDefaults": {"title": "Photo"}
            }
          ]
        }

        """
}
