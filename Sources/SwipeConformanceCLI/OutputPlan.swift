import Foundation
import SwipeConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output policy of every command, checked once before a run starts: the
/// files a command reads (`inputs`) and writes (`outputs`).
///
/// - Each output must be writable (``OutputFile/check(command:)``).
/// - No output may be the same file as an input or as another output, however
///   it is named (a symbolic link, `./x`, a hard link): the run is refused with
///   exit code 2 and one line, before anything is read or written.
/// - No report or profile may land where `verify --vectors` would read it as
///   a vector file (a `*.json` name in this run's vector folder, or in a
///   vector set the tool wrote): the next `verify` of that folder would fail
///   on it.
/// - An existing regular file that this tool did not write (not in one of the
///   formats of ``ToolFileFormat``) is not replaced without `--force`; nor is
///   such a file in an output folder under a name the tool writes there.
/// - Outputs are then written through the ``RunOutputs`` that ``start(_:)``
///   returns (``StagedFile``: staged beside the target and renamed into place,
///   symbolic links followed), and a write error names its cause.
/// - A run that ends before writing them (a failed handshake, an error)
///   leaves no earlier run's output looking current: a report gets its
///   no-verdict form, any other output of the tool's is removed.
///
/// ```swift
/// var plan = OutputPlan(command: "verify", force: force)
/// plan.read(vectorsPath, as: vectors.spec.flag)
/// plan.write(jsonFile, withoutVerdict: Reports.json(noVerdict:reason:))
/// let outputs = try plan.start(err)
/// defer { outputs.endUnlessWritten() }
/// ```
struct OutputPlan {
    /// The command, for messages (`verify`).
    let command: String
    /// Whether `--force` was given: existing files not written by this tool may be replaced.
    var force: Bool
    /// The files read, with the option that named them.
    private(set) var inputs: [(option: String, path: String)] = []
    /// The folders read as vectors, with the option that named them.
    private(set) var inputFolders: [(option: String, path: String)] = []
    /// The files written.
    private(set) var outputs: [OutputFile] = []
    /// Outputs that may be the same file as one input: `--fix-expected-failures`
    /// rewrites the list it read.
    private(set) var rewrites: [(output: OutputFile, input: String)] = []
    /// What a report holds when the run ends before its verdict (exit code, reason).
    private(set) var standIns: [OutputFile: @Sendable (Int32, String) -> String] = [:]
    /// The folders written as a set (`fuzz --keep-going --out-dir`).
    private(set) var folders: [OutputFolder] = []

    init(command: String, force: Bool = false) {
        self.command = command
        self.force = force
    }

    /// Records a file or folder the command reads (a folder stands for the
    /// `*.json` files in it). `nil` records nothing.
    mutating func read(_ path: String?, as option: String) {
        guard let path else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            // An unlistable folder is reported by the vector loader, with its cause.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                inputs.append((option, StagedFile.joined(path, name)))
            }
            inputFolders.append((option, path))
        } else {
            inputs.append((option, path))
        }
    }

    /// Records a file the command writes. `nil` records nothing.
    /// `withoutVerdict` gives the report's text for a run that ends before
    /// its verdict (from the exit code and the reason); without it, such a
    /// run removes the tool's earlier file at that path.
    mutating func write(_ file: OutputFile?, withoutVerdict standIn: (@Sendable (Int32, String) -> String)? = nil) {
        guard let file else { return }
        outputs.append(file)
        if let standIn { standIns[file] = standIn }
    }

    /// Records a folder the command fills with files of its own naming, as a set.
    mutating func write(_ folder: OutputFolder) {
        folders.append(folder)
    }

    /// Records a file the command reads and then rewrites on purpose.
    mutating func rewrite(_ file: OutputFile) {
        outputs.append(file)
        rewrites.append((file, file.path))
        inputs.append((file.option, file.path))
    }

    /// Refuses the run, with one line, when an output cannot be written, would
    /// be read as a vector file, is the same file as an input or another
    /// output, or would replace a file this tool did not write (without
    /// `--force`). Private: a command starts its
    /// run with ``start(_:)``, which checks and then gives the outputs to write
    /// through, so that no command can check its outputs and then leave an
    /// earlier run's behind.
    private func check() throws(UsageError) {
        for output in outputs { try output.check(command: command) }
        for folder in folders { try folder.check(command: command, force: force) }
        // Not even with --force: what it would break is the vector set, not a file it replaces.
        for output in outputs {
            guard let format = output.format, format != .vectorFile, let folder = vectorFolder(holding: output.path) else { continue }
            throw UsageError("\(command): \(output.option) \(output.path): verify \(folder.option) \(folder.path) would read it as a vector file "
                             + "(it reads every *.json there), and fail on it; write it outside \(folder.path)")
        }
        var inputIdentities: [(input: (option: String, path: String), identity: FileIdentity?)] = []
        for input in inputs { inputIdentities.append((input, try identity(of: input.path, reading: true))) }
        var seen: [(file: OutputFile, identity: FileIdentity)] = []
        for output in outputs {
            guard let identity = try identity(of: output.path) else { continue }
            for (input, inputIdentity) in inputIdentities where inputIdentity == identity {
                if rewrites.contains(where: { $0.output == output && $0.input == input.path }) { continue }
                throw UsageError("\(command): \(output.option) \(output.path) is the same file as the input \(input.option) \(input.path); "
                                 + "name another file for \(output.option)")
            }
            if let other = seen.first(where: { $0.identity == identity }) {
                throw UsageError("\(command): \(other.file.option) \(other.file.path) and \(output.option) \(output.path) are the same file; "
                                 + "name a file for each")
            }
            seen.append((output, identity))
        }
        guard !force else { return }
        for output in outputs where !rewrites.contains(where: { $0.output == output }) {
            if let existing = try OutputFile.foreignContent(at: output.path, as: output.format, command: command) {
                throw UsageError("\(command): \(output.option) \(output.path) exists and \(existing); "
                                 + "name another file, or pass --force to replace it")
            }
        }
    }
}

extension OutputPlan {
    /// The folder, named as for a message, where `verify --vectors` would read
    /// a file written at `path` as a vector file (under its name as given, or
    /// where its symbolic links lead): this run's vector folder, or a vector
    /// set the tool wrote (``isVectorSet(_:besides:)``). `nil` when none would.
    private func vectorFolder(holding path: String) -> (option: String, path: String)? {
        let target = (try? StagedFile.followingLinks(path)) ?? path
        for file in [path] + (target == path ? [] : [target]) where VectorStore.isVectorFileName(StagedFile.name(of: file)) {
            let folder = StagedFile.folder(of: file)
            let real = Self.realPath(folder)
            if let input = inputFolders.first(where: { Self.realPath($0.path) == real }) { return (Verify.vectors.spec.flag, input.path) }
            if Self.isVectorSet(folder, besides: StagedFile.name(of: file)) { return (Verify.vectors.spec.flag, folder) }
        }
        return nil
    }

    /// `path` with symbolic links, `.` and `..` resolved, or as given when it does not exist.
    private static func realPath(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether `folder` is a vector set the tool wrote, one a user runs
    /// `verify --vectors` on: a folder `generate` wrote (it holds the format's
    /// `schema.json`), or one `fuzz --keep-going` fills (a file under the names
    /// it gives, ``FailureFolder/isFileName(_:)``); either way with a file
    /// other than `name` that decodes as a vector file. A folder that merely
    /// holds a vector file (`fuzz --out`'s, in the current folder) is not one.
    private static func isVectorSet(_ folder: String, besides name: String) -> Bool {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { VectorStore.isVectorFileName($0) && $0 != name }
        let generated = FileManager.default.fileExists(atPath: StagedFile.joined(folder, "schema.json"))
        return names.filter { generated || FailureFolder.isFileName($0) }.contains { name in
            let path = StagedFile.joined(folder, name)
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= OutputFile.maximumRecognizedSize,
                  let bytes = try? InputFile.read(path) else { return false }
            return (try? VectorStore.decode(bytes, file: path)) != nil
        }
    }

    /// ``check()``, then the outputs of the run that follows: write them
    /// through it, and end with ``RunOutputs/endUnlessWritten()`` (a `defer`)
    /// so that no path of the run leaves an earlier run's output behind.
    func start(_ err: any TextStream) throws(UsageError) -> RunOutputs {
        try check()
        return RunOutputs(self, err)
    }

    /// The identity of `path`; a loop of links is a usage error that says
    /// `read` for an input and `write` for an output.
    private func identity(of path: String, reading: Bool = false) throws(UsageError) -> FileIdentity? {
        do {
            return try FileIdentity(of: path)
        } catch {
            throw UsageError("\(command): " + (reading ? "cannot read \(error.path): \(error.reason)" : error.description))
        }
    }
}

/// What identifies a file however it is named: its device and inode when it
/// exists as a regular file, else the absolute path it would be created at
/// (symbolic links followed). `nil` for what two outputs may share without
/// harm (`/dev/null`, a FIFO) and for folders.
enum FileIdentity: Hashable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)

    /// - Throws: `FileWriteError` for a loop of symbolic links.
    init?(of path: String) throws(FileWriteError) {
        let target = try StagedFile.followingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self = .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return
        }
        let folder = StagedFile.folder(of: target)
        guard let real = realpath(folder, nil) else {
            self = .path(target)
            return
        }
        defer { free(real) }
        self = .path(StagedFile.joined(String(cString: real), StagedFile.name(of: target)))
    }
}

extension OutputFile {
    /// What a regular file at a path holds, as the output checks read it.
    private enum Existing {
        /// Nothing to lose: no file, an empty one, or not a regular file.
        case nothing
        /// A file in one of the tool's formats.
        case tool(ToolFileFormat)
        /// Anything else, in a few words ("12 bytes").
        case foreign(String)
    }

    /// What the file `target` (symbolic links already followed) holds.
    private static func existing(at target: String) -> Existing {
        var info = stat()
        guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return .nothing }
        guard info.st_size <= maximumRecognizedSize else { return .foreign(Describe.count(Int(info.st_size), "byte")) }
        let bytes: [UInt8]
        do { bytes = try InputFile.read(target) } catch { return .foreign("it cannot be read: \(error.reason)") }
        return ToolFileFormat.recognize(bytes).map(Existing.tool) ?? .foreign(Describe.count(Int(info.st_size), "byte"))
    }

    /// `nil` when writing `path` loses nothing: it does not exist, is empty,
    /// is not a regular file, or is a file this tool wrote in `format` (in any
    /// of its formats, ``ToolFileFormat``, when `nil`). Otherwise what is there,
    /// to follow "exists and": "is not a file swipe-conformance wrote (12
    /// bytes)", or "is a profile swipe-conformance wrote, not a vector file".
    static func foreignContent(at path: String, as format: ToolFileFormat?, command: String) throws(UsageError) -> String? {
        let target: String
        do { target = try StagedFile.followingLinks(path) } catch { throw UsageError("\(command): \(error.description)") }
        switch existing(at: target) {
        case .nothing:
            return nil
        case let .foreign(what):
            return "is not a file swipe-conformance wrote (\(what))"
        case let .tool(recognized):
            guard let format, recognized != format else { return nil }
            return "is \(recognized.noun) swipe-conformance wrote, not \(format.noun)"
        }
    }

    /// The largest file read to recognise it as the tool's; a larger one is
    /// treated as not the tool's (no report of the tool comes near it).
    static let maximumRecognizedSize = 512 << 20

    /// Whether `path` is a regular file in one of the tool's formats (in
    /// `format`, when given): what a run that ends early may remove.
    static func isToolFile(at path: String, as format: ToolFileFormat? = nil) -> Bool {
        guard let target = try? StagedFile.followingLinks(path), case let .tool(recognized) = existing(at: target) else { return false }
        return format.map { $0 == recognized } ?? true
    }
}
