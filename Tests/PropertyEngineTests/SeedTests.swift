import Foundation
import PropertyEngine
import Testing

@Suite struct SeedTests {
    @Test func descriptionIsSixteenLowercaseHexDigits() {
        #expect(Seed(0x5EED).description == "0000000000005eed")
        #expect(Seed(0).description == "0000000000000000")
        #expect(Seed(.max).description == "ffffffffffffffff")
        #expect(Seed(0xABCD_EF01_2345_6789).description == "abcdef0123456789")
    }

    @Test(arguments: [
        ("0000000000005eed", UInt64(0x5EED)),
        ("0000000000005EED", 0x5EED),
        ("0x5eed", 0x5EED),
        ("0X5EED", 0x5EED),
        ("0x0000000000000000005eed", 0x5EED),
        ("24301", 0x5EED),
        ("0", 0),
        ("18446744073709551615", .max),
        ("0xffffffffffffffff", .max),
        ("ffffffffffffffff", .max),
        ("1234567890123456", 0x1234_5678_9012_3456),
        ("  0000000000005eed\n", 0x5EED),
    ])
    func parsesAcceptedForms(text: String, value: UInt64) throws {
        let seed = try #require(Seed(parsing: text))
        #expect(seed.rawValue == value)
    }

    @Test(arguments: [
        0, 1, 0x5EED, 0xdead_beef_cafe_f00d, UInt64.max, 1 << 63,
    ])
    func descriptionRoundTrips(value: UInt64) throws {
        let seed = Seed(value)
        let parsed = try #require(Seed(parsing: seed.description))
        #expect(parsed == seed)
    }

    @Test(arguments: [
        "", "   ", "0x", "5eed", "12g4", "-1", "+5", "0x5eedz", "1.5", "0x-1",
        "18446744073709551616", "0x10000000000000000", "00000000000005eed0",
        "0000000000005eeg", "٣", "0x５",
    ])
    func rejectsGarbage(text: String) {
        #expect(Seed(parsing: text) == nil)
    }

    @Test func validationSaysWhatWasWrong() {
        #expect(throws: SeedParsingError.empty) { try Seed(validating: " ") }
        #expect(throws: SeedParsingError.missingDigits(text: "0x")) { try Seed(validating: "0x") }
        #expect(throws: SeedParsingError.invalidCharacter("g", text: "12g4", radix: 10)) {
            try Seed(validating: "12g4")
        }
        #expect(throws: SeedParsingError.outOfRange(text: "18446744073709551616")) {
            try Seed(validating: "18446744073709551616")
        }
        let message = SeedParsingError.invalidCharacter("g", text: "12g4", radix: 10).description
        #expect(message.contains("12g4"))
        #expect(message.contains("'g' is not a decimal digit"))
        #expect(message.contains("0000000000005eed"))
    }

    @Test func caseSeedsDependOnTheIndex() {
        let seed: Seed = 0x5EED
        let seeds = Set((0..<1000).map { seed.forCase($0) })
        #expect(seeds.count == 1000)
        #expect(Seed(0x5EED).forCase(7) == seed.forCase(7))
        #expect(Seed(0x5EEE).forCase(7) != seed.forCase(7))
    }

    @Test func codesAsTheHexString() throws {
        let data = try JSONEncoder().encode([Seed(0x5EED)])
        #expect(String(decoding: data, as: UTF8.self) == #"["0000000000005eed"]"#)
        let decoded = try JSONDecoder().decode([Seed].self, from: Data(#"["0x5eed", "24301"]"#.utf8))
        #expect(decoded == [Seed(0x5EED), Seed(0x5EED)])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Seed].self, from: Data(#"["5eed"]"#.utf8))
        }
    }
}
