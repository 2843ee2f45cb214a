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

/// Why an input file could not be read: the path and the reason, as one line.
package struct FileReadError: Error, Sendable, CustomStringConvertible {
    /// The file that was to be read.
    package let path: String
    /// What went wrong, in words (`is a directory`, `permission denied`).
    package let reason: String
    /// Whether nothing is at the path (a caller may offer to create it).
    package var isMissing: Bool { reason == InputFile.missing }

    /// `cannot read PATH: REASON`.
    package var description: String { "cannot read \(path): \(reason)" }
}

/// The one way the package reads an input file (a vector file, an
/// expected-failures list): only a regular file is read, and every refusal
/// names its cause, from the file's type or the `errno` of `open` and `read`.
package enum InputFile {
    /// The reason for a path where nothing is.
    package static let missing = "no such file or directory"

    /// The bytes of the regular file at `path` (symbolic links followed).
    ///
    /// - Throws: `FileReadError` naming the cause: no such file, a directory,
    ///   a FIFO, device or socket (not a regular file: reading one could block
    ///   forever or never end), permission denied, a loop of symbolic links.
    package static func read(_ path: String) throws(FileReadError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReadError(path: path, reason: cause(errno)) }
        if let kind = kind(info.st_mode) { throw FileReadError(path: path, reason: kind) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: cause(errno)) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: cause(errno))
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// The text of the regular file at `path` (``read(_:)``), by the one rule
    /// of every text the tool reads (an expected-failures list; JSON inputs
    /// are held to it by the JSON parser): UTF-8, with no byte order mark.
    ///
    /// - Throws: `FileReadError` for a file that cannot be read, that is not
    ///   UTF-8, or that starts with a byte order mark.
    package static func readText(_ path: String) throws(FileReadError) -> String {
        try text(of: read(path), path: path)
    }

    /// `bytes`, read from `path`, as text by the rule of ``readText(_:)``.
    package static func text(of bytes: [UInt8], path: String) throws(FileReadError) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw FileReadError(path: path, reason: byteOrderMark)
        }
        // Decoded by the standard library, which keeps every byte: Foundation's decoders drop a byte order mark.
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileReadError(path: path, reason: "not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// The reason for a text that starts with a byte order mark, as the JSON parser words it.
    package static let byteOrderMark = "the text starts with a UTF-8 byte order mark; remove it"

    /// What a file of mode `mode` is when it is not a regular file, in words; `nil` for a regular file.
    package static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory"
        case S_IFIFO: "is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    /// Why a read failed, in words, for an `errno` value.
    package static func cause(_ code: Int32) -> String {
        switch code {
        case ENOENT: missing
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links (a loop)"
        case ENOTDIR: "a component of the path is not a folder"
        case EISDIR: "is a directory"
        default: String(cString: strerror(code))
        }
    }
}

/// `read(2)` (shadowed in ``InputFile`` by its own `read`).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The one way the package writes a file: the text lands in a temporary file
/// beside the target, and a rename puts it in place, so a reader sees the old
/// file or the new one, never half of one.
///
/// Staging and committing are separate steps so that several files can be
/// staged (and read back) before any of them replaces its target:
/// `generate` commits a vector folder only once every file in it is staged.
/// Any path works, including a bare one-character name and `.`-relative ones.
///
/// - A symbolic link is followed, not replaced: the text lands in the file the
///   link points to (staged beside that file), and the link stays.
/// - A target that is not a regular file (`/dev/null`, `/dev/full`, a FIFO with
///   a reader) cannot be renamed over: it is written directly at ``commit()``.
/// - Every failure names its cause: the disk is full, the file system is
///   read-only, permission denied, the folder does not exist.
package struct StagedFile: Sendable {
    /// The file the text is for, as given.
    package let path: String
    /// The file that is written: `path` with symbolic links followed.
    package let target: String
    /// The temporary file holding the text until ``commit()``; empty when the
    /// target is not a regular file and is written directly at ``commit()``.
    package let temporaryPath: String
    /// The text, kept only for a target written directly.
    private let directText: String?

    /// The folder `path` lands in (`.` for a bare name, `/` for a file at the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// The last component of `path` (`path` itself for a bare name).
    package static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `name` inside `folder`, for any form of folder (`.`, `/`, `a/`, `D`).
    package static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` with symbolic links of its last component followed (up to 40),
    /// relative targets taken from the link's folder. A dangling link gives the
    /// path it points to (the file is created there).
    ///
    /// - Throws: `FileWriteError` for a loop of links.
    package static func followingLinks(_ path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : joined(folder(of: current), destination)
        }
        throw FileWriteError(path: path, reason: "too many levels of symbolic links (a loop)")
    }

    /// Why a write failed, in words, for an `errno` value.
    package static func cause(_ code: Int32, folder: String) -> String {
        switch code {
        case ENOSPC: "no space left on the device (the disk is full)"
        case EDQUOT: "the disk quota is exceeded"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied (the folder \(folder) is not writable)"
        case ENOENT:
            // A folder that exists but refuses new names (`/proc`, `/sys`) is not a missing one.
            access(folder, F_OK) == 0 ? "the folder \(folder) does not accept new files" : "the folder \(folder) does not exist"
        case ENOTDIR: "a component of the folder \(folder) is not a folder"
        case EISDIR: "it is a folder"
        case ENXIO: "it is a FIFO with no reader"
        case ELOOP: "too many levels of symbolic links (a loop)"
        default: String(cString: strerror(code))
        }
    }

    /// Writes `text` to a temporary file in the folder of `path`'s target.
    package static func stage(_ text: String, for path: String) throws(FileWriteError) -> StagedFile {
        let target = try followingLinks(path)
        let folder = folder(of: target)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileWriteError(path: path, reason: "it is a folder")
        }
        if exists, (info.st_mode & S_IFMT) != S_IFREG {
            return StagedFile(path: path, target: target, temporaryPath: "", directText: text)
        }
        let temporary = joined(folder == "." ? "" : folder, ".\(name(of: target)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? info.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: cause(errno, folder: folder)) }
        if exists { _ = fchmod(descriptor, info.st_mode & 0o7777) }
        do {
            try writeAll(text, to: descriptor, folder: folder, path: path)
        } catch {
            _ = close(descriptor)
            _ = unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw FileWriteError(path: path, reason: cause(code, folder: folder))
        }
        return StagedFile(path: path, target: target, temporaryPath: temporary, directText: nil)
    }

    private static func writeAll(_ text: String, to descriptor: Int32, folder: String, path: String) throws(FileWriteError) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, reason: cause(errno, folder: folder))
            }
            written += count
        }
    }

    /// Renames the temporary file over the target (or writes a target that is
    /// not a regular file); on failure the temporary file is removed.
    package func commit() throws(FileWriteError) {
        let folder = Self.folder(of: target)
        if let directText {
            let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileWriteError(path: path, reason: Self.cause(errno, folder: folder)) }
            defer { _ = close(descriptor) }
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
            try Self.writeAll(directText, to: descriptor, folder: folder, path: path)
            return
        }
        guard rename(temporaryPath, target) == 0 else {
            let reason = Self.cause(errno, folder: folder)
            discard()
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// Whether the target is written in place at ``commit()`` (a device or a
    /// FIFO, which cannot be renamed over), so a failure there comes only then.
    package var isWrittenInPlace: Bool { temporaryPath.isEmpty }

    /// Removes the temporary file; `path` is left as it was.
    package func discard() {
        if !temporaryPath.isEmpty { _ = unlink(temporaryPath) }
    }

    /// Writes `text` to `path` atomically: ``stage(_:for:)``, then ``commit()``.
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        try stage(text, for: path).commit()
    }
}

/// `write(2)` (shadowed in ``StagedFile`` by its own `write`).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
