import QuotedText
import StrictJSON
import SwipeReference

/// Why a vector file or directory cannot be used. Every description is one line:
/// the file, the JSON path or case id, what was expected, and what to do.
public enum VectorError: Error, Equatable, CustomStringConvertible, ToolHinting {
    /// The file or directory cannot be read.
    case unreadable(file: String, reason: String)
    /// The text is not valid JSON (truncated, NaN, nesting too deep …).
    case malformed(file: String, JSONParseError)
    /// Valid JSON that does not have the vector format's shape, outside a case
    /// (or a case whose id cannot be read).
    case invalid(file: String, JSONReadError)
    /// A case that does not have the vector format's shape: its id and the JSON path.
    case invalidCase(file: String, caseID: String, JSONReadError)
    /// A format version this tool does not know.
    case unsupportedFormat(file: String, found: String)
    /// A case whose rows the reference refuses (SPEC GEO-6, ACC-4), at `path` (its rows).
    case invalidConfiguration(file: String, caseID: String, path: JSONPath, ConfigurationError)
    /// A case whose observation count differs from its event count, or similar,
    /// at `path` (`nil`: no one place in a file).
    case inconsistent(file: String, caseID: String, path: JSONPath?, reason: String)
    /// Two cases share an id.
    case duplicateID(String, files: [String])
    /// A requirement id SPEC.md does not define, at `path`.
    case unknownRequirement(file: String, caseID: String, path: JSONPath, id: String)
    /// The directory holds no vector file.
    case empty(directory: String)
    /// A requirement selection that names neither a requirement id nor a group prefix.
    case unknownRequirementSelection(String)
    /// A file of a set carries another profile than the set's first file (`nil`:
    /// no profile, the default one): a set is judged under one profile.
    case mixedProfiles(file: String, profile: String?, firstFile: String, firstProfile: String?)

    /// The error on one line: the file, the case id or JSON path, and what to
    /// do, a command to run naming the tool as found on `PATH`.
    public var description: String { description(invokedAs: Self.toolOnPath) }

    /// A case id as an error names it: as it is when it is plain, quoted when
    /// it holds a space, a quote or anything a terminal would act on.
    static func caseName(_ id: String) -> String {
        id.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control && $0 != " " && $0 != "\"" })
            ? id : quoteShortened(id, limit: 80)
    }

    /// The error on one line, a command to run naming the tool as `tool`
    /// (the command line passes its invocation, ``ToolHinting``).
    package func description(invokedAs tool: String) -> String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): cannot read: \(reason)"
        case let .malformed(file, error):
            return "\(file): not valid JSON: \(error)"
        case let .invalid(file, error):
            return "\(file): \(error)"
        case let .invalidCase(file, id, error):
            return "\(file): case \(Self.caseName(id)): \(error)"
        case let .unsupportedFormat(file, found):
            return "\(file): $.format: unsupported vector format (found \(found)); this tool reads format \(SwipeConformanceVersion.vectorFormat). Regenerate the file with `\(tool) generate` or use a matching tool version."
        case let .invalidConfiguration(file, id, path, error):
            return "\(file): case \(Self.caseName(id)): \(path): invalid rows: \(error)"
        case let .inconsistent(file, id, path, reason):
            return "\(file): case \(Self.caseName(id)): \(path.map { "\($0): " } ?? "")\(reason)"
        case let .duplicateID(id, files):
            return "\(files.joined(separator: ", ")): case id \(quoteShortened(id, limit: 80)) appears more than once; ids must be unique"
        case let .unknownRequirement(file, id, path, requirement):
            return "\(file): case \(Self.caseName(id)): \(path): requirement \(quoteShortened(requirement, limit: 40)) is not defined in SPEC.md; "
                + "give ids of SPEC.md (THR-2)"
        case let .empty(directory):
            return "\(directory): no vector files (*.json other than schema.json); run `\(tool) generate`"
        case let .mixedProfiles(file, profile, firstFile, firstProfile):
            func named(_ p: String?) -> String { p.map { "profile \(quoteShortened($0, limit: 40))" } ?? "no profile (the default one)" }
            let clash = profile == firstProfile
                ? "\(named(profile)) with other values than the one \(firstFile) carries"
                : "\(named(profile)), but \(firstFile) carries \(named(firstProfile))"
            return "\(file): $.profile: \(clash); a vector set is judged "
                + "under one profile: pass the files of each profile separately (--vectors FILE), or regenerate them under one "
                + "(`\(tool) generate --profile FILE --vectors DIR`)"
        case let .unknownRequirementSelection(selection):
            return "requirement \(quoteShortened(selection, limit: 40)) is neither an id of SPEC.md (THR-2) nor a group prefix (THR: "
                + Requirements.prefixes.joined(separator: ", ") + "); pass one of them"
        }
    }
}
