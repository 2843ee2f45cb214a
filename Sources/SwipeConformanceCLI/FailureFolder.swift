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
    /// `--keep-going`: the cases from `stoppedAt` on were not checked) or
    /// stopped on an implementation broken as a whole. The folder then holds
    /// exactly this run's cases (``OutputFolder/replace(with:force:)``; `force`:
    /// `--force` was given, so a file under one of its names that the tool did
    /// not write is replaced too).
    /// A class whose shrunk case does not reproduce on its own
    /// (`reproduction` says why, as `Fuzz.reproduction(of:suite:implCommand:timeout:)`)
    /// is reported and not saved. The code is protocolBroken when a class is a
    /// protocol break, as `fuzz` without `--keep-going` returns.
    ///
    /// A run interrupted while it generated cases shrinks nothing (no candidate
    /// is run once the tool is told to stop): each class is saved as found,
    /// and said so; one interrupted while it shrank says that instead. A run
    /// interrupted before any failure has no verdict: the folder is left as it was.
    ///
    /// `replay` gives the command that replays the run up to a case, and
    /// `check` the one that checks the saved cases (``PrintedCommand``).
    static func write(_ result: KeepGoingReport, name: String, folder: String, force: Bool = false,
                      reproduction: (PropertyReport.Failure) -> (reproduces: Bool, why: String) = { _ in (true, "") },
                      replay: (Int) -> String = { _ in "" }, check: String,
                      _ out: any TextStream) throws -> ExitCode {
        let output = Self.output(folder)
        guard !result.isSuccess else {
            if let stoppedAt = result.stoppedAt {
                // No verdict: the earlier run's cases stay, for nothing replaces them.
                out.write(Fuzz.interruptedWithoutFailure(name, casesChecked: result.casesRun, at: stoppedAt)
                          + "; nothing written to \(folder), whose files are left as they were\n")
            } else {
                // The folder holds this run's cases: none, so an earlier run's go.
                let removed = try output.replace(with: [], force: force)
                let written = "nothing written to \(folder)" + (removed.isEmpty ? "" : " (\(Self.describe(removed)) removed from it)")
                    + Self.left(removed, folder: folder)
                out.write("fuzz: \(name): every property held for \(Describe.count(result.casesRun, "case")) (seed \(result.seed)); \(written)\n")
            }
            if result.skipped > 0 {
                out.write("fuzz: \(Describe.count(result.skipped, "more generated case")) not run: they need a style or feature the implementation did not announce\n")
            }
            return result.stoppedAt == nil ? .success : .protocolBroken
        }
        // Interrupted while it generated cases: shrinking never ran, every class is as found.
        let shrank = result.stoppedAt == nil
        if let stoppedAt = result.stoppedAt {
            out.write("fuzz: \(Fuzz.interruption(at: stoppedAt)); the table counts the \(Describe.count(result.casesRun, "case")) run before it, "
                      + "and each class is saved as found, not shrunk\n")
        }
        if let brokenStop = result.brokenStop {
            out.write("fuzz: \(brokenStop); the table counts the \(Describe.count(result.casesRun, "case")) run before it stopped\n")
        }
        if shrank, result.entries.contains(where: \.failure.shrinkInterrupted) { out.write(Fuzz.interruptedWhileShrinking + "\n") }
        let failed = result.entries.reduce(0) { $0 + $1.count }
        out.write("fuzz: \(name): \(failed) of \(Describe.count(result.casesRun, "case")) failed, in \(Describe.count(result.entries.count, "distinct way")) "
                  + "(seed \(result.seed)):\n")
        out.write(result.table)
        var files: [(name: String, text: String)] = []
        for (n, entry) in result.entries.enumerated() {
            let file = fileName(rank: n + 1, entry.failureClass)
            out.write("\n== \(n + 1). \(entry.failureClass) — \(Describe.count(entry.count, "case")), first: case \(entry.firstCase)\n")
            let failure = entry.failure
            let shrinking = shrank
                ? "shrunk from \(failure.original.events.count) to \(Describe.count(failure.shrunk.events.count, "event"))"
                    + (failure.shrinkInterrupted ? " (\(PropertyReport.shrinkInterruptedNote))" : "")
                : "not shrunk (interrupted before shrinking): \(Describe.count(failure.original.events.count, "event")) as found"
            out.write("  \(shrinking): \(inert(failure.message))\n")
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
        let removed = try output.replace(with: files, force: force)
        out.write("fuzz: wrote \(Describe.count(files.count, shrank ? "shrunk case" : "case as found", plural: shrank ? nil : "cases as found")) "
                  + "to \(folder)" + (removed.isEmpty ? "" : ", removing \(Self.describe(removed))") + Self.left(removed, folder: folder)
                  + " (check \(files.count == 1 ? "it" : "them") with `\(inert(check))`)\n")
        let broke = result.entries.contains { $0.failureClass.property == "break" && $0.failureClass.field == CaseBreak.protocolBroken.rawValue }
        return result.stoppedAt == nil && !broke ? .failures : .protocolBroken
    }

    /// What a replacement left that is not this run's (``OutputFolder/strays()``,
    /// there with `--force`), for a message: empty when nothing.
    static func left(_ removed: OutputFolder.Removed, folder: String) -> String {
        guard !removed.left.isEmpty else { return "" }
        let one = removed.left.count == 1
        return "; left \(OutputFolder.list(removed.left)) as \(one ? "it was" : "they were") (--force): not this run's, and "
            + "`verify \(Verify.vectors.spec.flag) \(Verify.shellQuoted(folder))` reads \(one ? "it" : "them") too"
    }

    /// What a replacement removed, for a message: "2 earlier ones", and the
    /// files it did not write by name ("07-notes.json, not a file swipe-conformance wrote (--force)").
    static func describe(_ removed: OutputFolder.Removed) -> String {
        var parts: [String] = []
        if !removed.earlier.isEmpty { parts.append(Describe.count(removed.earlier.count, "earlier one")) }
        if !removed.foreign.isEmpty {
            parts.append(removed.foreign.map(inert).joined(separator: ", ")
                         + (removed.foreign.count == 1 ? ", not a file" : ", not files") + " swipe-conformance wrote (--force)")
        }
        return parts.joined(separator: " and ")
    }
}
