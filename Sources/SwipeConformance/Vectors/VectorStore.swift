import Foundation
import StrictJSON
import SwipeReference

/// Reads and writes the vector directory (Vectors/README.md).
public enum VectorStore {
    /// Files in the vector directory that are not vector files.
    package static let nonVectorFiles: Set<String> = ["schema.json"]

    /// Decodes one vector file's text. `file` names it in errors.
    package static func decode(_ bytes: [UInt8], file: String) throws(VectorError) -> VectorFile {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw .malformed(file: file, error)
        }
        let root = JSONReader(value)
        do {
            let formatReader = try root.field("format")
            guard case let .number(format) = formatReader.value, format == Double(SwipeConformanceVersion.vectorFormat) else {
                throw VectorError.unsupportedFormat(file: file, found: formatReader.value.shortDescription)
            }
            try root.expectOnlyKeys(["format", "area", "description", "profile", "cases"])
            let area = try root.field("area").string()
            let description = try root.field("description").string()
            var profile: Profile?
            if let p = try root.optionalField("profile") {
                do {
                    profile = try Profile(json: p.value, origin: "\(file): $.profile")
                } catch {
                    throw VectorError.invalid(file: file, .invalidValue(path: p.path, reason: error.description))
                }
            }
            var cases: [VectorCase] = []
            for c in try root.field("cases").array() {
                cases.append(try decodeCase(c, file: file))
            }
            var decoded = VectorFile(name: file, area: area, description: description, cases: cases, profile: profile)
            decoded.loadedBytes = bytes
            return decoded
        } catch let error as VectorError {
            throw error
        } catch let error as JSONReadError {
            throw .invalid(file: file, error)
        } catch {
            throw .invalid(file: file, .invalidValue(path: .root, reason: "\(error)"))
        }
    }

    static func decodeCase(_ c: JSONReader, file: String) throws -> VectorCase {
        try c.expectOnlyKeys(["id", "description", "requirements", "tags", "rows", "events", "expected"])
        let id = try c.field("id").string()
        if id.isEmpty { throw try c.field("id").invalid("the case id is empty; give every case a unique non-empty id") }
        let requirements = try c.field("requirements").array { (r: JSONReader) throws(JSONReadError) in try r.string() }
            .map { (r: String) throws(VectorError) in
                guard let known = RequirementID(rawValue: r) else { throw .unknownRequirement(file: file, caseID: id, id: r) }
                return known
            }
        let tags = try c.field("tags").array { (r: JSONReader) throws(JSONReadError) in try r.string() }
        let rows = try c.field("rows").array(Codec.decodeRow)
        let events = try c.field("events").array(Codec.decodeEvent)
        let expected = try c.field("expected")
        try expected.expectOnlyKeys(["accessibility", "observations"])
        let output = CaseOutput(accessibility: try Codec.decodeAccessibility(expected.field("accessibility")),
                                observations: try expected.field("observations").array(Codec.decodeObservation))
        do {
            _ = try SwipeList(rows: rows)
        } catch {
            throw VectorError.invalidConfiguration(file: file, caseID: id, error)
        }
        if output.observations.count != events.count {
            throw VectorError.inconsistent(file: file, caseID: id,
                                           reason: "\(events.count) events but \(output.observations.count) expected observations; there must be one per event")
        }
        return VectorCase(id: id, description: try c.field("description").string(), requirements: requirements,
                          tags: tags, input: CaseInput(rows: rows, events: events), expected: output)
    }

    /// The vector file names of a directory, sorted.
    package static func fileNames(in directory: String) throws(VectorError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(file: directory, reason: "no such directory, or not readable; pass --vectors DIR")
        }
        return names.filter { $0.hasSuffix(".json") && !nonVectorFiles.contains($0) && !$0.hasPrefix(".") }.sorted()
    }

    /// The vectors built into the library: the same files as Vectors/ of this
    /// package (`generate --check` keeps them identical), available from any
    /// package that depends on SwipeConformance and in the `swipe-conformance`
    /// binary wherever it is copied. Decoded once, then shared.
    ///
    /// ```swift
    /// let files = try VectorStore.bundled()
    /// ```
    public static func bundled() throws(VectorError) -> [VectorFile] {
        try bundledFiles.get()
    }

    /// Every built-in vector, in file order; with `requirement`, only the vectors
    /// tagged with that SPEC.md id (`"THR-2"`) or with an id of that group
    /// (`"THR"`); with `supportedBy`, only the vectors whose release styles and
    /// features the implementation announces (the others would not be run, so
    /// they are left out rather than passing).
    ///
    /// - Throws: `VectorError.unknownRequirementSelection` when `requirement`
    ///   names neither an id nor a group, rather than selecting no vector.
    public static func bundledCases(requirement: String? = nil, supportedBy info: ImplementationInfo? = nil) throws(VectorError) -> [VectorCase] {
        let selected: Set<RequirementID>?
        if let requirement {
            guard let ids = Requirements.ids(selectedBy: requirement) else { throw .unknownRequirementSelection(requirement) }
            selected = ids
        } else {
            selected = nil
        }
        return try bundled().flatMap(\.cases).filter { vector in
            (selected.map { !$0.isDisjoint(with: vector.requirements) } ?? true) && (info?.supports(vector.needs) ?? true)
        }
    }

    /// Loads `path` (a directory or one file), or the built-in vectors when `path` is `nil`.
    package static func load(orBundled path: String?) throws(VectorError) -> [VectorFile] {
        guard let path else { return try bundled() }
        return try load(path)
    }

    private static let bundledFiles: Result<[VectorFile], VectorError> = Result { () throws(VectorError) in try decodeBundled() }

    /// Decodes the built-in vectors anew (``bundled()`` keeps the result of the first call).
    package static func decodeBundled() throws(VectorError) -> [VectorFile] {
        let embedded = EmbeddedVectors.files()
        if embedded.isEmpty { throw VectorError.empty(directory: "<built-in vectors>") }
        return try decodeAll(embedded.map { ("<built-in>/" + $0.name, $0.name, $0.bytes) })
    }

    /// Decodes files given as (name for errors, file name, bytes), rejecting a case
    /// id used twice.
    private static func decodeAll(_ entries: [(display: String, name: String, bytes: [UInt8])]) throws(VectorError) -> [VectorFile] {
        var result: [VectorFile] = []
        var seen: [String: String] = [:]
        for entry in entries {
            var file = try decode(entry.bytes, file: entry.display)
            file.name = entry.name
            for c in file.cases {
                if let other = seen[c.id] { throw .duplicateID(c.id, files: Array(Set([other, entry.display])).sorted()) }
                seen[c.id] = entry.display
            }
            result.append(file)
        }
        return result
    }

    /// Loads every vector file of a directory, or a single file.
    ///
    /// - Throws: `VectorError` for the first file that cannot be used; nothing is
    ///   skipped silently.
    public static func load(_ path: String) throws(VectorError) -> [VectorFile] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(file: path, reason: InputFile.cause(errno)) }
        let files: [(display: String, path: String)]
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = try fileNames(in: path)
            if names.isEmpty { throw .empty(directory: path) }
            files = names.map { (StagedFile.joined(path, $0), StagedFile.joined(path, $0)) }
        } else {
            files = [(path, path)]
        }
        var entries: [(display: String, name: String, bytes: [UInt8])] = []
        for f in files {
            let bytes: [UInt8]
            do { bytes = try InputFile.read(f.path) } catch { throw .unreadable(file: f.display, reason: error.reason) }
            entries.append((f.display, StagedFile.name(of: f.path), bytes))
        }
        return try decodeAll(entries)
    }
}
