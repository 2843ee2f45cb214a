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

    /// The folder the file lands in (`.` for a bare name).
    var folder: String { StagedFile.folder(of: path) }

    /// The last path component.
    var name: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Fails with a one-line usage error when the file could not be written:
    /// an empty path, a path ending in `/`, a folder that does not exist or is
    /// not writable, or a path that names a folder.
    func check(command: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(command): \(option) needs a file name, got an empty one") }
        guard !name.isEmpty else { throw UsageError("\(command): \(option) \(path) names a folder; give a file name") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(command): \(option) \(path) is a folder; give a file name")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(command): \(option) \(path): the folder \(folder) does not exist; create it first")
        }
        guard access(folder, W_OK) == 0 else {
            throw UsageError("\(command): \(option) \(path): the folder \(folder) is not writable")
        }
    }

    /// Writes `text` atomically (``StagedFile``: a temporary file in the same
    /// folder, then a rename).
    func write(_ text: String) throws(UsageError) {
        try Self.write(text, to: path)
    }

    /// Writes `text` to `path` atomically, as a usage error when it cannot.
    static func write(_ text: String, to path: String) throws(UsageError) {
        do {
            try StagedFile.write(text, to: path)
        } catch {
            throw UsageError(error.description)
        }
    }
}
