import StrictJSON
import SwipeConformance

/// The formats of the files this tool writes, each recognised by a precise
/// signature: what ``OutputPlan`` replaces without `--force` is a file in one
/// of these formats, never a file that merely mentions the tool's name (a
/// user's script that runs `swipe-conformance` is not the tool's file).
enum ToolFileFormat: CaseIterable, Equatable {
    /// `verify --json`: a JSON object with exactly the report's top-level
    /// fields (PROTOCOL.md 5), `tool` naming swipe-conformance.
    case verifyReport
    /// `compare --json`: a JSON object with exactly `tool` and `implementations`.
    case compareReport
    /// `verify --junit`: the XML declaration, then `<testsuites name="swipe-conformance" `.
    case junit
    /// `fuzz --out`, `fuzz --out-dir`: a vector file whose text is the one the
    /// tool writes for the cases it holds.
    case vectorFile
    /// `infer --out`: a profile whose text is the one the tool writes for it.
    case profile
    /// `explain --svg`: the drawing's own opening lines and its closing tag.
    case drawing
    /// `bench … --out`: a Markdown heading, and the `swipe-conformance bench`
    /// command that made it in its first three lines.
    case benchReport

    /// The format in words, with its article, for messages: "a profile".
    var noun: String {
        switch self {
        case .verifyReport: "a verify report"
        case .compareReport: "a compare report"
        case .junit: "a JUnit report"
        case .vectorFile: "a vector file"
        case .profile: "a profile"
        case .drawing: "an explain drawing"
        case .benchReport: "a bench report"
        }
    }

    /// The format `bytes` are in, or `nil` when they are not a file this tool writes.
    static func recognize(_ bytes: [UInt8]) -> ToolFileFormat? {
        let json = (bytes.first(where: { !" \n\r\t".utf8.contains($0) }) == UInt8(ascii: "{"))
            ? try? JSONParser().parse(bytes) : nil
        return allCases.first { $0.matches(bytes, json: json) }
    }

    private func matches(_ bytes: [UInt8], json: JSONValue?) -> Bool {
        let text = { String(decoding: bytes, as: UTF8.self) }
        switch self {
        case .verifyReport, .compareReport:
            guard case let .object(object)? = json, case let .string(tool)? = object["tool"],
                  tool.hasPrefix("swipe-conformance ") else { return false }
            return Set(object.keys) == (self == .verifyReport ? Reports.jsonKeys : ["tool", "implementations"])
        case .junit:
            return bytes.starts(with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swipe-conformance\" ".utf8)
        case .vectorFile:
            guard case .object? = json, let file = try? VectorStore.decode(bytes, file: "") else { return false }
            return file.text() == text()
        case .profile:
            guard let json, let profile = try? Profile(json: json, origin: "") else { return false }
            return JSONWriter.write(profile.json, style: .pretty) + "\n" == text()
        case .drawing:
            return bytes.starts(with: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"".utf8)
                && text().contains("font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n")
                && text().hasSuffix("</svg>\n")
        case .benchReport:
            let lines = text().split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).prefix(3)
            return lines.first?.hasPrefix("# ") == true && lines.contains { $0.contains("swipe-conformance bench ") }
        }
    }
}

extension ToolFileFormat {
    /// What to say of `error` when the file it names is one of the tool's own
    /// outputs that is not a vector file (a report, a profile, a drawing) lying
    /// among the vectors: what it is and what to do, instead of the field it
    /// lacks. `nil` for any other error.
    static func misreadAsVectors(_ error: VectorError) -> String? {
        let file: String
        switch error {
        case let .malformed(name, _), let .invalid(name, _), let .unsupportedFormat(name, _): file = name
        default: return nil
        }
        guard let bytes = try? InputFile.read(file), bytes.count <= OutputFile.maximumRecognizedSize,
              let format = recognize(bytes), format != .vectorFile else { return nil }
        let folder = StagedFile.folder(of: file)
        return "\(file) is \(format.noun) swipe-conformance wrote, not a vector file; move it out of \(folder) "
            + "(verify --vectors \(folder) reads every *.json there as vectors)"
    }
}
