import StrictJSON
import Testing

@Suite struct JSONReaderFieldTests {
    @Test("reading a field of a non-object names the field in the error; reading it from an object succeeds")
    func fieldErrorNamesTheField() throws {
        let reader = JSONReader(.number(3), path: .root)
        #expect(throws: JSONReadError.typeMismatch(path: .root, expected: "an object with field \"events\"", found: "the number 3")) {
            _ = try reader.field("events")
        }
        let object = JSONReader(try JSONParser().parse(#"{"events": []}"#))
        #expect(try object.field("events").isNull == false)
    }
}
