import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// The progress display: redrawn in place on a terminal, whole lines now and
/// then otherwise (CI logs), so a long run shows it is alive.
@Suite struct ProgressTests {
    @Test("when the output is not a terminal, a whole progress line is printed once per interval")
    func linesWhenNotATerminal() {
        let stream = BufferStream(isTerminal: false)
        let progress = Progress(stream: stream, label: "verify")
        progress.lineInterval = .zero
        progress.update(64, 745)
        progress.update(745, 745)
        progress.finish()
        #expect(stream.text.hasPrefix("verify: 64/745 cases (8%) after "), "\(stream.text)")
        #expect(stream.text.split(separator: "\n").count == 1, "no line for the end: the summary says it")
        #expect(!stream.text.contains("\u{1B}"))
    }

    @Test("with the default interval, a short run prints nothing when not a terminal")
    func quietForShortRuns() {
        let stream = BufferStream(isTerminal: false)
        let progress = Progress(stream: stream, label: "verify")
        progress.update(64, 745)
        #expect(stream.text.isEmpty)
    }
}
