import StrictJSON
import SwipeReference

/// One test vector: a case and the reference's expected output (Vectors/README.md).
public struct VectorCase: Sendable, Hashable {
    /// Unique across all files, stable across regenerations.
    public var id: String
    /// What the case shows, in one sentence.
    public var description: String
    /// SPEC.md requirement ids the case exercises.
    public var requirements: [RequirementID]
    /// Release styles and features the case needs (PROTOCOL.md 3.5), in a stable order.
    public var tags: [String]
    /// The rows and events.
    public var input: CaseInput
    /// The reference's output for the input.
    public var expected: CaseOutput

    /// The first control character (Unicode category Cc: U+0000 to U+001F,
    /// U+007F to U+009F) in a case id, or `nil`: an id holding one cannot be
    /// typed in a command line (`--case ID`) nor printed on one line, so a
    /// vector file whose case has one is refused.
    package static func controlCharacter(in id: String) -> Unicode.Scalar? {
        id.unicodeScalars.first { $0.properties.generalCategory == .control }
    }

    /// A vector of the given fields.
    public init(id: String, description: String, requirements: [RequirementID], tags: [String], input: CaseInput, expected: CaseOutput) {
        self.id = id
        self.description = description
        self.requirements = requirements
        self.tags = tags
        self.input = input
        self.expected = expected
    }

    /// Builds a vector from an input, computing the expected output and the tags
    /// with the reference under `design` (the default design unless given); rows
    /// the reference refuses make a vector that expects the refusal (GEO-6, MUT-1).
    public init(id: String, description: String, requirements: [RequirementID], input: CaseInput,
                design: DesignChoices = .default) {
        let expected = input.referenceOutcome(design: design)
        self.init(id: id, description: description, requirements: requirements,
                  tags: input.requirements(referenceOutput: expected).tags, input: input, expected: expected)
    }

    /// The styles and features this case needs, from its tags.
    public var needs: CaseRequirements {
        CaseRequirements(styles: Set(tags.compactMap(ReleaseStyle.init(rawValue:))), features: Set(tags.compactMap(Feature.init(rawValue:))))
    }
}

/// One vector file: the cases of one requirement area (Vectors/README.md).
public struct VectorFile: Sendable, Hashable {
    /// The file name, e.g. `THR.json`.
    public var name: String
    /// The area, e.g. `THR`, `examples` or `generated`.
    public var area: String
    /// What the file holds, in one sentence.
    public var description: String
    /// The vectors, in a stable order.
    public var cases: [VectorCase]
    /// The profile the expectations were computed under (SPEC.md section 10), or
    /// `nil` for the default profile (the bundled vectors carry none).
    public var profile: Profile?
    /// The bytes the file was decoded from, when it was loaded rather than built
    /// in memory, so that ``RunMetadata/digest(of:)`` hashes them instead of
    /// rendering ``text()`` again (that was a third of `verify`'s time). Not part
    /// of the file's value: equality and hashing ignore it.
    var loadedBytes: [UInt8]?

    /// A file named `name` of the area `area` holding `cases`, made under `profile`.
    public init(name: String, area: String, description: String, cases: [VectorCase], profile: Profile? = nil) {
        self.name = name
        self.area = area
        self.description = description
        self.cases = cases
        self.profile = profile
    }

    /// Whether two files hold the same name, area, description, cases and profile
    /// (the bytes a file was loaded from play no part).
    public static func == (lhs: VectorFile, rhs: VectorFile) -> Bool {
        lhs.name == rhs.name && lhs.area == rhs.area && lhs.description == rhs.description && lhs.cases == rhs.cases
            && lhs.profile == rhs.profile
    }

    /// Hashes the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(area)
        hasher.combine(description)
        hasher.combine(cases)
        hasher.combine(profile)
    }
}

extension VectorFile {
    /// The file's text: deterministic, byte-identical for the same vectors on every
    /// machine. Structure is indented; each row, event and observation is one compact
    /// line, so a diff shows exactly which event's expectation changed.
    public func text() -> String {
        var out = "{\n"
        out += "  \"format\": \(SwipeConformanceVersion.vectorFormat),\n"
        out += "  \"area\": \(JSONWriter.quote(area)),\n"
        out += "  \"description\": \(JSONWriter.quote(description)),\n"
        if let profile { out += "  \"profile\": \(compact(profile.json)),\n" }
        out += "  \"cases\": ["
        for (i, c) in cases.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\n"
            out += "      \"id\": \(JSONWriter.quote(c.id)),\n"
            out += "      \"description\": \(JSONWriter.quote(c.description)),\n"
            out += "      \"requirements\": \(compact(.array(c.requirements.map { .string($0.rawValue) }))),\n"
            out += "      \"tags\": \(compact(.array(c.tags.map { .string($0) }))),\n"
            out += "      \"rows\": " + lines(c.input.rows.map(Codec.encode), indent: 6) + ",\n"
            out += "      \"events\": " + lines(c.input.events.map(Codec.encode), indent: 6) + ",\n"
            if let refused = c.expected.refused {
                // A list refused before any event (GEO-6, MUT-1): the reason, and no observations.
                out += "      \"expected\": {\"refused\": \(JSONWriter.quote(refused.rawValue))}\n"
            } else {
                out += "      \"expected\": {\n"
                out += "        \"accessibility\": \(compact(Codec.encode(accessibility: c.expected.accessibility))),\n"
                out += "        \"observations\": " + lines(c.expected.observations.map(Codec.encode), indent: 8) + "\n"
                out += "      }\n"
            }
            out += "    }"
        }
        out += cases.isEmpty ? "]\n" : "\n  ]\n"
        out += "}\n"
        return out
    }

    private func compact(_ v: JSONValue) -> String { JSONWriter.write(v, style: .compact) }

    private func lines(_ values: [JSONValue], indent: Int) -> String {
        if values.isEmpty { return "[]" }
        let pad = String(repeating: " ", count: indent + 2)
        return "[\n" + values.map { pad + compact($0) }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    }
}
