import SwipeConformance
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file named on the command line (`--json`, `--junit`, `--svg`,
/// `--out`, `--fix-expected-failures`): checked before a run starts, written
/// atomically after it.
///
/// Every file the tool writes goes through ``write(_:)``: the text lands in a
/// temporary file in the same folder, which is then renamed over the target, so
/// an interrupted write never leaves a half-written file. Any path works,
/// including one-character names (`x`) and names without a folder part; `-`
/// is an ordinary file name (the reports are files, not streams: the text
/// summary already goes to standard output).
struct OutputFile: Hashable {
    /// The path as given.
    let path: String
    /// The option that named it, for messages (`--json`).
    let option: String
    /// The format the option writes (`nil` for a file the command rewrites on
    /// purpose, such as the expected-failures list): only a file of this format
    /// that the tool wrote is its to replace or remove without `--force`; a
    /// profile is never replaced by a vector file because both are the tool's.
    var format: ToolFileFormat? = nil

    /// The folder the file lands in (`.` for a bare name).
    var folder: String { StagedFile.folder(of: path) }

    /// The last path component.
    var name: String { StagedFile.name(of: path) }

    /// Fails with a one-line usage error when the file could not be written:
    /// an empty path, a path ending in `/`, a loop of symbolic links, a
    /// folder, a folder that does not exist, is read-only, is not writable or
    /// takes no new files (a probe file is created there and removed).
    /// Symbolic links are followed: the file they point to is what is written.
    func check(command: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(command): \(option) needs a file name, got an empty one") }
        guard !name.isEmpty else { throw UsageError("\(command): \(option) \(path) names a folder; give a file name") }
        let target: String
        do { target = try StagedFile.followingLinks(path) } catch { throw UsageError("\(command): \(option) \(error.description)") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw UsageError("\(command): \(option) \(path) is a folder; give a file name") }
            var info = stat()
            if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
                // A device or FIFO is written in place.
                guard access(target, W_OK) == 0 else {
                    throw UsageError("\(command): \(option) \(path): \(StagedFile.cause(errno, folder: StagedFile.folder(of: target)))")
                }
                return
            }
        }
        let folder = StagedFile.folder(of: target)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(command): \(option) \(path): the folder \(folder) does not exist; create it first")
        }
        guard access(folder, W_OK) == 0 else {
            throw UsageError("\(command): \(option) \(path): \(StagedFile.cause(errno, folder: folder))")
        }
        if let cause = Self.refusesNewFiles(folder) { throw UsageError("\(command): \(option) \(path): \(cause)") }
    }

    /// Why `folder` refuses a new file although its mode allows one (root
    /// passes every `access` check; `/proc` and `/sys` take no new names), or
    /// `nil` when it takes one: a probe file is created and removed at once.
    static func refusesNewFiles(_ folder: String) -> String? {
        let probe = StagedFile.joined(folder, ".swipe-conformance-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return StagedFile.cause(errno, folder: folder) }
        _ = close(descriptor)
        _ = unlink(probe)
        return nil
    }

    /// This file, or the first of `NAME-2.EXT`, `NAME-3.EXT`, … that does not
    /// exist: a default output name never replaces an earlier run's file.
    static func unused(like file: OutputFile) -> OutputFile {
        var candidate = file
        var number = 2
        var info = stat()
        while lstat(candidate.path, &info) == 0 {  // anything there, a dangling link included
            let name = file.name
            let dot = name.lastIndex(of: ".") ?? name.endIndex
            let numbered = name[..<dot] + "-\(number)" + name[dot...]
            let folder = file.path.contains("/") ? file.folder : ""
            candidate = OutputFile(path: StagedFile.joined(folder, String(numbered)), option: file.option, format: file.format)
            number += 1
        }
        return candidate
    }

    /// Writes `text` atomically (``StagedFile``: a temporary file in the same
    /// folder, then a rename).
    func write(_ text: String) throws(OutputWriteError) {
        try Self.write([(self, text)])
    }

    /// Writes every output or none, so no report of a run is left beside the
    /// error that makes the tool exit 2 (a report whose exit code is not the
    /// tool's): each text is staged first (a full disk, a read-only file
    /// system or a folder the user may not write fails here, before any file
    /// is replaced); then the targets written in place (`/dev/full`, a FIFO),
    /// which fail only when written; the renames last. On a failure the
    /// staged texts not yet in place are removed.
    ///
    /// - Throws: `OutputWriteError` naming the first file that could not be
    ///   written and the cause.
    static func write(_ outputs: [(file: OutputFile, text: String)]) throws(OutputWriteError) {
        var staged: [StagedFile] = []
        var committed = 0
        do throws(FileWriteError) {
            for output in outputs { staged.append(try StagedFile.stage(output.text, for: output.file.path)) }
            staged.sort { $0.isWrittenInPlace && !$1.isWrittenInPlace }
            for file in staged {
                try file.commit()
                committed += 1
            }
        } catch {
            for file in staged.dropFirst(committed) { file.discard() }
            throw OutputWriteError(path: error.path, description: error.description, written: Set(staged.prefix(committed).map(\.path)))
        }
    }

    /// Writes `text` to `path` atomically, as a usage error when it cannot.
    static func write(_ text: String, to path: String) throws(OutputWriteError) {
        do {
            try StagedFile.write(text, to: path)
        } catch {
            throw OutputWriteError(path: path, description: error.description)
        }
    }
}

/// An output that could not be written after the run: exit code 2, one line
/// naming the file and the cause (the run's verdict is printed before it).
struct OutputWriteError: Error, CustomStringConvertible {
    /// The file that could not be written.
    var path: String
    var description: String
    /// The files written before the failure (targets written in place, which come first).
    var written: Set<String> = []
}
