import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written: the path and the reason, as one line.
package struct FileWriteError: Error, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    package let path: String
    /// What went wrong, in words (`the folder out does not exist or is not writable`).
    package let reason: String

    /// `cannot write PATH: REASON`.
    package var description: String { "cannot write \(path): \(reason)" }
}

/// The one way the package writes a file: the text lands in a temporary file
/// beside the target, and a rename puts it in place, so a reader sees the old
/// file or the new one, never half of one.
///
/// Staging and committing are separate steps so that several files can be
/// staged (and read back) before any of them replaces its target:
/// `generate` commits a vector folder only once every file in it is staged.
/// Any path works, including a bare one-character name.
package struct StagedFile: Sendable {
    /// The file the text is for.
    package let path: String
    /// The temporary file holding the text until ``commit()``.
    package let temporaryPath: String

    /// The folder `path` lands in (`.` for a bare name, `/` for a file at the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// Writes `text` to a temporary file in the folder of `path`.
    package static func stage(_ text: String, for path: String) throws(FileWriteError) -> StagedFile {
        let folder = folder(of: path)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder == "." ? "" : folder == "/" ? "/" : folder + "/") + ".\(name).tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw FileWriteError(path: path, reason: "the folder \(folder) does not exist or is not writable")
        }
        return StagedFile(path: path, temporaryPath: temporary)
    }

    /// Renames the temporary file over `path`; on failure the temporary file is removed.
    package func commit() throws(FileWriteError) {
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// Removes the temporary file; `path` is left as it was.
    package func discard() {
        _ = unlink(temporaryPath)
    }

    /// Writes `text` to `path` atomically: ``stage(_:for:)``, then ``commit()``.
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        try stage(text, for: path).commit()
    }
}
