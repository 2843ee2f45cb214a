import SwipeReference
import SwipeConformance
import SwipeVectorCatalog
import Foundation
import ChildProcesses

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Generate {
    static let help = """
    swipe-conformance generate — write the vectors from the reference

    \(OptionHelp.usage("generate", options))

    Builds every vector (the curated cases of CuratedCases and the seeded cases of
    GeneratedCases), computes the expected observations with the reference, prints
    the per-requirement coverage summary, and writes DIR/*.json (default ./Vectors).
    Other files in DIR are never removed or changed (they are named on stderr); a DIR
    without schema.json and README.md (the vector format) gets a copy of the package's.
    Output is byte-identical from run to run. Files are written in a staging
    directory and moved into place only when all of them are written and read back,
    so a failed or interrupted generation leaves DIR untouched (SIGINT, SIGTERM or
    SIGHUP before the files are moved into place stops it there; one that lands
    after is reported with the files written). When DIR is the
    package's top-level Vectors/, the copy compiled into the library and the tool
    (Sources/SwipeVectorData/SwipeVectorData.c) is written too, and --check compares it.

    Fails when a requirement of SPEC.md has fewer than \(Describe.count(VectorGenerator.minimumCoverage, "vector")).

    With --profile NAME|FILE (other than default), writes that profile's vector set
    instead (SPEC.md section 10): the curated and generated cases with the profile
    applied (its fixed parameters, times and positions on its quanta, touches inside
    the row; cases it cannot receive are left out and counted), plus the design
    choices' boundary cases at its thresholds, each citing the requirements and the
    DCH ids of the choice values it exercises, expected as the reference under the
    profile says. Every file carries the profile. DIR must then be given and must
    not be the package's Vectors/ (the default profile's). Fails when a DCH id of
    the profile has fewer than \(Describe.count(VectorGenerator.minimumCoverage, "vector")).

    \(OptionHelp.section(options))

    \(ExitCode.helpSection(exitCodes))
    """

    /// The codes `generate` can return, with what each means for it (its help's EXIT CODES).
    static let exitCodes: [ExitCode: String] = [
        .success: "the vectors were written (with --check: DIR is in sync)",
        .failures: "a requirement has too few vectors, or (with --check) DIR differs",
        .usage: "bad usage (DIR is a file, or cannot be written)",
    ]

    static let vectors = Option.vectors("DIR", help: "the vector directory", defaultText: CLI.defaultVectors())
    static let check = Option.flag("check", role: .conduct, help: """
        write nothing; exit 1 naming every file that differs from what
        the reference generates (CI runs this)
        """)

    static let profile = ProfileOption.vectorSet("write this design's vector set (SPEC.md section 10) instead")

    /// The options of `generate`, in the order of its help.
    static let options: [any CommandOption] = [vectors, check, profile]

    /// The documents that describe the vector format, beside the vectors of the package.
    static let companionFiles = ["schema.json", "README.md"]

    /// The package's own `Vectors/`, from where this file was compiled.
    static let packageVectors = StagedFile.joined(PackageFile.root, "Vectors")

    /// schema.json and README.md for `dir` when it lacks them (a new vector
    /// folder is self-describing); an existing copy is never replaced. They are
    /// written together with the vectors (``VectorGenerator/write(_:to:companions:)``).
    ///
    /// - Returns: the names and texts to write.
    static func companions(for dir: String, err: any TextStream) -> [(name: String, text: String)] {
        var written: [(name: String, text: String)] = []
        for name in companionFiles {
            let target = StagedFile.joined(dir, name)
            guard !FileManager.default.fileExists(atPath: target) else { continue }
            let source = StagedFile.joined(packageVectors, name)
            guard let data = FileManager.default.contents(atPath: source), let text = String(data: data, encoding: .utf8) else {
                err.write("generate: \(name) is not written to \(dir): the package sources (\(packageVectors)) are not on this machine; copy it from the repository\n")
                continue
            }
            written.append((name, text))
        }
        return written
    }

    /// Fails before any work when `dir` cannot be written, naming the cause:
    /// creates `dir` (and its missing parents) and a probe file in it, then
    /// removes the probe. A check of permissions alone passes where a write
    /// still fails (`/proc`, a full disk, a read-only mount seen as writable
    /// by root), and the failure would come only after the whole generation.
    ///
    /// - Returns: the folders it created, deepest first, for ``removeCreated(_:)``
    ///   to remove when the generation fails (a failed generation leaves DIR as it was).
    static func probeWritable(_ dir: String) throws(UsageError) -> [String] {
        var missing: [String] = []
        var folder = dir.count > 1 && dir.hasSuffix("/") ? String(dir.dropLast()) : dir
        var info = stat()
        while stat(folder, &info) != 0 {
            missing.append(folder)
            let parent = StagedFile.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        var created: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else {
                let code = errno
                removeCreated(created.reversed())
                // Its parent exists (made just before, or found): ENOENT here is a
                // file system that creates nothing (`/proc`), not a missing folder.
                let cause = code == ENOENT ? "the file system refuses to create it (\(String(cString: strerror(code))))"
                    : StagedFile.cause(code, folder: StagedFile.folder(of: folder))
                throw UsageError("generate: \(vectors.spec.flag) \(dir): cannot write the folder \(folder): \(cause)")
            }
            created.append(folder)
        }
        let probe = StagedFile.joined(dir, ".swipe-conformance-probe-\(getpid())")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        let code = errno
        if descriptor >= 0 {
            var byte: UInt8 = 0x0A
            let written = write(descriptor, &byte, 1)
            let writeCode = errno
            _ = close(descriptor)
            _ = unlink(probe)
            if written == 1 { return created.reversed() }
            removeCreated(created.reversed())
            throw UsageError("generate: \(vectors.spec.flag) \(dir): cannot write: \(StagedFile.cause(writeCode, folder: dir))")
        }
        removeCreated(created.reversed())
        throw UsageError("generate: \(vectors.spec.flag) \(dir): cannot write: \(StagedFile.cause(code, folder: dir))")
    }

    /// Removes the folders `probeWritable` created (deepest first), each only
    /// while it is empty: what a failed generation made goes, nothing else.
    static func removeCreated(_ folders: some Sequence<String>) {
        for folder in folders where rmdir(folder) != 0 { break }
    }

    /// A write error of the generation as one line that says `write` and its cause.
    static func writeFailure(_ error: any Error, dir: String) -> UsageError {
        switch error {
        case let VectorError.unreadable(file, reason):
            // VectorGenerator reports a failed staging or rename as the file and its cause.
            return UsageError("generate: cannot write \(file): \(reason)")
        case let error as FileWriteError:
            return UsageError("generate: \(error.description)")
        case let error as NSError:
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
            let cause = underlying?.domain == NSPOSIXErrorDomain
                ? StagedFile.cause(Int32(underlying?.code ?? 0), folder: dir) : error.localizedDescription
            return UsageError("generate: cannot write \(dir): \(cause)")
        }
    }

    static func run(_ args: [String], _ out: any TextStream, _ err: any TextStream) throws -> ExitCode {
        let parsed = try ParsedArguments(args, command: "generate", options: options)
        try parsed.expectNoPositionals()
        let dir = try parsed.value(vectors) ?? CLI.defaultVectors()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UsageError("generate: \(vectors.spec.flag) \(dir) is a file; give a folder (it is created if missing)")
        }
        let checking = try parsed.value(check)
        let created = checking ? [] : try probeWritable(dir)
        // Whatever fails from here on, the folders the probe created go again.
        var generated = false
        defer { if !generated { removeCreated(created) } }
        let profile = try parsed.value(Self.profile).map { (v) throws(UsageError) in try ProfileOption.load(v, command: "generate") }
        let files: [VectorFile]
        let coverage: [(id: RequirementID, cases: [String])]
        let thin: [(id: RequirementID, cases: [String])]
        if let profile, !profile.isDefault {
            guard let given = try parsed.value(vectors) else {
                throw UsageError("generate: \(Self.profile.spec.flag) \(profile.name) needs \(vectors.spec.flag) DIR; "
                                 + "the package's Vectors/ holds the default profile's vectors")
            }
            if (given as NSString).standardizingPath == (packageVectors as NSString).standardizingPath
                || (given as NSString).standardizingPath == (CLI.defaultVectors() as NSString).standardizingPath {
                throw UsageError("generate: \(given) is the package's Vectors/, the default profile's; give another \(vectors.spec.flag) DIR for profile \(profile.name)")
            }
            let derived = try ProfileVectors.derive(for: profile)
            files = derived.files
            coverage = ProfileVectors.coverage(of: files, profile: profile)
            thin = coverage.filter { $0.id.isDesignChoice && $0.cases.count < VectorGenerator.minimumCoverage }
            out.write("generate: profile \(profile.name): \(Describe.count(derived.leftOut.count, "case")) left out: \(derived.leftOutSummary)\n")
        } else {
            files = try VectorGenerator.files()
            coverage = VectorGenerator.coverage(of: files)
            thin = coverage.filter { $0.cases.count < VectorGenerator.minimumCoverage }
        }
        let total = files.reduce(0) { $0 + $1.cases.count }
        out.write(Coverage.table(coverage))
        if !thin.isEmpty {
            err.write("generate: requirements with fewer than \(Describe.count(VectorGenerator.minimumCoverage, "vector")): "
                      + thin.map { "\($0.id) (\($0.cases.count))" }.joined(separator: ", ") + "; add curated cases for them\n")
            return .failures
        }
        if checking {
            let diffs = try VectorGenerator.differences(files, in: dir, embedded: profile?.isDefault ?? true)
            if diffs.isEmpty {
                out.write("generate --check: \(dir) is in sync with the reference (\(Describe.count(files.count, "file")), \(Describe.count(total, "vector")))\n")
                return .success
            }
            // Each difference with what ends it: generate rewrites its own files and leaves the others alone.
            let rewritten = diffs.filter(\.isRewritten), leftAlone = diffs.filter { !$0.isRewritten }
            var advice: [String] = []
            if !rewritten.isEmpty {
                advice.append("run `\(PrintedCommand(Generate.self, from: parsed))` and commit the result")
            }
            if !leftAlone.isEmpty {
                advice.append("remove \(leftAlone.map(\.name).joined(separator: ", ")) from \(dir) (generate leaves a file it does not write alone, "
                              + "and verify would read \(leftAlone.count == 1 ? "it" : "them") as vectors)")
            }
            err.write("generate --check: \(dir) differs from what the reference generates: \(diffs.map(\.description).joined(separator: ", ")); "
                      + advice.joined(separator: "; ") + "\n")
            return .failures
        }
        // A stop signal before the files are moved into place leaves DIR untouched.
        func interrupted() -> Bool {
            guard let signal = TerminationSignals.receivedSignal else { return false }
            err.write("generate: interrupted by \(TerminationSignals.name(of: signal)) before the files were moved into place; \(dir) is untouched\n")
            return true
        }
        if interrupted() { return .failures }  // the tool then ends with the signal (128 + N)
        let companions = companions(for: dir, err: err)
        let foreign: [String]
        do {
            foreign = try VectorGenerator.write(files, to: dir, embedded: profile?.isDefault ?? true, companions: companions,
                                                shouldStop: { TerminationSignals.receivedSignal != nil })
        } catch is CancellationError {
            _ = interrupted()
            return .failures
        } catch {
            throw writeFailure(error, dir: dir)
        }
        generated = true
        out.write("generate: wrote \(Describe.count(files.count, "file")), \(Describe.count(total, "vector")) to \(dir)\n")
        if let signal = TerminationSignals.receivedSignal {
            // Too late to stop: the tool ends with the signal, and says what DIR holds.
            err.write("generate: interrupted by \(TerminationSignals.name(of: signal)) after the files were moved into place; "
                      + "\(dir) holds the new vectors (exit code \(128 + signal))\n")
        }
        if !companions.isEmpty { out.write("generate: wrote \(companions.map(\.name).joined(separator: " and ")) (the format) to \(dir)\n") }
        if !foreign.isEmpty {
            err.write("generate: left alone in \(dir), not generated: \(foreign.joined(separator: ", ")); remove them if they are leftovers (verify reads every *.json there)\n")
        }
        return .success
    }
}
