import Foundation
import QuotedText
import StrictJSON
import SwipeReference

/// Reads and writes the vector directory (Vectors/README.md).
public enum VectorStore {
    /// Files in the vector directory that are not vector files.
    package static let nonVectorFiles: Set<String> = ["schema.json"]

    /// Decodes one vector file's text. `file` names it in errors.
    ///
    /// The bytes are read straight into the file's values with a `JSONCursor`
    /// (``read(_:file:)``); a file the cursor does not read, which is any file with
    /// something wrong, is decoded from the parsed value tree
    /// (``decodeTree(_:file:)``), whose errors name the file, the case id and the
    /// JSON path. Either way gives the same file, or the same error.
    package static func decode(_ bytes: [UInt8], file: String) throws(VectorError) -> VectorFile {
        if var read = bytes.withUnsafeBufferPointer({ read($0, file: file) }) {
            read.loadedBytes = bytes
            return read
        }
        return try decodeTree(bytes, file: file)
    }

    /// Decodes one vector file's text from its parsed value tree, read with
    /// `JSONReader`: the decoder that says what is wrong with a file.
    package static func decodeTree(_ bytes: [UInt8], file: String) throws(VectorError) -> VectorFile {
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
            if let p = try root.optionalField("profile") { profile = try Profile.read(p) }
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

    /// Decodes one case; every error names the file, the case id (once it is
    /// read) and the JSON path.
    static func decodeCase(_ c: JSONReader, file: String) throws -> VectorCase {
        try c.expectOnlyKeys(["id", "description", "requirements", "tags", "rows", "events", "expected"])
        let idField = try c.field("id")
        let id = try idField.string()
        if id.isEmpty { throw idField.invalid("the case id is empty; give every case a unique non-empty id") }
        if let control = VectorCase.controlCharacter(in: id) {
            throw idField.invalid("the case id \(quoteShortened(id, limit: 80)) holds the control character "
                                  + "U+\(String(format: "%04X", control.value)), which no command line can select (--case ID); "
                                  + "give the case an id without control characters")
        }
        do {
            return try decodeCase(c, id: id, file: file)
        } catch let error as JSONReadError {
            throw VectorError.invalidCase(file: file, caseID: id, error)
        }
    }

    /// Decodes the case `id` after its id.
    private static func decodeCase(_ c: JSONReader, id: String, file: String) throws -> VectorCase {
        let requirementList = try c.field("requirements")
        let requirements = try requirementList.array().map { (r: JSONReader) throws -> RequirementID in
            let text = try r.string()
            guard let known = RequirementID(rawValue: text) else { throw VectorError.unknownRequirement(file: file, caseID: id, path: r.path, id: text) }
            return known
        }
        let tags = try c.field("tags").array { (r: JSONReader) throws(JSONReadError) in try r.string() }
        let rowList = try c.field("rows")
        let rows = try rowList.array(Codec.decodeRow)
        let eventList = try c.field("events")
        let events = try eventList.array(Codec.decodeEvent)
        let expected = try c.field("expected")
        if let refused = try expected.optionalField("refused") {
            // A list refused before any event (GEO-6, MUT-1): its reason, no events, no observations.
            try expected.expectOnlyKeys(["refused"])
            let reason = try Codec.decodeRefusal(refused)
            guard events.isEmpty else {
                throw VectorError.inconsistent(file: file, caseID: id, path: eventList.path,
                                               reason: "a refused list has no events, but the case has \(events.count); give none")
            }
            try checkRefusal(rows, reason, file: file, caseID: id, path: rowList.path)
            return VectorCase(id: id, description: try c.field("description").string(), requirements: requirements,
                              tags: tags, input: CaseInput(rows: rows, events: events), expected: CaseOutput(refused: reason))
        }
        try expected.expectOnlyKeys(["accessibility", "observations"])
        let observationList = try expected.field("observations")
        let output = CaseOutput(accessibility: try Codec.decodeAccessibility(expected.field("accessibility")),
                                observations: try observationList.array(Codec.decodeObservation))
        do {
            _ = try SwipeList(rows: rows)
        } catch {
            throw VectorError.invalidConfiguration(file: file, caseID: id, path: rowList.path, error)
        }
        if output.observations.count != events.count {
            throw VectorError.inconsistent(file: file, caseID: id, path: observationList.path,
                                           reason: "\(Describe.count(events.count, "event")) but \(Describe.count(output.observations.count, "expected observation")); there must be one per event")
        }
        return VectorCase(id: id, description: try c.field("description").string(), requirements: requirements,
                          tags: tags, input: CaseInput(rows: rows, events: events), expected: output)
    }

    /// Checks that the reference refuses `rows` for `reason`, as a case expecting the refusal says.
    static func checkRefusal(_ rows: [RowConfiguration], _ reason: Rejection, file: String, caseID: String,
                             path: JSONPath) throws(VectorError) {
        do {
            _ = try SwipeList(rows: rows)
        } catch {
            guard error.refusal == reason else {
                throw .inconsistent(file: file, caseID: caseID, path: path, reason: "the case expects the rows refused with \(reason), "
                                    + "but they are refused with \(error.refusal): \(error)")
            }
            return
        }
        throw .inconsistent(file: file, caseID: caseID, path: path, reason: "the case expects the rows refused with \(reason), but they are valid")
    }

    /// Member names of a vector file's objects, as UTF-8, in the order of `decodeTree`'s `expectOnlyKeys`.
    private static let fileKeys = JSONCursor.Names(["format", "area", "description", "profile", "cases"])
    private static let caseKeys = JSONCursor.Names(["id", "description", "requirements", "tags", "rows", "events", "expected"])
    private static let expectedKeys = JSONCursor.Names(["accessibility", "observations", "refused"])

    /// Reads one vector file from its bytes with a `JSONCursor`, to the file
    /// ``decodeTree(_:file:)`` decodes, or returns `nil` for anything that decoder
    /// would not accept (and for the few spellings the cursor leaves to the parser).
    /// A `nil` says nothing about why: ``decode(_:file:)`` then asks the tree decoder.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> VectorFile? {
        guard bytes.count <= JSONParser.defaultMaximumInputSize else { return nil }
        var c = JSONCursor(bytes)
        var hasFormat = false
        var area: String?, description: String?, profile: Profile?, cases: [VectorCase]?
        let complete = Codec.readObject(&c, keys: fileKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            switch member {
            case 0: hasFormat = c.number() == Double(SwipeConformanceVersion.vectorFormat); return hasFormat
            case 1: area = c.string(); return area != nil
            case 2: description = c.string(); return description != nil
            case 3:
                // A profile has no fixed shape here: its value is parsed, then read as `decodeTree` reads it.
                guard let value = c.value(nestedIn: 1) else { return false }
                do {
                    profile = try Profile.read(JSONReader(value, path: JSONPath.root.appending(key: "profile")))
                } catch {
                    return false
                }
                return true
            default:
                // A case's observations that repeat those of the case before are taken as they are.
                var earlier: Codec.ReadObservations?
                cases = Codec.readArray(&c) { (c: inout JSONCursor) -> VectorCase? in
                    guard let (vector, observations) = readCase(&c, after: earlier.map { ($0, bytes) }) else { return nil }
                    earlier = observations
                    return vector
                }
                return cases != nil
            }
        }
        guard complete, c.isAtEnd, hasFormat, let area, let description, let cases else { return nil }
        return VectorFile(name: file, area: area, description: description, cases: cases, profile: profile)
    }

    /// Reads one case as `decodeCase` does, its checks of the whole case
    /// included, or returns `nil`; with its expected observations, for the next case.
    private static func readCase(_ c: inout JSONCursor, after earlier: Codec.EarlierObservations?)
        -> (VectorCase, Codec.ReadObservations)? {
        var id: String?, description: String?, requirements: [RequirementID]?, tags: [String]?
        var rows: [RowConfiguration]?, events: [InputEvent]?, expected: (output: CaseOutput, observations: Codec.ReadObservations)?
        let complete = Codec.readObject(&c, keys: caseKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            switch member {
            case 0: id = c.string(); return id.map { !$0.isEmpty && VectorCase.controlCharacter(in: $0) == nil } ?? false
            case 1: description = c.string(); return description != nil
            case 2:
                requirements = Codec.readArray(&c) { (c: inout JSONCursor) in c.string().flatMap(RequirementID.init(rawValue:)) }
                return requirements != nil
            case 3: tags = Codec.readArray(&c) { (c: inout JSONCursor) in c.string() }; return tags != nil
            case 4: rows = Codec.readArray(&c, Codec.readRow); return rows != nil
            case 5: events = Codec.readArray(&c, Codec.readEvent); return events != nil
            default: expected = readExpected(&c, after: earlier); return expected != nil
            }
        }
        guard complete, let id, let description, let requirements, let tags, let rows, let events, let expected,
              expected.output.observations.count == events.count
        else { return nil }
        if let reason = expected.output.refused {
            // Refused with that reason, or left to decodeTree for its message.
            do {
                _ = try SwipeList(rows: rows)
                return nil
            } catch {
                guard error.refusal == reason else { return nil }
            }
        } else {
            do {
                _ = try SwipeList(rows: rows)
            } catch {
                return nil
            }
        }
        return (VectorCase(id: id, description: description, requirements: requirements, tags: tags,
                           input: CaseInput(rows: rows, events: events), expected: expected.output), expected.observations)
    }

    /// Reads a case's `expected` object as `decodeCase` does, or returns `nil`.
    private static func readExpected(_ c: inout JSONCursor, after earlier: Codec.EarlierObservations?)
        -> (output: CaseOutput, observations: Codec.ReadObservations)? {
        var accessibility: [[AccessibleAction]]?, observations: Codec.ReadObservations?, refused: Rejection?
        let complete = Codec.readObject(&c, keys: expectedKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            switch member {
            case 0:
                accessibility = Codec.readAccessibility(&c)
                return accessibility != nil
            case 1:
                observations = Codec.readObservations(&c, after: earlier)
                return observations != nil
            default:
                refused = c.string().flatMap(Rejection.init(rawValue:))
                return refused == .invalidConfiguration || refused == .duplicateKey
            }
        }
        guard complete else { return nil }
        if let refused {
            // A refused list: the reason alone (GEO-6, MUT-1).
            guard accessibility == nil, observations == nil else { return nil }
            return (CaseOutput(refused: refused), Codec.ReadObservations())
        }
        guard let accessibility, let observations else { return nil }
        return (CaseOutput(accessibility: accessibility, observations: observations.observations), observations)
    }

    /// The vector file names of a directory, sorted.
    package static func fileNames(in directory: String) throws(VectorError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(file: directory, reason: "no such directory, or not readable; pass --vectors DIR")
        }
        return names.filter(isVectorFileName).sorted()
    }

    /// Whether a directory's file named `name` is read as a vector file: a
    /// `*.json` name, not hidden, not one of ``nonVectorFiles``.
    package static func isVectorFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !nonVectorFiles.contains(name) && !name.hasPrefix(".")
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
    /// id used twice and a set whose files carry different profiles.
    ///
    /// One profile per set: every command judges or describes a loaded set under
    /// the profile its files carry (`verify`, `compare`, `coverage`, `explain` read
    /// the first file's), so a file of another profile mixed in would be judged
    /// under the wrong design and reported as failing or passing for no reason of
    /// its own. A file without a profile is of the default one.
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
            if let first = result.first, file.profile != first.profile {
                throw .mixedProfiles(file: entry.display, profile: file.profile?.name,
                                     firstFile: entries[0].display, firstProfile: first.profile?.name)
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
