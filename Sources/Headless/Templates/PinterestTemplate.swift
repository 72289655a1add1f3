extension ScenarioTemplate {
    static let pinterestTemplate = """
        {
          "notes": [
            "The Pinterest waterfall: each item goes into the shortest column.",
            "layout keys use the original's names: numberOfColumns, cellPadding,",
            "numberOfItemsBeforeAds (a full-width banner after every N items; leave it out for none)",
            "and bannerHeight (a number, or a list cycled per banner).",
            "An item's height is the item's height key (the delegate's heightForItemAtIndexPath; 180 without one).",
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
              "count": 24,
              "itemDefaults": {"title": "Photo"},
              "heights": [180, 120, 240, 150, 200]
            }
          ]
        }

        """
}
