import StrictJSON
import Testing

/// A small object is searched by a scan and a large one through a hash index
/// (above 16 members): lookups, duplicates, replacement and removal must agree
/// on both sides of that switch and across it.
@Suite struct JSONObjectTests {
    /// An object of `count` members `k0: 0, k1: 1, …`, appended in order.
    static func object(count: Int) -> JSONObject {
        var object = JSONObject()
        for i in 0..<count {
            let appended = object.append(key: "k\(i)", value: .number(Double(i)))
            #expect(appended)
        }
        return object
    }

    @Test(arguments: [0, 1, 15, 16, 17, 18, 40])
    func lookupAndDuplicates(count: Int) {
        var object = Self.object(count: count)
        #expect(object.count == count)
        for i in 0..<count {
            #expect(object["k\(i)"] == .number(Double(i)))
            let appendedAgain = object.append(key: "k\(i)", value: .null)
            #expect(!appendedAgain, "k\(i) appended twice in an object of \(count)")
        }
        #expect(object["k\(count)"] == nil)
        #expect(object.keys == (0..<count).map { "k\($0)" })
    }

    @Test("removing members across the index threshold keeps every lookup right", arguments: [17, 18, 30])
    func removalAcrossThreshold(count: Int) {
        var object = Self.object(count: count)
        var expected = (0..<count).map { ("k\($0)", Double($0)) }
        // Remove from the front, so every later member shifts position.
        while !expected.isEmpty {
            let (key, value) = expected.removeFirst()
            let removed = object.removeValue(forKey: key)
            #expect(removed == .number(value))
            #expect(object[key] == nil)
            #expect(object.keys == expected.map(\.0))
            for (key, value) in expected {
                #expect(object[key] == .number(value), "\(key) after removing down to \(expected.count) members")
            }
        }
        // Grows past the threshold again from empty.
        for i in 0..<20 { object["n\(i)"] = .number(Double(i)) }
        #expect(object["n19"] == .number(19))
        object["n3"] = .string("replaced")
        #expect(object["n3"] == .string("replaced"))
        #expect(object.keys.count == 20)
    }

    @Test func parserRejectsDuplicateKeyInLargeObject() {
        let members = (0..<20).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
        #expect(throws: JSONParseError.self) { try JSONParser().parse("{" + members.joined(separator: ",") + "}") }
    }
}
