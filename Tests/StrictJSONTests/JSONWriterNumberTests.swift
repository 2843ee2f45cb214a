import Testing

@testable import StrictJSON

/// Numbers that are short binary fractions (the 1/64 and 1/1024 steps of
/// generated coordinates and times) are written without the shortest-digits
/// search, to the same text.
@Suite struct JSONWriterNumberTests {
    func written(_ number: Double) -> String {
        var output: [UInt8] = []
        JSONWriter.appendNumber(number, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func shortest(_ number: Double) -> String {
        var output: [UInt8] = []
        JSONWriter.appendShortest(number, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test("m / 2^k for k up to 12 and m over 50 bits is written as the shortest-digits path writes it, on 300,000 numbers")
    func binaryFractionsAsTheShortestDigits() {
        var state: UInt64 = 0x0DDB_1A5E_5BAD_5EED
        func next() -> UInt64 {  // SplitMix64
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var mismatches: [String] = []
        for _ in 0..<300_000 {
            let bits = 1 + Int(next() % 50)
            let m = Double(next() >> UInt64(64 - bits)) * (next() % 2 == 0 ? 1 : -1)
            let number = m / Double(1 << (1 + Int(next() % 12)))
            guard number.rounded(.towardZero) != number else { continue }
            if written(number) != shortest(number), mismatches.count < 5 {
                mismatches.append("\(number): \(written(number)) against \(shortest(number))")
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("known spellings", arguments: [
        (1.015625, "1.015625"), (-0.0009765625, "-0.0009765625"), (0.5, "0.5"), (301.25, "301.25"),
        (0.1, "0.1"), (1e-7, "1e-7"), (1e21, "1e+21"), (123456789012.0625, "123456789012.0625"),
        (4503599627370495.5, "4503599627370495.5"),
    ])
    func knownSpellings(_ pair: (Double, String)) {
        #expect(written(pair.0) == pair.1)
    }
}
