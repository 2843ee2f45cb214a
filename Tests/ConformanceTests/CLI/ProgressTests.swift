import Foundation
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// The progress display: redrawn in place on a terminal, whole lines now and
/// then otherwise (CI logs), so a long run shows it is alive, also while no
/// answer arrives. Timed by a clock the test moves by hand.
@Suite struct ProgressTests {
    /// A clock that moves only when told to.
    final class ManualClock: @unchecked Sendable {
        private let lock = NSLock()
        private var instant = ContinuousClock.now
        var now: ContinuousClock.Instant { lock.withLock { instant } }
        func advance(by duration: Duration) { lock.withLock { instant += duration } }
    }

    @Test("when the output is not a terminal, a whole progress line is printed once per interval")
    func linesWhenNotATerminal() {
        let stream = BufferStream(isTerminal: false), clock = ManualClock()
        let progress = Progress(stream: stream, label: "verify", now: { clock.now }, ticking: false)
        clock.advance(by: .seconds(31))
        progress.update(64, 745)
        progress.update(128, 745)
        progress.update(745, 745)
        progress.finish()
        #expect(stream.text == "verify: 64/745 cases (8%) after 31 s\n", "one line an interval; none for the end: the summary says it")
    }

    @Test("with the default interval, a short run prints nothing when not a terminal")
    func quietForShortRuns() {
        let stream = BufferStream(isTerminal: false), clock = ManualClock()
        let progress = Progress(stream: stream, label: "verify", now: { clock.now }, ticking: false)
        clock.advance(by: .seconds(29))
        progress.update(64, 745)
        progress.tick()
        #expect(stream.text.isEmpty)
    }

    @Test("a run stuck on one batch still prints a progress line every interval, with no answer arriving")
    func linesWhileNothingArrives() {
        let stream = BufferStream(isTerminal: false), clock = ManualClock()
        let progress = Progress(stream: stream, label: "verify", now: { clock.now }, ticking: false)
        clock.advance(by: .seconds(1))
        progress.update(64, 745)
        for _ in 0..<135 {
            clock.advance(by: .seconds(1))
            progress.tick()
        }
        #expect(stream.text == """
            verify: 64/745 cases (8%) after 30 s
            verify: 64/745 cases (8%) after 60 s
            verify: 64/745 cases (8%) after 90 s
            verify: 64/745 cases (8%) after 120 s

            """, "\(stream.text)")
        progress.finish()
        clock.advance(by: .seconds(60))
        progress.tick()
        #expect(!stream.text.contains("after 150 s"), "nothing after finish")
    }

    @Test("while a failure shrinks, the ticker repeats the shrinking line")
    func shrinkingLinesWhileNothingArrives() {
        let stream = BufferStream(isTerminal: false), clock = ManualClock()
        let progress = Progress(stream: stream, label: "fuzz", now: { clock.now }, ticking: false)
        progress.shrinking(evaluations: 12, events: 7)
        clock.advance(by: .seconds(45))
        progress.tick()
        #expect(stream.text == "fuzz: a case failed; shrinking it: 12 candidates tried, smallest failing case 7 events after 45 s\n")
    }

    @Test("a ticker runs only when the output is not a terminal, until the display finishes")
    func tickerOnlyForLogs() {
        let log = Progress(stream: BufferStream(isTerminal: false), label: "verify")
        #expect(log.isTicking)
        log.finish()
        #expect(!log.isTicking)
        #expect(!Progress(stream: BufferStream(isTerminal: true), label: "verify").isTicking)
    }
}
