import Foundation
import SwipeConformance
import SwipeReference
import QuotedText

/// The folder `fuzz --keep-going` writes its shrunk cases to: one vector file per
/// class of failure, named by its rank and class (`01-differential-up-tappedRow.json`).
enum FailureFolder {
    /// The folder at `path` as an output of the run (``OutputFolder``): its
    /// files are those named by ``fileName(rank:_:)``, vector files.
    static func output(_ path: String) -> OutputFolder {
        OutputFolder(path: path, option: Fuzz.outDir.spec.flag, format: .vectorFile, isOwnName: isFileName)
    }

    /// Whether `name` is one ``fileName(rank:_:)`` gives: two or more digits,
    /// `-`, letters, digits and `-`, then `.json`.
    static func isFileName(_ name: String) -> Bool {
        guard name.hasSuffix(".json"), let dash = name.firstIndex(of: "-") else { return false }
        let rank = name[..<dash], slug = name[name.index(after: dash)..<name.index(name.endIndex, offsetBy: -5)]
        return rank.count >= 2 && rank.allSatisfy(\.isASCII) && rank.allSatisfy(\.isNumber)
            && !slug.isEmpty && slug.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// The file name of the class at `rank` (from 1): rank, then the class with
    /// every character other than a letter or digit as `-`.
    static func fileName(rank: Int, _ failureClass: FailureClass) -> String {
        let slug = String(failureClass.description.map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-").joined(separator: "-")
        return (rank < 10 ? "0\(rank)" : "\(rank)") + "-" + slug + ".json"
    }

    /// Prints the table of distinct failures and each class's shrunk case, writes
    /// each as a vector file into `folder`, and returns the exit code: success
    /// when every property held, failures when any case failed or broke, and
    /// protocolBroken when the run was interrupted (as `fuzz` without
    /// `--keep-going`: the cases from `stoppedAt` on were not checked).
    /// A class whose shrunk case does not reproduce on its own
    /// (`reproduction` says why, as `Fuzz.reproduction(of:suite:implCommand:timeout:)`)
    /// is reported and not saved. The code is protocolBroken when a class is a
    /// protocol break, as `fuzz` without `--keep-going` returns.
    static func write(_ result: KeepGoingReport, name: String, folder: String,
                      reproduction: (PropertyReport.Failure) -> (reproduces: Bool, why: String) = { _ in (true, "") },
                      replay: (Int) -> String = { _ in "" },
                      _ out: any TextStream) throws -> ExitCode {
        let output = Self.output(folder)
        guard !result.isSuccess else {
            // The folder holds this run's cases: none, so an earlier run's go.
            let removed = try output.replace(with: [])
            let written = "nothing written to \(folder)" + (removed.isEmpty ? "" : " (\(removed.count) earlier cases removed from it)")
            if let stoppedAt = result.stoppedAt {
                out.write(Fuzz.interruptedWithoutFailure(name, casesChecked: result.casesRun, at: stoppedAt) + "; \(written)\n")
            } else {
                out.write("fuzz: \(name): every property held for \(result.casesRun) cases (seed \(result.seed)); \(written)\n")
            }
            if result.skipped > 0 {
                out.write("fuzz: \(result.skipped) more generated cases were not run: they need a style or feature the implementation did not announce\n")
            }
            return result.stoppedAt == nil ? .success : .protocolBroken
        }
        if let stoppedAt = result.stoppedAt {
            out.write("fuzz: \(Fuzz.interruption(at: stoppedAt)); the table counts the \(result.casesRun) cases run before it\n")
        }
        if result.entries.contains(where: \.failure.shrinkInterrupted) { out.write(Fuzz.interruptedWhileShrinking + "\n") }
        let failed = result.entries.reduce(0) { $0 + $1.count }
        out.write("fuzz: \(name): \(failed) of \(result.casesRun) cases failed, in \(result.entries.count) distinct ways (seed \(result.seed)):\n")
        out.write(result.table)
        var files: [(name: String, text: String)] = []
        for (n, entry) in result.entries.enumerated() {
            let file = fileName(rank: n + 1, entry.failureClass)
            out.write("\n== \(n + 1). \(entry.failureClass) — \(entry.count) cases, first: case \(entry.firstCase)\n")
            let failure = entry.failure
            out.write("  shrunk from \(failure.original.events.count) to \(failure.shrunk.events.count) events"
                      + (failure.shrinkInterrupted ? " (\(PropertyReport.shrinkInterruptedNote))" : "") + ": \(inert(failure.message))\n")
            let (reproduces, why) = reproduction(failure)
            guard reproduces else {
                out.write("  not saved: \(inert(why)); the implementation fails only after earlier cases, "
                          + "so replay the run up to it: \(inert(replay(entry.firstCase)))\n")
                continue
            }
            let vector: VectorFile?
            do {
                vector = try result.report(entry).vectorFile(name: file)
            } catch {
                out.write("  not written: the reference refuses its rows (\(error))\n")
                continue
            }
            if let vector {
                files.append((file, vector.text()))
                out.write("  saved as \(StagedFile.joined(folder, file))\n")
            }
        }
        // Written as a set once every class is shrunk: the folder then holds
        // exactly this run's cases (an earlier run's are removed), or, when
        // one cannot be written, none of this run's.
        let removed = try output.replace(with: files)
        out.write("fuzz: wrote \(files.count) shrunk case\(files.count == 1 ? "" : "s") to \(folder)" + (removed.isEmpty ? "" : ", removing \(removed.count) earlier ones")
                  + " (check them with `\(CLI.toolName) verify \(Verify.vectors.spec.flag) \(Verify.shellQuoted(folder))`)\n")
        let broke = result.entries.contains { $0.failureClass.property == "break" && $0.failureClass.field == CaseBreak.protocolBroken.rawValue }
        return result.stoppedAt == nil && !broke ? .failures : .protocolBroken
    }
}
