import Benchmark
import BenchmarkSupport
import Explorer
import TerminalCanvas

/// The explorer's frame cost, without a terminal: what the app's event loop does for one
/// key, flushed to an in-memory terminal (``TerminalFlusher``).
///
/// - `Frame/<document>/<size>`: one frame after a one-line scroll (`j`): the model's
///   visibility query, the composition of the whole screen, the flush.
/// - `Frame first paint/<document>/<size>`: composing the current screen and painting it
///   on an empty terminal.
/// - `Frame part/<document>/200x50 <part>`: the three stages of a scroll frame alone.
///
/// Besides time, each reports `bytes written`: the bytes the in-memory terminal wrote for
/// the frame (a model of ncurses' output, not a pty measurement; see
/// `Scripts/measure-terminal-bytes.sh` for the real figure).
let benchmarks: @Sendable () -> Void = {
    let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, bytesWritten],
        warmupIterations: 10, maxDuration: .seconds(5), maxIterations: 2_000)
    let sizes = [(columns: 200, rows: 50), (columns: 100, rows: 30)]

    for document in ExplorerFrames.documents {
        for size in sizes {
            let label = "\(size.columns)x\(size.rows)"
            Benchmark(
                "Frame/\(document.name)/\(label)", configuration: configuration,
                closure: { benchmark, state in
                    benchmark.startMeasurement()
                    let bytes = state.driver.scrollFrame()
                    benchmark.stopMeasurement()
                    benchmark.measurement(bytesWritten, bytes)
                },
                setup: { DriverBox(FrameDriver(document: document.make(), columns: size.columns, rows: size.rows)) })
            Benchmark(
                "Frame first paint/\(document.name)/\(label)", configuration: configuration,
                closure: { benchmark, state in
                    benchmark.startMeasurement()
                    let bytes = state.driver.firstPaint()
                    benchmark.stopMeasurement()
                    benchmark.measurement(bytesWritten, bytes)
                },
                setup: { DriverBox(FrameDriver(document: document.make(), columns: size.columns, rows: size.rows)) })
        }
    }

    // The stages of a 200 x 50 scroll frame, for the first document.
    let document = ExplorerFrames.documents[0]
    let prefix = "Frame part/\(document.name)/200x50"
    Benchmark(
        "\(prefix) key+query", configuration: configuration,
        closure: { benchmark, state in
            benchmark.startMeasurement()
            state.driver.scrollStep()
            benchmark.stopMeasurement()
        },
        setup: { DriverBox(FrameDriver(document: document.make(), columns: 200, rows: 50)) })
    Benchmark(
        "\(prefix) compose", configuration: configuration,
        closure: { benchmark, state in
            state.driver.scrollStep()
            benchmark.startMeasurement()
            blackHole(state.driver.compose())
            benchmark.stopMeasurement()
        },
        setup: { DriverBox(FrameDriver(document: document.make(), columns: 200, rows: 50)) })
    Benchmark(
        "\(prefix) flush", configuration: configuration,
        closure: { benchmark, state in
            let grid = state.nextGrid()
            benchmark.startMeasurement()
            let bytes = state.driver.terminal.flush(grid)
            benchmark.stopMeasurement()
            benchmark.measurement(bytesWritten, bytes)
        },
        setup: { () -> DriverBox in
            let box = DriverBox(FrameDriver(document: document.make(), columns: 200, rows: 50))
            // Twenty one-line steps down, then back up: every grid differs from the one
            // before by one line of scrolling, also when the cycle wraps around.
            let down = box.driver.upcomingGrids(20)
            box.grids = down + down[1..<19].reversed()
            return box
        })
}

/// Holds a ``FrameDriver`` across a benchmark's iterations (the setup result is shared
/// by reference).
final class DriverBox {
    var driver: FrameDriver
    /// Precomputed grids, for the flush-only benchmark.
    var grids: [CellGrid] = []
    private var next = 0

    init(_ driver: FrameDriver) {
        self.driver = driver
    }

    /// The next of ``grids``, cycling.
    func nextGrid() -> CellGrid {
        defer { next = (next + 1) % grids.count }
        return grids[next]
    }
}
