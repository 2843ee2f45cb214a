import StrictJSON
import Testing

/// Error messages are sentences a vector author can act on: each clause ends
/// before the next begins, and a hostile document gets a short message.
@Suite struct JSONErrorMessageTests {
    @Test("a missing or unknown field ends its sentence before the next one",
          arguments: [
              (JSONReadError.missingField(path: .root, key: "format", presentKeys: ["cases"]),
               #"$: missing required field "format". The object has "cases". Add the field."#),
              (JSONReadError.unknownField(path: .root, key: "extra", allowedKeys: ["area", "cases"]),
               #"$: unknown field "extra". Allowed fields: "area", "cases". Remove or rename the field."#),
              (JSONReadError.unknownField(path: .root, key: "caes", allowedKeys: ["area", "cases"]),
               #"$: unknown field "caes"; did you mean "cases"? Allowed fields: "area", "cases". Remove or rename the field."#),
          ])
    func sentences(_ error: JSONReadError, _ message: String) {
        #expect(error.description == message)
    }

    @Test("too deep a document: a short path, no advice about the parser's own limits")
    func deepNesting() throws {
        let text = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        let error = try #require(throws: JSONParseError.self) { try JSONParser().parse(text) }
        let message = error.description
        #expect(message.count < 320, "\(message.count) characters: \(message)")
        #expect(message.contains("(256 levels)"), "\(message)")
        #expect(!message.contains("maximumDepth") && !message.contains("JSONParser"), "\(message)")
    }

    @Test("a short path is shown whole")
    func shortPath() throws {
        let error = try #require(throws: JSONParseError.self) { try JSONParser().parse(#"{"cases": [1, 2,]}"#) }
        #expect(error.description.contains("in $.cases[2]:"), "\(error.description)")
    }
}
