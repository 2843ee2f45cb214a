import Foundation
import QuotedText
import SwipeConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder the tool fills with files it names (`fuzz --keep-going
/// --out-dir`), written as a set: after a run it holds exactly that run's
/// files. Checked before the run with the other outputs
/// (``OutputPlan``): it must be writable, or
/// creatable, and a file under a name the tool writes there must be one the
/// tool wrote (``ToolFileFormat``), else the run is refused without `--force`;
/// with `--force` such a file is replaced with the set, as `--force` lets an
/// output file replace one the tool did not write. A file under another name
/// that the folder's readers would take for one of the set (a `*.json` of a
/// vector folder: `verify --vectors DIR` reads every one) is a stray: the run is
/// refused without `--force`, and with it the stray is left as it is, and said
/// so. Other files (a `README.txt`) are the user's and are left alone.
struct OutputFolder {
    /// The path as given.
    let path: String
    /// The option that named it, for messages (`--out-dir`).
    let option: String
    /// The format of the files the tool writes in it.
    let format: ToolFileFormat
    /// Whether `name` is one the tool writes in the folder.
    let isOwnName: @Sendable (String) -> Bool

    /// Fails with a one-line usage error when the folder cannot be written
    /// or created (a probe file, or the missing folders, are created and
    /// removed at once: a run that saves nothing leaves no empty folder), or
    /// holds a file under one of the tool's names that the tool did not write
    /// (without `force`).
    func check(command: String, force: Bool) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(command): \(option) needs a folder name, got an empty one") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if let cause = Self.refusesCreation(path) { throw UsageError("\(command): \(option) \(path): cannot create the folder: \(cause)") }
            return
        }
        guard isDirectory.boolValue else { throw UsageError("\(command): \(option) \(path) is a file; give a folder") }
        if let cause = OutputFile.refusesNewFiles(path) { throw UsageError("\(command): \(option) \(path): cannot write: \(cause)") }
        let strays = strays()
        if !strays.isEmpty, !force {
            throw UsageError("\(command): \(option) \(path) holds \(Self.list(strays)), not \(strays.count == 1 ? "one" : "any") of the files "
                             + "this run writes there, which `verify \(Verify.vectors.spec.flag) \(path)` would read with them; "
                             + "remove \(strays.count == 1 ? "it" : "them"), or name an empty folder (with --force \(strays.count == 1 ? "it is" : "they are") left as "
                             + "\(strays.count == 1 ? "it is" : "they are"))")
        }
        guard !force else { return }
        for name in ownNames() {
            if let existing = try OutputFile.foreignContent(at: StagedFile.joined(path, name), as: format, command: command) {
                throw UsageError("\(command): \(option) \(path): \(name) exists and \(existing); "
                                 + "name another folder, or pass --force to replace it")
            }
        }
    }

    /// Why the missing folder `path` cannot be created, or `nil` when it can:
    /// the missing folders are created, then removed.
    private static func refusesCreation(_ path: String) -> String? {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", current != ".", access(current, F_OK) != 0 {
            missing.append(current)
            current = StagedFile.folder(of: current)
        }
        var created: [String] = []
        defer { for folder in created.reversed() { _ = rmdir(folder) } }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else { return StagedFile.cause(errno, folder: StagedFile.folder(of: folder)) }
            created.append(folder)
        }
        return nil
    }

    /// The names in the folder that the tool writes there, sorted.
    private func ownNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter(isOwnName).sorted()
    }

    /// The files whose names the tool does not write in the folder but that
    /// the folder's readers take for its own (``VectorStore/isVectorFileName(_:)``
    /// for a vector folder), sorted.
    func strays() -> [String] {
        guard format == .vectorFile else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { VectorStore.isVectorFileName($0) && !isOwnName($0) }.sorted()
    }

    /// Names for a message: `a.json`, `a.json and b.json`, `a.json, b.json and c.json`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { inert($0) }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// What ``replace(with:force:)`` removed: the tool's earlier files, and
    /// (with `--force`) files under its names that it did not write; and the
    /// strays it left (``strays()``: there only with `--force`).
    struct Removed {
        var earlier: [String] = []
        var foreign: [String] = []
        var left: [String] = []
        var isEmpty: Bool { earlier.isEmpty && foreign.isEmpty }
    }

    /// Makes the folder hold exactly `files` among the names the tool writes
    /// there: creates it if missing (only when there is a file to write),
    /// writes every file or none (``OutputFile/write(_:)``), then removes the
    /// tool's earlier files not among them and, with `force` (the run was
    /// allowed to replace files the tool did not write, `--force`), any other
    /// file under such a name.
    func replace(with files: [(name: String, text: String)], force: Bool) throws(OutputWriteError) -> Removed {
        if !files.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
                throw OutputWriteError(path: path, description: "cannot write the folder \(path): "
                                       + (code.map { StagedFile.cause(Int32($0), folder: StagedFile.folder(of: path)) } ?? error.localizedDescription))
            }
            try OutputFile.write(files.map { (OutputFile(path: StagedFile.joined(path, $0.name), option: option, format: format), $0.text) })
        }
        let keeping = Set(files.map(\.name))
        var removed = Removed(earlier: removeEarlier(keeping: keeping))
        if force {
            // A folder under such a name is not a file to replace: unlink leaves it.
            removed.foreign = ownNames().filter { !keeping.contains($0) && unlink(StagedFile.joined(path, $0)) == 0 }
        }
        removed.left = strays()
        return removed
    }

    /// Removes the files under the tool's names that the tool wrote, except
    /// `keeping`; returns the names removed.
    func removeEarlier(keeping: Set<String>) -> [String] {
        ownNames().filter { name in
            let file = StagedFile.joined(path, name)
            return !keeping.contains(name) && OutputFile.isToolFile(at: file, as: format) && unlink(file) == 0
        }
    }
}
