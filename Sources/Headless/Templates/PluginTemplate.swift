extension ScenarioTemplate {
    static let pluginTemplate = """
        {
          "notes": [
            "PluginLayout: every section is arranged by its own plugin.",
            "layout.sections lists one plugin spec per section (the last one repeats):",
            "flow (itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, alignment),",
            "grid (lineFraction, aspectRatio), staggered (columns) and mosaic (columns, lineMultiple).",
            "layout.effects are applied while scrolling: sticky headers, fade, elastic;",
            "layout.sectionEffects gives single sections their own (in the app: T, F, L).",
            "A plugin spec's background draws a box behind its section, shrunk by its inset.",
            "Every key is described in Docs/scenario-format.md."
          ],
          "name": "My plugin layout",
          "viewport": {"width": 375, "height": 667},
          "layout": {
            "type": "plugin",
            "sections": [
              {"plugin": "grid", "lineFraction": 3, "aspectRatio": 1, "minimumLineSpacing": 10,
               "minimumInteritemSpacing": 10, "sectionInset": 10, "background": {"inset": 4}},
              {"plugin": "staggered", "columns": 2, "minimumLineSpacing": 10,
               "minimumInteritemSpacing": 10, "sectionInset": 10}
            ],
            "effects": [{"kind": "sticky", "elements": "headers"}]
          },
          "sections": [
            {
              "id": "grid",
              "title": "Grid",
              "header": {"height": 40},
              "count": 9,
              "itemDefaults": {"title": "Tile"}
            },
            {
              "id": "staggered",
              "title": "Staggered",
              "header": {"height": 40},
              "count": 10,
              "itemDefaults": {"title": "Card", "aspectRatio": 1},
              "aspectRatios": [1, 0.75, 1.5, 0.6]
            }
          ]
        }

        """
}
