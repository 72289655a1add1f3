extension ScenarioTemplate {
    static let pinterestTemplate = """
        {
          "notes": [
            "The Pinterest waterfall: each item goes into the shortest column.",
            "layout keys use the original's names: numberOfColumns, cellPadding,",
            "numberOfItemsBeforeAds (a full-width banner after every N items; leave it out for none)",
            "and bannerHeight (a number, or a list cycled per banner).",
            "An item's height is the item's height key (the delegate's heightForItemAtIndexPath; 180 without one);",
            "a banner's title comes from the section's supplementaries.",
            "Exactly one section. Every key is described in Docs/scenario-format.md."
          ],
          "name": "My Pinterest feed",
          "viewport": {"width": 375, "height": 667},
          "layout": {
            "type": "pinterest",
            "numberOfColumns": 2,
            "cellPadding": 6,
            "numberOfItemsBeforeAds": 6,
            "bannerHeight": 120
          },
          "sections": [
            {
              "id": "photos",
              "supplementaries": {"banner": {"title": "Sponsored"}},
              "items": [
                {"title": "Lake", "height": 180}, {"title": "Fern", "height": 120},
                {"title": "Harbour", "height": 240}, {"title": "Dunes", "height": 150},
                {"title": "Canyon", "height": 200}, {"title": "Glacier", "height": 180},
                {"title": "Orchard", "height": 120}, {"title": "Lighthouse", "height": 240},
                {"title": "Meadow", "height": 150}, {"title": "Reef", "height": 200},
                {"title": "Summit", "height": 180}, {"title": "Market", "height": 120},
                {"title": "Lake 2", "height": 240}, {"title": "Fern 2", "height": 150},
                {"title": "Harbour 2", "height": 200}, {"title": "Dunes 2", "height": 180},
                {"title": "Canyon 2", "height": 120}, {"title": "Glacier 2", "height": 240},
                {"title": "Orchard 2", "height": 150}, {"title": "Lighthouse 2", "height": 200},
                {"title": "Meadow 2", "height": 180}, {"title": "Reef 2", "height": 120},
                {"title": "Summit 2", "height": 240}, {"title": "Market 2", "height": 150}
              ]
            }
          ]
        }

        """
}
