import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// Hostile input as a regression corpus: each reproduction of a runner defect
/// (a crash, a lie, a lost file, a confusing message) as a row with the
/// expected exit code, a phrase of the first line it prints, and the files
/// that must be unchanged. Misbehaving implementations that leave processes
/// are in ``ProcessContainmentTests``; the output policy's refusals in
/// ``OutputPlanTests``.
@Suite struct HostileInputCorpusTests {
    struct Row: Sendable, CustomStringConvertible {
        var description: String
        /// Arguments; `$D` is the row's temporary folder.
        var arguments: [String]
        var exitCode: ExitCode
        /// A phrase of the first line of standard error (or of standard output when `onStdout`).
        var firstLine: String
        var onStdout = false
        /// Files of the folder that must be unchanged.
        var unchanged: [String] = ["t.json", "ef.txt", "notes.txt"]
        /// A phrase the whole output must not contain.
        var never: String?
        /// Files of the folder that must not exist after the run (no report left beside a write error).
        var absent: [String] = []
        /// Whether standard error must be exactly one line (a write error: the file and the cause).
        var oneLine = false
    }

    static let rows: [Row] = [
        Row(description: "the one-character folder of generate --check is not a crash", arguments: ["generate", "--vectors", "$D/x", "--check"],
            exitCode: .failures, firstLine: "differs from what the reference generates"),
        Row(description: "--json of the input vector file", arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/t.json"],
            exitCode: .usage, firstLine: "is the same file as the input"),
        Row(description: "--junit of the input vector file", arguments: ["verify", "--vectors", "$D/t.json", "--junit", "$D/t.json"],
            exitCode: .usage, firstLine: "is the same file as the input"),
        Row(description: "--json of the expected-failures list", arguments: ["verify", "--vectors", "$D/t.json", "--expected-failures", "$D/ef.txt", "--json", "$D/ef.txt"],
            exitCode: .usage, firstLine: "is the same file as the input --expected-failures"),
        Row(description: "--json and --junit of one file", arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/r", "--junit", "$D/r"],
            exitCode: .usage, firstLine: "are the same file"),
        Row(description: "explain --svg of its input", arguments: ["explain", "$D/t.json", "--case", "example-1-open-then-tap", "--svg", "$D/t.json"],
            exitCode: .usage, firstLine: "is the same file as the input"),
        Row(description: "fuzz --out over a file the tool did not write", arguments: ["fuzz", "--cases", "1", "--out", "$D/notes.txt"],
            exitCode: .usage, firstLine: "not a file swipe-conformance wrote"),
        Row(description: "an empty --impl is bad usage", arguments: ["verify", "--vectors", "$D/t.json", "--impl", ""],
            exitCode: .usage, firstLine: "--impl needs a value (\"COMMAND\"), got an empty one"),
        Row(description: "a --case entry that matches nothing is named", arguments: ["verify", "--vectors", "$D/t.json", "--case", "example-1-*,no-such"],
            exitCode: .usage, firstLine: "no-such matches no case"),
        Row(description: "--requirement takes a group name", arguments: ["verify", "--vectors", "$D/t.json", "--requirement", "REV"],
            exitCode: .success, firstLine: "verify: SwipeReference", onStdout: true),
        Row(description: "a CRLF expected-failures list is read line by line", arguments: ["verify", "--vectors", "$D/t.json", "--expected-failures", "$D/crlf.txt"],
            exitCode: .failures, firstLine: "UNEXPECTED PASS example-1-open-then-tap", onStdout: true),
        Row(description: "a folder as --vectors file list item names its cause", arguments: ["verify", "--vectors", "$D/loop"],
            exitCode: .usage, firstLine: "loop"),
        Row(description: "an action id with escape sequences is printed inert", arguments: ["verify", "--vectors", "$D/escape-action.json", "--impl", "sh -c 'exit 3'"],
            exitCode: .protocolBroken, firstLine: "failed the handshake", never: "\u{1B}[2J"),
        // Vector files that cannot be read, each with its own cause.
        Row(description: "a missing --vectors file", arguments: ["verify", "--vectors", "$D/missing.json"],
            exitCode: .usage, firstLine: "missing.json: cannot read: no such file or directory"),
        Row(description: "a --vectors file that is not UTF-8", arguments: ["verify", "--vectors", "$D/binary.json"],
            exitCode: .usage, firstLine: "binary.json: not valid JSON: invalid JSON at line 1, column 1 (byte 0), in $: expected a value, found byte 0xFF (not UTF-8)"),
        Row(description: "an empty --vectors file", arguments: ["verify", "--vectors", "$D/empty.json"],
            exitCode: .usage, firstLine: "empty.json: not valid JSON: invalid JSON at line 1, column 1 (byte 0), in $: unexpected end of input"),
        Row(description: "a --vectors folder without vector files", arguments: ["verify", "--vectors", "$D/x"],
            exitCode: .usage, firstLine: "x: no vector files (*.json other than schema.json); run `swipe-conformance generate`"),
        // Implementations that misbehave at the handshake: the protocol code, never a verdict on the cases.
        Row(description: "an implementation that answers hello with garbage", arguments: ["verify", "--vectors", "$D/t.json", "--impl", "sh -c 'read l; echo garbage; sleep 60'"],
            exitCode: .protocolBroken, firstLine: "failed the handshake: the answer to hello is not JSON"),
        Row(description: "an implementation that exits before its hello", arguments: ["verify", "--vectors", "$D/t.json", "--impl", "sh -c 'read l; exit 0'"],
            exitCode: .protocolBroken, firstLine: "failed the handshake: the process ended (exit status 0) before writing a complete line"),
        Row(description: "an implementation that never says hello", arguments: ["verify", "--vectors", "$D/t.json", "--impl", "sleep 60", "--startup-timeout", "1"],
            exitCode: .protocolBroken, firstLine: "failed the handshake: timed out: no complete line on standard output within 1.000 s"),
        // Implementations that misbehave on their cases: each case is broken, with its cause, and the run exits 3.
        Row(description: "an implementation that crashes on its first case", arguments: ["verify", "--vectors", "$D/t.json", "--impl", helloThen("kill -SEGV $$")],
            exitCode: .protocolBroken, firstLine: "BROKEN example-1-open-then-tap t.json: the process ended (exit status 139) before writing a complete line", onStdout: true),
        Row(description: "an implementation that hangs on its first case", arguments: ["verify", "--vectors", "$D/t.json", "--impl", helloThen("sleep 60"), "--timeout", "1"],
            exitCode: .protocolBroken, firstLine: "BROKEN example-1-open-then-tap t.json: timed out: no complete line on standard output within 1.000 s", onStdout: true),
        // An empty --impl is bad usage in every command that takes one (the option's own parsing).
        Row(description: "fuzz with an empty --impl is bad usage", arguments: ["fuzz", "--impl", "", "--cases", "1"],
            exitCode: .usage, firstLine: "--impl needs a value (\"COMMAND\"), got an empty one"),
        Row(description: "compare with an empty --impl is bad usage", arguments: ["compare", "--impl", "true", "--impl", " "],
            exitCode: .usage, firstLine: "--impl needs a command"),
        Row(description: "explain with an empty --impl is bad usage", arguments: ["explain", "example-1-open-then-tap", "--impl", ""],
            exitCode: .usage, firstLine: "--impl needs a value (\"COMMAND\"), got an empty one"),
        Row(description: "infer with an empty --impl is bad usage", arguments: ["infer", "--impl", ""],
            exitCode: .usage, firstLine: "--impl needs a value (\"COMMAND\"), got an empty one"),
        // A blank entry of a list option names itself.
        Row(description: "a trailing empty --case entry is bad usage", arguments: ["verify", "--vectors", "$D/t.json", "--case", "example-1-*,"],
            exitCode: .usage, firstLine: "entry 2 of 2 is empty"),
        // Inputs that cannot be read say why, and say read.
        Row(description: "a FIFO as --vectors", arguments: ["verify", "--vectors", "$D/fifo.json"],
            exitCode: .usage, firstLine: "fifo.json: cannot read: is a FIFO, not a regular file"),
        Row(description: "/dev/null as --vectors", arguments: ["verify", "--vectors", "/dev/null"],
            exitCode: .usage, firstLine: "/dev/null: cannot read: is a device, not a regular file"),
        Row(description: "a folder named x.json in a vector folder", arguments: ["verify", "--vectors", "$D/vd"],
            exitCode: .usage, firstLine: "x.json: cannot read: is a directory"),
        Row(description: "a folder as --expected-failures is not a missing file", arguments: ["verify", "--vectors", "$D/t.json", "--expected-failures", "$D/x"],
            exitCode: .usage, firstLine: "x: is a directory", never: "create it"),
        Row(description: "a symbolic link loop as --vectors is an input", arguments: ["verify", "--vectors", "$D/loop"],
            exitCode: .usage, firstLine: "cannot read", never: "cannot write"),
        // An output folder that passes a permission check but cannot be written: at once, saying write.
        Row(description: "generate into /proc fails before the generation", arguments: ["generate", "--vectors", "/proc/swipe-x"],
            exitCode: .usage, firstLine: "cannot write the folder /proc/swipe-x", never: "NSCocoaErrorDomain"),
        // Strings from a vector file are inert in every command.
        // A case id with a control character is refused where the file is read (no command line could select it), quoted inert.
        Row(description: "coverage of a case id with escape sequences", arguments: ["coverage", "x\u{1B}[2J0 failed", "--vectors", "$D/escape.json"],
            exitCode: .usage, firstLine: #"$.cases[0].id: the case id "x\u{1B}[2J0 failed" holds the control character U+001B"#, never: "\u{1B}[2J"),
        Row(description: "explain of a case id with escape sequences", arguments: ["explain", "$D/escape.json", "--case", "x\u{1B}[2J0 failed"],
            exitCode: .usage, firstLine: #"$.cases[0].id: the case id "x\u{1B}[2J0 failed" holds the control character U+001B"#, never: "\u{1B}[2J"),
        Row(description: "verify of a case id with escape sequences", arguments: ["verify", "--vectors", "$D/escape.json"],
            exitCode: .usage, firstLine: #"$.cases[0].id: the case id "x\u{1B}[2J0 failed" holds the control character U+001B"#, never: "\u{1B}[2J"),
        Row(description: "explain of an action id with escape sequences", arguments: ["explain", "$D/escape-action.json", "--case", "example-1-open-then-tap"],
            exitCode: .success, firstLine: "example-1-open-then-tap", onStdout: true, never: "\u{1B}[2J"),
        Row(description: "an implementation that answers a case with garbage", arguments: ["verify", "--vectors", "$D/t.json", "--impl", helloThen("echo [1,2]; sleep 60")],
            exitCode: .protocolBroken, firstLine: "BROKEN example-1-open-then-tap t.json: the answer is not a JSON object: \"[1,2]\"", onStdout: true),
    ]

    /// Outputs written to a full disk (`/dev/full`: every write fails with
    /// ENOSPC): exit code 2, one line naming the file and the cause, and no
    /// output left, not even one written before the failing one.
    static let diskFullRows: [Row] = [
        Row(description: "verify --json /dev/full fails with its cause", arguments: ["verify", "--vectors", "$D/t.json", "--json", "/dev/full"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device (the disk is full)", oneLine: true),
        Row(description: "verify --junit /dev/full fails with its cause", arguments: ["verify", "--vectors", "$D/t.json", "--junit", "/dev/full"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device (the disk is full)", oneLine: true),
        // A report that cannot be written: the last line prints the real exit code.
        Row(description: "verify --json /dev/full: the summary prints exit code 2", arguments: ["verify", "--vectors", "$D/t.json", "--json", "/dev/full"],
            exitCode: .usage, firstLine: "verify: SwipeReference", onStdout: true, never: "exit code 0"),
        Row(description: "verify --junit /dev/full leaves no --json report of a run that exits 2",
            arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/r.json", "--junit", "/dev/full"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device", absent: ["r.json"], oneLine: true),
        Row(description: "verify --json /dev/full leaves the expected-failures list it was to rewrite",
            arguments: ["verify", "--vectors", "$D/t.json", "--expected-failures", "$D/ef.txt", "--fix-expected-failures", "--json", "/dev/full", "--junit", "$D/r.xml"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device", absent: ["r.xml"], oneLine: true),
        Row(description: "explain --svg /dev/full fails with its cause", arguments: ["explain", "$D/t.json", "--case", "example-1-open-then-tap", "--svg", "/dev/full"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device (the disk is full)", oneLine: true),
        Row(description: "fuzz --out /dev/full fails with its cause", arguments: ["fuzz", "--fault", "open-threshold-exclusive", "--cases", "300", "--out", "/dev/full"],
            exitCode: .usage, firstLine: "cannot write /dev/full: no space left on the device (the disk is full)", oneLine: true),
    ]

    /// Outputs in a folder on a read-only file system (`$D/ro`, a read-only
    /// tmpfs mounted in a mount namespace of the run's own): refused before
    /// the run, saying read-only.
    static let readOnlyRows: [Row] = [
        Row(description: "verify --json into a read-only file system", arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/ro/r.json"],
            exitCode: .usage, firstLine: "--json $D/ro/r.json: the file system is read-only", oneLine: true),
        Row(description: "verify --junit into a read-only file system leaves no --json report",
            arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/r.json", "--junit", "$D/ro/r.xml"],
            exitCode: .usage, firstLine: "--junit $D/ro/r.xml: the file system is read-only", absent: ["r.json"], oneLine: true),
        Row(description: "verify --fix-expected-failures of a list on a read-only file system",
            arguments: ["verify", "--vectors", "$D/t.json", "--expected-failures", "$D/ro/ef.txt", "--fix-expected-failures"],
            exitCode: .usage, firstLine: "the file system is read-only", oneLine: true),
        Row(description: "explain --svg into a read-only file system", arguments: ["explain", "$D/t.json", "--case", "example-1-open-then-tap", "--svg", "$D/ro/e.svg"],
            exitCode: .usage, firstLine: "--svg $D/ro/e.svg: the file system is read-only", oneLine: true),
        Row(description: "fuzz --out into a read-only file system", arguments: ["fuzz", "--cases", "1", "--out", "$D/ro/f.json"],
            exitCode: .usage, firstLine: "--out $D/ro/f.json: the file system is read-only", oneLine: true),
        Row(description: "generate into a read-only file system", arguments: ["generate", "--vectors", "$D/ro/v"],
            exitCode: .usage, firstLine: "cannot write the folder $D/ro/v: the file system is read-only", oneLine: true),
    ]

    /// Outputs in a folder the user may not write (`$D/locked`, root's, mode
    /// 755, the tool run as `nobody`; `$D/open` is writable by all): refused
    /// before the run, saying permission denied.
    static let permissionRows: [Row] = [
        Row(description: "verify --json into a folder the user may not write", arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/locked/r.json"],
            exitCode: .usage, firstLine: "--json $D/locked/r.json: permission denied (the folder $D/locked is not writable)", oneLine: true),
        Row(description: "verify --junit into a folder the user may not write leaves no --json report",
            arguments: ["verify", "--vectors", "$D/t.json", "--json", "$D/open/r.json", "--junit", "$D/locked/r.xml"],
            exitCode: .usage, firstLine: "--junit $D/locked/r.xml: permission denied (the folder $D/locked is not writable)", absent: ["open/r.json"], oneLine: true),
        Row(description: "explain --svg into a folder the user may not write", arguments: ["explain", "$D/t.json", "--case", "example-1-open-then-tap", "--svg", "$D/locked/e.svg"],
            exitCode: .usage, firstLine: "permission denied (the folder $D/locked is not writable)", oneLine: true),
        Row(description: "generate into a folder the user may not write", arguments: ["generate", "--vectors", "$D/locked/v"],
            exitCode: .usage, firstLine: "cannot write the folder $D/locked/v: permission denied", oneLine: true),
    ]

    /// A shell command that answers the hello (reveal and select, no features), then runs `action` on the first case.
    static func helloThen(_ action: String) -> String {
        let hello = #"{"type":"hello","protocol":1,"name":"b","version":"1","styles":["reveal","select"]}"#
        return "sh -c 'read l; echo \(hello.replacingOccurrences(of: "\"", with: "\\\"")); read l; \(action)'"
    }

    static func prepare() throws -> String {
        let dir = Paths.temporaryDirectory("corpus")
        let vectors = try #require(FileManager.default.contents(atPath: Paths.vectors + "/examples.json"))
        try vectors.write(to: URL(fileURLWithPath: dir + "/t.json"))
        try Data("example-1-open-then-tap\n".utf8).write(to: URL(fileURLWithPath: dir + "/ef.txt"))
        try Data("example-1-open-then-tap\r\n".utf8).write(to: URL(fileURLWithPath: dir + "/crlf.txt"))
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: dir + "/binary.json"))
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.json"))
        let text = String(decoding: vectors, as: UTF8.self).replacingOccurrences(of: "example-1-open-then-tap", with: "x\\u001b[2J0 failed")
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/escape.json"))
        let actionText = String(decoding: vectors, as: UTF8.self).replacingOccurrences(of: #""delete""#, with: #""x\u001b[2Jdelete""#)
        try Data(actionText.utf8).write(to: URL(fileURLWithPath: dir + "/escape-action.json"))
        try FileManager.default.createDirectory(atPath: dir + "/x", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: "loop")
        #expect(mkfifo(dir + "/fifo.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/vd/x.json", withIntermediateDirectories: true)
        try vectors.write(to: URL(fileURLWithPath: dir + "/vd/t.json"))
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/locked", withIntermediateDirectories: true)
        #expect(chmod(dir + "/locked", 0o755) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/open", withIntermediateDirectories: true)
        #expect(chmod(dir + "/open", 0o777) == 0)
        return dir
    }

    /// A file the tool stages before it renames it into place (`.NAME.tmp-PID-N`), left anywhere below `dir`.
    static func stagedLeftovers(in dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { StagedFile.name(of: $0).contains(".tmp-") }
    }

    /// Runs the built binary with `arguments`, started through `wrapper`
    /// (`unshare …`, `setpriv …`), in `dir`.
    static func runBinary(_ arguments: [String], through wrapper: [String], in dir: String) throws -> (code: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first: \(BinaryTests.binary)")
        return try BinaryTests.run(Array(wrapper.dropFirst()) + [BinaryTests.binary] + arguments, in: dir, binary: wrapper[0])
    }

    /// Starts the binary in a mount namespace of its own, with a read-only
    /// tmpfs mounted over the folder that follows these words.
    static let readOnlyMount = ["/usr/bin/unshare", "--mount", "/bin/sh", "-c", #"mount -t tmpfs -o ro tmpfs "$1" && shift && exec "$@""#, "sh"]

    /// Starts the binary as `nobody` (uid and gid 65534, no groups).
    static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    /// Whether `command` runs here with exit status 0.
    static func succeeds(_ command: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: command[0]) else { return false }
        return (try? BinaryTests.run(Array(command.dropFirst()), in: "/", binary: command[0]).code) == 0
    }

    /// Whether this machine can give the tool a genuinely read-only folder: a
    /// read-only tmpfs in a mount namespace of the run's own (root, or a user
    /// namespace, and `unshare` are needed; a container may forbid mounting).
    static let canMountReadOnly: Bool = {
        let dir = Paths.temporaryDirectory("ro-probe")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        return succeeds(readOnlyMount + [dir, "/bin/sh", "-c", #"! touch "$0/x" 2>/dev/null"#, dir])
    }()

    /// Whether this machine can run the tool as a user that may not write a
    /// folder of root's: `setpriv` is there and may change the user (only
    /// root may), and the user then cannot write there (root always can, so
    /// chmod alone denies root nothing).
    static let canRunAsNobody: Bool = {
        let dir = Paths.temporaryDirectory("nobody-probe")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard chmod(dir, 0o755) == 0 else { return false }
        return succeeds(asNobody + ["/bin/sh", "-c", #"! touch "$0/x" 2>/dev/null"#, dir])
            && succeeds(asNobody + [BinaryTests.binary, "--version"])
    }()

    /// The two last lines of a verify run: the counts they both state.
    static func lastTwoLines(_ out: String) -> (first: String, last: String) {
        let lines = out.split(separator: "\n").map(String.init)
        return (lines.count >= 2 ? lines[lines.count - 2] : "", lines.last ?? "")
    }

    /// `N passed, N failed, N broken, N skipped` as the line states them.
    static func counts(_ line: String) -> [String] {
        ["passed", "failed", "broken", "skipped"].map { word in
            let pattern = try! Regex("([0-9]+) \(word)")
            return line.firstMatch(of: pattern).map { String(line[$0.range]) } ?? "none \(word)"
        }
    }

    @Test("the two last lines of verify state the same counts, with --fail-on-skip and with expected failures")
    func lastLinesAgree() throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let serve = try VerifyImplTests.serveCommand() + #" | sed -u 's/"styles":\[[^]]*\]/"styles":["reveal"]/'"#
        let skipping = CLITests.cli("verify", "--vectors", dir + "/t.json", "--impl", serve, "--fail-on-skip")
        let (first, last) = Self.lastTwoLines(skipping.out)
        #expect(Self.counts(first) == Self.counts(last), "\(first)\n\(last)")
        // The fault's failing cases listed as expected failures: they count as passed on both lines.
        let fault = CLITests.cli("verify", "--vectors", dir + "/t.json", "--impl", try VerifyImplTests.serveCommand() + " --fault row-width-is-screen-width")
        let failing = fault.out.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { $0.split(separator: " ")[1] }
        try #require(!failing.isEmpty, "\(fault.out)\(fault.err)")
        try Data(failing.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: dir + "/listed.txt"))
        let expected = CLITests.cli("verify", "--vectors", dir + "/t.json", "--impl", try VerifyImplTests.serveCommand() + " --fault row-width-is-screen-width",
                                    "--expected-failures", dir + "/listed.txt")
        #expect(expected.code == .success, "\(expected.out)\(expected.err)")
        let (first2, last2) = Self.lastTwoLines(expected.out)
        #expect(Self.counts(first2) == Self.counts(last2), "\(first2)\n\(last2)")
    }

    @Test("explain --svg escapes control characters of an action id for XML")
    func svgHasNoControlCharacters() throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLITests.cli("explain", dir + "/escape-action.json", "--case", "example-1-open-then-tap", "--svg", dir + "/e.svg")
        #expect(r.code == .success, "\(r.out)\(r.err)")
        let svg = try String(contentsOfFile: dir + "/e.svg", encoding: .utf8)
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character in the SVG")
        #expect(svg.contains("x\\u{1B}[2Jdelete"))
    }

    @Test("an unreadable input names its cause from the errno", arguments: [
        (EACCES, "permission denied"), (ELOOP, "too many levels of symbolic links (a loop)"), (ENOENT, "no such file or directory"),
    ])
    func readCauses(code: Int32, cause: String) {
        #expect(InputFile.cause(code) == cause)
    }

    @Test("hints name the binary as invoked: swift run only from the package root", arguments: [
        ("/pkg/.build/debug/swipe-conformance", "/pkg", "swift run swipe-conformance"),
        ("/pkg/.build/debug/swipe-conformance", "/elsewhere", "/pkg/.build/debug/swipe-conformance"),
        (".build/debug/swipe-conformance", "/pkg", "swift run swipe-conformance"),
        ("./swipe-conformance", "/bin", "./swipe-conformance"),
        ("swipe-conformance", "/anywhere", "swipe-conformance"),
        ("/usr/bin/xctest", "/pkg", "swipe-conformance"),
    ])
    func toolNameAsInvoked(invoked: String, directory: String, expected: String) {
        #expect(CLI.invocation(of: invoked, in: directory) == expected)
    }

    @Test("each reproduction ends with its exit code, its first line, and its files unchanged", arguments: rows)
    func reproduction(_ row: Row) throws {
        try Self.reproduce(row, Self.inProcess)
    }

    /// `/dev/full` is Linux's (and FreeBSD's); elsewhere there is no device that is always full.
    @Test("a report written to a full disk exits 2 naming the file and the cause, and leaves no report",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")), arguments: diskFullRows)
    func diskFull(_ row: Row) throws {
        try Self.reproduce(row, Self.inProcess)
    }

    /// The container's own read-only mounts belong to its machinery; the test
    /// mounts a read-only tmpfs of its own, in a mount namespace that only the
    /// run sees, which needs root (or user namespaces) and `unshare`.
    @Test("a report written into a read-only file system exits 2 saying read-only", .enabled(if: canMountReadOnly), arguments: readOnlyRows)
    func readOnlyFileSystem(_ row: Row) throws {
        try Self.reproduce(row) { arguments, dir in
            try Self.runBinary(arguments, through: Self.readOnlyMount + [dir + "/ro"], in: dir)
        }
    }

    /// Root writes any folder whatever its mode: the denial needs another
    /// user, which only root can switch to (`setpriv`).
    @Test("a report written into a folder the user may not write exits 2 saying permission denied", .enabled(if: canRunAsNobody), arguments: permissionRows)
    func permissionDenied(_ row: Row) throws {
        try Self.reproduce(row) { arguments, dir in
            try Self.runBinary(arguments, through: Self.asNobody, in: dir)
        }
    }

    /// Runs the tool in process (``CLI/run(arguments:standardOutput:standardError:)``) with `arguments`.
    static func inProcess(_ arguments: [String], in _: String) -> (code: Int32, out: String, err: String) {
        let r = CLITests.cli(arguments)
        return (r.code.rawValue, r.out, r.err)
    }

    /// Runs `row` with `run` (its arguments with `$D` replaced, and the
    /// folder) and checks its exit code, first line, files and leftovers.
    static func reproduce(_ row: Row, _ run: ([String], String) throws -> (code: Int32, out: String, err: String)) throws {
        let dir = try prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = row.unchanged.map { FileManager.default.contents(atPath: dir + "/" + $0) }
        let r = try run(row.arguments.map { $0.replacingOccurrences(of: "$D", with: dir) }, dir)
        #expect(r.code == row.exitCode.rawValue, "\(r.out)\(r.err)")
        let first = (row.onStdout ? r.out : r.err).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(row.firstLine.replacingOccurrences(of: "$D", with: dir)), "first line: \(first)\n\(r.out)\(r.err)")
        if let never = row.never { #expect(!(r.out + r.err).contains(never)) }
        if row.oneLine { #expect(r.err.split(separator: "\n").count == 1, "standard error:\n\(r.err)") }
        #expect(row.unchanged.map { FileManager.default.contents(atPath: dir + "/" + $0) } == before, "a file changed")
        for name in row.absent { #expect(!FileManager.default.fileExists(atPath: dir + "/" + name), "\(name) was left") }
        #expect(stagedLeftovers(in: dir).isEmpty, "staged files left: \(stagedLeftovers(in: dir))")
    }

    /// What one run says in each of its four forms: the exit code, the text
    /// summary's last line, the JSON `summary` and the JUnit totals, each read
    /// as counts of passed, failed, broken and skipped cases.
    struct FourForms {
        var exitCode: Int32
        var text: [String: Int]
        var json: [String: Int]
        var junit: [String: Int]
        var jsonExitCode: Int?
        var textExitCode: Int?
    }

    /// Reads the four forms of a verify run that wrote `r.json` and `r.xml` into `dir`.
    static func fourForms(_ r: CLITests.Run, in dir: String) throws -> FourForms {
        let last = lastTwoLines(r.out).last
        var text: [String: Int] = [:]
        for word in ["passed", "failed", "broken", "skipped"] {
            let match = try #require(last.firstMatch(of: try Regex("([0-9]+) \(word)")), "\(word) in \(last)")
            text[word] = Int(String(last[match.range]).split(separator: " ")[0])
        }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json"))) as? [String: Any]
        let summary = try #require(document?["summary"] as? [String: Any], "no summary in r.json")
        var json: [String: Int] = [:]
        for word in ["passed", "failed", "broken", "skipped", "expectedFailures", "staleExpectedFailures", "total"] {
            json[word] = summary[word] as? Int
        }
        let xml = try String(contentsOfFile: dir + "/r.xml", encoding: .utf8)
        let suite = try #require(xml.split(separator: "\n").first { $0.contains("<testsuites ") }.map(String.init))
        var junit: [String: Int] = [:]
        for attribute in ["tests", "failures", "errors", "skipped"] {
            let match = try #require(suite.firstMatch(of: try Regex(" \(attribute)=\"([0-9]+)\"")), "\(attribute) in \(suite)")
            junit[attribute] = Int(suite[match.range].split(separator: "\"")[1])
        }
        let textCode = last.firstMatch(of: /exit code ([0-9]+)$/).map { Int($0.1) } ?? nil
        return FourForms(exitCode: r.code.rawValue, text: text, json: json, junit: junit,
                         jsonExitCode: summary["exitCode"] as? Int, textExitCode: textCode)
    }

    /// The four forms tell one story: the same counts, each case counted once,
    /// and the exit code they imply is the tool's.
    static func expectOneStory(_ forms: FourForms, _ context: String) {
        #expect(forms.jsonExitCode == Int(forms.exitCode), "JSON summary.exitCode\n\(context)")
        #expect(forms.textExitCode == Int(forms.exitCode), "text exit code\n\(context)")
        for (word, attribute) in [("failed", "failures"), ("broken", "errors"), ("skipped", "skipped")] {
            #expect(forms.text[word] == forms.json[word], "\(word): text \(forms.text[word] ?? -1), JSON \(forms.json[word] ?? -1)\n\(context)")
            #expect(forms.json[word] == forms.junit[attribute], "\(word): JSON \(forms.json[word] ?? -1), JUnit \(attribute) \(forms.junit[attribute] ?? -1)\n\(context)")
        }
        #expect(forms.text["passed"] == forms.json["passed"], "passed\n\(context)")
        // Each case in exactly one count of the JSON summary (stale ids are failures that are not cases).
        let counted = ["passed", "expectedFailures", "failed", "broken", "skipped"].reduce(0) { $0 + (forms.json[$1] ?? 0) }
        #expect(counted == (forms.json["total"] ?? 0) + (forms.json["staleExpectedFailures"] ?? 0), "each case counted once\n\(context)")
        // The exit code the counts imply (PROTOCOL.md 6).
        let implied: ExitCode = (forms.json["broken"] ?? 0) > 0 ? .protocolBroken : (forms.json["failed"] ?? 0) > 0 ? .failures : .success
        #expect(implied.rawValue == forms.exitCode, "the counts imply exit code \(implied.rawValue)\n\(context)")
    }

    @Test("--fail-on-skip: the exit code, the text summary, the JSON and the JUnit report tell one story", arguments: [true, false])
    func failOnSkipAgrees(failOnSkip: Bool) throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The built-in server announcing the reveal style only: select cases are skipped.
        let serve = try VerifyImplTests.serveCommand() + #" | sed -u 's/"styles":\[[^]]*\]/"styles":["reveal"]/'"#
        let r = CLITests.cli(["verify", "--vectors", dir + "/t.json", "--impl", serve, "--json", dir + "/r.json", "--junit", dir + "/r.xml"]
                             + (failOnSkip ? ["--fail-on-skip"] : []))
        #expect(r.code == (failOnSkip ? ExitCode.failures : .success), "\(r.out)\(r.err)")
        let forms = try Self.fourForms(r, in: dir)
        Self.expectOneStory(forms, "\(forms)\n\(r.out)")
        // The skipped cases are there: failed with --fail-on-skip, skipped without.
        #expect((forms.json[failOnSkip ? "failed" : "skipped"] ?? 0) > 0, "\(forms)")
        #expect(forms.json[failOnSkip ? "skipped" : "failed"] == 0, "\(forms)")
    }

    @Test("--fix-expected-failures: the exit code, the summary, the JSON and the JUnit agree with the list it writes, and a broken run removes nothing")
    func fixExpectedFailuresAgrees() throws {
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Every case broken: the listed id did not run to a result and stays.
        let broken = CLITests.cli("verify", "--vectors", dir + "/t.json", "--impl", "sh -c 'read l; echo {\\\"type\\\":\\\"hello\\\",\\\"protocol\\\":1,\\\"name\\\":\\\"b\\\",\\\"version\\\":\\\"1\\\",\\\"styles\\\":[\\\"reveal\\\",\\\"select\\\"]}; read l; exit 9'",
                                  "--expected-failures", dir + "/ef.txt", "--fix-expected-failures")
        #expect(broken.code == ExitCode.protocolBroken, "\(broken.out)\(broken.err)")
        #expect(try String(contentsOfFile: dir + "/ef.txt", encoding: .utf8).contains("example-1-open-then-tap"))
        // A passing case listed: removed, and the run then agrees with the new list.
        let fixed = CLITests.cli("verify", "--vectors", dir + "/t.json", "--expected-failures", dir + "/ef.txt", "--fix-expected-failures",
                                 "--json", dir + "/r.json", "--junit", dir + "/r.xml")
        #expect(fixed.code == ExitCode.success, "\(fixed.out)\(fixed.err)")
        #expect(fixed.out.contains("1 removed (example-1-open-then-tap)"), "\(fixed.out)")
        #expect(fixed.out.contains("exit code 0"), "\(fixed.out)")
        #expect(try String(contentsOfFile: dir + "/r.json", encoding: .utf8).contains("\"exitCode\": 0"))
        #expect(try String(contentsOfFile: dir + "/r.xml", encoding: .utf8).contains("failures=\"0\""))
        Self.expectOneStory(try Self.fourForms(fixed, in: dir), fixed.out)
        #expect(!(try String(contentsOfFile: dir + "/ef.txt", encoding: .utf8)).contains("example-1-open-then-tap"))
    }

    /// A small random CLI fuzzer: options, paths and file contents drawn from a
    /// seeded generator; no crash (the run is in process: a trap ends the test
    /// process), an exit code from the documented set, and no file changed
    /// except the outputs named.
    @Test("random command lines: a documented exit code and no file changed outside the named outputs")
    func randomCommandLines() throws {
        var generator = SplitMix(seed: 0x5EED_2026)
        let dir = try Self.prepare()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = ["t.json", "ef.txt", "notes.txt", "crlf.txt", "escape.json", "x", "loop", "missing/f.json", ".", "", "/dev/full", "/dev/null", "out.json"]
        let options = ["--vectors", "--json", "--junit", "--expected-failures", "--case", "--requirement", "--shard", "--batch", "--max-failures",
                       "--fail-on-skip", "--fix-expected-failures", "--force", "--bogus"]
        let values = ["1", "0", "-1", "1/2", "3/2", "THR", "example-*", "*", "[", "\u{1B}[2J", "99999999999999999999"]
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        for _ in 0..<40 {
            let command = ["verify", "explain", "coverage", "bogus"][generator.next(4)]
            var arguments = [command]
            var outputs: Set<String> = []
            for _ in 0..<generator.next(5) {
                let option = options[generator.next(options.count)]
                arguments.append(option)
                if ["--fail-on-skip", "--fix-expected-failures", "--force"].contains(option) { continue }
                let value = generator.next(2) == 0 ? values[generator.next(values.count)] : paths[generator.next(paths.count)]
                let full = value.isEmpty || value.hasPrefix("/") || values.contains(value) ? value : dir + "/" + value
                arguments.append(full)
                if ["--json", "--junit", "--expected-failures"].contains(option) { outputs.insert(StagedFile.name(of: full)) }
            }
            let before = files.map { FileManager.default.contents(atPath: dir + "/" + $0) }
            let r = CLITests.cli(arguments)
            // A code the command's help lists (an unknown command is bad usage).
            let documented: Set<ExitCode> = CLI.commandExitCodes[command].map { Set($0.keys) } ?? [.usage]
            #expect(documented.contains(r.code), "\(arguments): \(r.code)")
            for (name, old) in zip(files, before) where !outputs.contains(name) {
                #expect(FileManager.default.contents(atPath: dir + "/" + name) == old, "\(arguments) changed \(name)")
            }
        }
    }
}

/// A small seeded generator for the random command lines (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
