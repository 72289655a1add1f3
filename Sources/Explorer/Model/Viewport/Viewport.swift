import CollectionLayout
import TerminalCanvas

/// The device width the layout is prepared for: the "rotation" presets.
public enum DevicePreset: Hashable, Sendable, CaseIterable {
    /// The scenario file's own viewport.
    case scenario
    /// Phone, portrait: 390 x 844 pt.
    case phonePortrait
    /// Phone, landscape: 844 x 390 pt.
    case phoneLandscape
    /// Tablet, portrait: 1024 x 1366 pt.
    case tablet
    /// As wide as the terminal at the nominal scale (``Viewport/nominalPointsPerColumn``).
    case fitTerminal

    /// The short name shown in the status bar.
    public var label: String {
        switch self {
        case .scenario: return "scenario"
        case .phonePortrait: return "phone portrait"
        case .phoneLandscape: return "phone landscape"
        case .tablet: return "tablet"
        case .fitTerminal: return "fit terminal"
        }
    }

    /// The container size for this preset, given the scenario's viewport and the
    /// terminal's content area in points at the nominal scale.
    public func containerSize(scenario: Size, terminal: Size) -> Size {
        switch self {
        case .scenario: return scenario
        case .phonePortrait: return Size(width: 390, height: 844)
        case .phoneLandscape: return Size(width: 844, height: 390)
        case .tablet: return Size(width: 1024, height: 1366)
        case .fitTerminal: return terminal
        }
    }

    /// The next preset in the `w` cycle (`step` -1 for the previous one).
    public func cycled(by step: Int) -> DevicePreset {
        let all = DevicePreset.allCases
        let i = all.firstIndex(of: self) ?? 0
        return all[((i + step) % all.count + all.count) % all.count]
    }
}

/// How layout points map to terminal cells, and the screen's content area.
///
/// The device width fills the content area's columns at zoom 1; a terminal cell is
/// about twice as tall as it is wide, so a row spans twice the points of a column and
/// boxes keep their proportions.
public struct Viewport: Hashable, Sendable {
    /// Points per column of ``DevicePreset/fitTerminal``.
    public static let nominalPointsPerColumn = 4.0
    /// Height of a cell relative to its width.
    public static let cellAspect = 2.0
    /// The zoom factors `+` and `-` step through.
    public static let zoomLevels: [Double] = [0.5, 0.75, 1, 1.5, 2, 3, 4]

    /// Columns of the content area.
    public var columns: Int
    /// Rows of the content area.
    public var rows: Int
    /// The width of the device the layout is prepared for, in points.
    public var deviceWidth: Double
    /// 1: the device width fills the columns; 2: twice as big (content wider than the
    /// screen, scroll sideways).
    public var zoom: Double

    /// Creates a viewport.
    public init(columns: Int, rows: Int, deviceWidth: Double, zoom: Double = 1) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.deviceWidth = deviceWidth > 0 && deviceWidth.isFinite ? deviceWidth : 375
        self.zoom = zoom > 0 && zoom.isFinite ? zoom : 1
    }

    /// Terminal columns per point.
    public var columnsPerPoint: Double { Double(columns) * zoom / deviceWidth }
    /// Points per terminal column.
    public var pointsPerColumn: Double { 1 / columnsPerPoint }
    /// Points per terminal row.
    public var pointsPerRow: Double { Viewport.cellAspect / columnsPerPoint }

    /// The canvas mapping from points to the content area's cells at `offset`.
    public func mapping(at offset: Point) -> CellMapping {
        CellMapping(columnsPerPoint: columnsPerPoint, cellAspect: Viewport.cellAspect, contentOffset: offset)
    }
    /// The size of the visible rectangle in points: what every query asks for.
    public var visibleSize: Size {
        Size(width: Double(columns) * pointsPerColumn, height: Double(rows) * pointsPerRow)
    }

    /// The terminal's content area in points at the nominal scale (fit-terminal preset).
    public static func terminalSize(columns: Int, rows: Int) -> Size {
        Size(
            width: Double(max(1, columns)) * nominalPointsPerColumn,
            height: Double(max(1, rows)) * nominalPointsPerColumn * cellAspect)
    }

    /// The largest offset that still shows content, rounded up to whole rows and columns
    /// so that scrolling always moves the picture by whole cells.
    public func maxOffset(contentSize: Size) -> Point {
        let v = visibleSize
        let dx = max(0, contentSize.width - v.width)
        let dy = max(0, contentSize.height - v.height)
        return Point(
            x: (dx / pointsPerColumn).rounded(.up) * pointsPerColumn,
            y: (dy / pointsPerRow).rounded(.up) * pointsPerRow)
    }

    /// `offset` clamped to the content and snapped to whole cells.
    public func clamped(_ offset: Point, contentSize: Size) -> Point {
        let m = maxOffset(contentSize: contentSize)
        func snap(_ v: Double, _ step: Double, _ limit: Double) -> Double {
            guard v.isFinite else { return 0 }
            let snapped = (v / step).rounded() * step
            return min(max(0, snapped), limit)
        }
        return Point(x: snap(offset.x, pointsPerColumn, m.x), y: snap(offset.y, pointsPerRow, m.y))
    }

    /// The rectangle visible at `offset`.
    public func visibleRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: visibleSize)
    }
}
