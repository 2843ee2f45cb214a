import ChildProcesses
import SwipeConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outputs of one run, once its ``OutputPlan`` is checked
/// (``OutputPlan/start(_:)``): the run writes them here, and however it
/// ends, its outputs say what it found, and a run that found nothing leaves
/// the earlier ones as they were.
///
/// - ``write(_:)`` writes every file or none; when it fails, the tool's
///   earlier files at the paths not written are removed (no report of a run
///   that exits 2 is left, not even an old one).
/// - ``writeNone()`` ends a run that reached its verdict with nothing to
///   write (fuzz found no counterexample): the tool's earlier file at each
///   path goes, since it no longer describes the implementation.
/// - ``end(_:reason:)`` ends a run before its verdict (a failed handshake):
///   each report is replaced by its no-verdict form, which says the exit
///   code and why; every other output (a counterexample, a profile, a
///   drawing, a folder of cases) is left untouched, since a run that found
///   nothing has nothing to replace it with.
/// - ``endUnlessWritten()`` (a `defer` after `start`) does the same for a run
///   that stopped on an error or a stop signal, for the reports an earlier
///   run left; it creates nothing, so a refused command line leaves no file behind.
final class RunOutputs {
    let plan: OutputPlan
    private let err: any TextStream
    /// Whether the run wrote its outputs or ended with them accounted for.
    private(set) var isSettled = false

    init(_ plan: OutputPlan, _ err: any TextStream) {
        self.plan = plan
        self.err = err
    }

    /// Writes the outputs, every one or none (``OutputFile/write(_:)``).
    func write(_ outputs: [(file: OutputFile, text: String)]) throws(OutputWriteError) {
        isSettled = true
        do {
            try OutputFile.write(outputs)
        } catch {
            for file in replaceable where !error.written.contains(file.path) { removeEarlier(file) }
            throw error
        }
    }

    /// Marks the outputs as accounted for by the run itself (a folder it
    /// replaces as a set, ``OutputFolder/replace(with:)``).
    func markWritten() {
        isSettled = true
    }

    /// Ends a run that reached its verdict and has nothing to write: the
    /// tool's earlier file at each output path is removed (it would read as
    /// this run's), saying so. Does nothing once the outputs are written.
    func writeNone() {
        guard !isSettled else { return }
        isSettled = true
        for file in replaceable { removeEarlier(file) }
    }

    /// Ends a run before its verdict, with `code` and `reason`: each report
    /// gets its no-verdict form, written even where there was none (a CI job
    /// reading it sees the failure); every other output is left as it was.
    /// Does nothing once the outputs are written.
    func end(_ code: ExitCode, reason: String) {
        end(code, reason: reason, creating: true)
    }

    /// For a `defer`: a run that did not write its outputs (it stopped on an
    /// error or a stop signal before its verdict) replaces an earlier report
    /// with its no-verdict form and leaves every other output as it was.
    func endUnlessWritten() {
        end(.usage, reason: "the run stopped before its verdict (its error is on standard error)", creating: false)
    }

    private func end(_ code: ExitCode, reason: String, creating: Bool) {
        guard !isSettled else { return }
        isSettled = true
        // Under a stop signal the tool ends with it (128 + its number), and the
        // report says so: the signal, not the handshake or error it cut short.
        let status = TerminationSignals.receivedSignal.map { 128 + $0 } ?? code.rawValue
        for file in replaceable {
            guard let standIn = plan.standIns[file], creating || OutputFile.isToolFile(at: file.path, as: file.format) else { continue }
            do {
                try file.write(standIn(status, reason))
            } catch {
                // An earlier report that says another exit code must not stay.
                err.write("swipe-conformance \(plan.command): \(error)\n")
                removeEarlier(file)
            }
        }
    }

    /// The outputs an early end may replace or remove: not a file the run
    /// rewrites (an input such as the expected-failures list).
    private var replaceable: [OutputFile] {
        plan.outputs.filter { output in !plan.rewrites.contains { $0.output == output } }
    }

    /// Removes the tool's earlier file at `file`'s path, saying so: only a run
    /// that reached its verdict (or wrote a report it then could not) does.
    private func removeEarlier(_ file: OutputFile) {
        guard OutputFile.isToolFile(at: file.path, as: file.format), let target = try? StagedFile.followingLinks(file.path) else { return }
        if unlink(target) == 0 {
            err.write("\(plan.command): removed \(file.path), an earlier run's \(file.option) output: this run wrote none\n")
        }
    }
}
