import Foundation
import SwipeConformance
import SwipeReference

/// The folder `fuzz --keep-going` writes its shrunk cases to: one vector file per
/// class of failure, named by its rank and class (`01-differential-up-tappedRow.json`).
enum FailureFolder {
    /// Creates the folder if it is missing; a usage error when it cannot be, or
    /// when the path names a file. Checked before the run, so no shrunk case is
    /// lost to a bad path.
    static func prepare(_ folder: String) throws(UsageError) {
        guard !folder.isEmpty else { throw UsageError("fuzz: --out-dir needs a folder name, got an empty one") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("fuzz: --out-dir \(folder) is a file; give a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("fuzz: --out-dir \(folder): cannot create the folder (\(error.localizedDescription))")
            }
        }
        guard access(folder, W_OK) == 0 else { throw UsageError("fuzz: --out-dir \(folder): the folder is not writable") }
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
    static func write(_ result: KeepGoingReport, name: String, folder: String, _ out: any TextStream) throws -> ExitCode {
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
        let failed = result.entries.reduce(0) { $0 + $1.count }
        out.write("fuzz: \(name): \(failed) of \(result.casesRun) cases failed, in \(result.entries.count) distinct ways (seed \(result.seed)):\n")
        out.write(result.table)
        for (n, entry) in result.entries.enumerated() {
            let file = fileName(rank: n + 1, entry.failureClass)
            out.write("\n== \(n + 1). \(entry.failureClass) — \(entry.count) cases, first: case \(entry.firstCase)\n")
            guard let failure = entry.failure else {
                out.write("  not shrunk: case \(entry.firstCase) did not fail this way again (is the implementation deterministic?)\n")
                continue
            }
            out.write("  shrunk from \(failure.original.events.count) to \(failure.shrunk.events.count) events: \(failure.message)\n")
            let vector: VectorFile?
            do {
                vector = try result.report(entry).vectorFile(name: file)
            } catch {
                out.write("  not written: the reference refuses its rows (\(error))\n")
                continue
            }
            if let vector {
                let path = StagedFile.joined(folder, file)
                try OutputFile.write(vector.text(), to: path)
                out.write("  written to \(path) (check it with `swipe-conformance verify --vectors \(path)`)\n")
            }
        }
        return result.stoppedAt == nil ? .failures : .protocolBroken
    }
}
