import Foundation
import SwipeConformance
import SwipeReference
import QuotedText

/// The folder `fuzz --keep-going` writes its shrunk cases to: one vector file per
/// class of failure, named by its rank and class (`01-differential-up-tappedRow.json`).
enum FailureFolder {
    /// Checks that the folder can be written, or created, before the run, so
    /// no shrunk case is lost to a bad path; a usage error when it cannot be,
    /// or when the path names a file. Nothing is created: the folder is made
    /// when its first file is written (``write(_:name:folder:reproduction:_:)``),
    /// so a run that saves nothing leaves no empty folder.
    static func prepare(_ folder: String) throws(UsageError) {
        guard !folder.isEmpty else { throw UsageError("fuzz: --out-dir needs a folder name, got an empty one") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("fuzz: --out-dir \(folder) is a file; give a folder") }
            guard access(folder, W_OK) == 0 else {
                throw UsageError("fuzz: --out-dir \(folder): cannot write: \(StagedFile.cause(errno, folder: folder))")
            }
            return
        }
        // The nearest existing ancestor is where the folder would be created.
        var ancestor = StagedFile.folder(of: folder)
        while !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory), ancestor != "/", ancestor != "." {
            ancestor = StagedFile.folder(of: ancestor)
        }
        guard isDirectory.boolValue || !FileManager.default.fileExists(atPath: ancestor) else {
            throw UsageError("fuzz: --out-dir \(folder): cannot create the folder: \(ancestor) is a file")
        }
        guard access(ancestor, W_OK) == 0 else {
            throw UsageError("fuzz: --out-dir \(folder): cannot create the folder: \(StagedFile.cause(errno, folder: ancestor))")
        }
    }

    /// Creates `folder` (and its missing parents) if it is missing.
    static func create(_ folder: String) throws(OutputWriteError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
            throw OutputWriteError(path: folder, description: "cannot write the folder \(folder): "
                                   + (code.map { StagedFile.cause(Int32($0), folder: StagedFile.folder(of: folder)) } ?? error.localizedDescription))
        }
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
        guard !result.isSuccess else {
            if let stoppedAt = result.stoppedAt {
                out.write(Fuzz.interruptedWithoutFailure(name, casesChecked: result.casesRun, at: stoppedAt) + "; nothing written to \(folder)\n")
            } else {
                out.write("fuzz: \(name): every property held for \(result.casesRun) cases (seed \(result.seed)); nothing written to \(folder)\n")
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
                let path = StagedFile.joined(folder, file)
                try create(folder)
                try OutputFile.write(vector.text(), to: path)
                out.write("  written to \(path) (check it with `\(CLI.toolName) verify \(Verify.vectors.spec.flag) \(Verify.shellQuoted(path))`)\n")
            }
        }
        let broke = result.entries.contains { $0.failureClass.property == "break" && $0.failureClass.field == CaseBreak.protocolBroken.rawValue }
        return result.stoppedAt == nil && !broke ? .failures : .protocolBroken
    }
}
