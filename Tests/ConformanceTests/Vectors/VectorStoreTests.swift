import Foundation
import PropertyEngine
import StrictJSON
import SwipeReference
import Testing

@testable import SwipeConformance

/// Vector files read straight from their bytes (`VectorStore.read`) are the
/// files the value-tree decoder (`VectorStore.decodeTree`) decodes, and a file
/// the bytes are not read from gets the tree decoder's error, word for word.
@Suite(.tags(.slow), .quickLoop) struct VectorStoreTests {
    /// Every file a decoder has to agree on: the built-in vectors, the files of
    /// Vectors/ (the same bytes, loaded from disk) and a file carrying a profile.
    static let files: [(name: String, bytes: [UInt8])] = {
        var files = EmbeddedVectors.files()
        let names = (try? VectorStore.fileNames(in: Paths.vectors)) ?? []
        for name in names {
            if let data = FileManager.default.contents(atPath: Paths.vectors + "/" + name) { files.append(("Vectors/" + name, [UInt8](data))) }
        }
        return files
    }()

    /// The whole content of a decoded file as bytes: every number to its bit
    /// pattern (`String(reflecting:)` prints `-0.0` and `nan`, which `==` does not
    /// tell apart from `0.0` or from each other), every string to its UTF-8
    /// (`==` on `String` is canonical equivalence).
    static func dump(_ file: VectorFile) -> [[UInt8]] {
        // The profile as its JSON text: its dictionaries and sets print in no fixed order.
        ([file.name, file.area, file.description, file.profile.map { JSONWriter.write($0.json, style: .compact) } ?? "no profile"]
            + file.cases.map { String(reflecting: $0) }).map { Array($0.utf8) }
    }

    /// The tree decoder's result for `bytes`: the file's dump, or its error's one line.
    static func treeResult(_ bytes: [UInt8], file: String = "F.json") -> [[UInt8]] {
        do {
            return dump(try VectorStore.decodeTree(bytes, file: file))
        } catch {
            return [Array(("error: " + error.description).utf8)]
        }
    }

    /// What `VectorStore.decode` gives for `bytes`: the file's dump, or its error's one line.
    static func decoded(_ bytes: [UInt8], file: String = "F.json") -> [[UInt8]] {
        do {
            return dump(try VectorStore.decode(bytes, file: file))
        } catch {
            return [Array(("error: " + error.description).utf8)]
        }
    }

    /// The cursor's file for `bytes`, or `nil` when it leaves them to the tree decoder.
    static func readFile(_ bytes: [UInt8], file: String = "F.json") -> VectorFile? {
        bytes.withUnsafeBufferPointer { VectorStore.read($0, file: file) }
    }

    @Test("every stored vector file is read from its bytes to the file the tree decoder decodes")
    func storedFilesAsTheTreeDecodesThem() throws {
        try #require(Self.files.count >= 40, "the built-in vectors or Vectors/ did not load: \(Self.files.count) files")
        var cases = 0
        for (name, bytes) in Self.files {
            let read = try #require(Self.readFile(bytes, file: name), "\(name) was left to the tree decoder")
            let tree = Self.treeResult(bytes, file: name)
            #expect(Self.dump(read) == tree, "\(name)")
            #expect(Self.decoded(bytes, file: name) == tree, "\(name)")
            cases += read.cases.count
        }
        #expect(cases >= 2 * 1000, "only \(cases) cases were compared")
    }

    /// A vector file of one case of each list change and a non-finite time, under
    /// a profile: small enough to damage in every way.
    static func smallFile() throws -> String {
        let stored = try VectorStore.bundled()
        let all = stored.flatMap(\.cases)
        let picked = ["insertRow", "reloadRow", "moveRow", "nonFinite", "\"key\""].compactMap { needle in
            all.first { VectorFile(name: "", area: "", description: "", cases: [$0]).text().contains(needle) }
        }
        #expect(picked.count == 5, "the built-in vectors lack a case with a list change, a non-finite number or a row key")
        return VectorFile(name: "F.json", area: "small", description: "cases × profile", cases: picked,
                          profile: try Profile.named("qt-swipedelegate")).text()
    }

    /// Changes to a valid file: every `from` (which must occur in it; a regular
    /// expression after `~`) replaced by `to`. `valid` says whether the file
    /// stays valid, spelled otherwise.
    static let variants: [(why: String, from: String, to: String, valid: Bool)] = [
        ("whitespace around every colon", #"":"#, "\" :\t\r\n ", true),
        ("whitespace around every comma", #",""#, " ,\t\r\n \"", true),
        ("an escaped member name", #""description":"#, #""descr\u0069ption":"#, true),
        ("an escaped string", #""area": "small""#, #""area": "sm\u0061ll\n\"x\"""#, true),
        ("a non-ASCII string", #""area": "small""#, #""area": "smäll ✓""#, true),
        ("an exponent", #""width":375"#, #""width":3.75e2"#, true),
        ("members in another order", #""format": 1,"#, "", true),
        ("a misspelt member", #""profile""#, #""profiles""#, false),
        ("a format of another version", #""format": 1"#, #""format": 2"#, false),
        ("a format that is a string", #""format": 1"#, #""format": "1""#, false),
        ("no format", #""format": 1,"#, "", false),
        ("an unknown member", #""area":"#, #""extra": 1, "area":"#, false),
        ("a duplicate member", #""area":"#, #""area": "x", "area":"#, false),
        ("an escaped duplicate member", #""area":"#, #""\u0061rea": "x", "area":"#, false),
        ("an unknown member of a row", #""width":375"#, #""width":375,"height":1"#, false),
        ("an unknown parameter", #""slop":"#, #""slope":"#, false),
        ("a missing parameter", #""elasticity":0.55,"#, "", false),
        ("a parameter that is null", #""slop":10"#, #""slop":null"#, false),
        ("allowsFullSwipe a string", #""allowsFullSwipe":true"#, #""allowsFullSwipe":"true""#, false),
        ("allowsFullSwipe misspelt", #""allowsFullSwipe":true"#, #""allowsFullSwipe":tru"#, false),
        ("an action width of null", #"{"id":"#, #"{"width":null,"id":"#, false),
        ("an unknown edge", #""edge":"trailing""#, #""edge":"right""#, false),
        ("an unknown layout direction", #""layoutDirection":"ltr""#, #""layoutDirection":"lr""#, false),
        ("a key that is null", #"~"key":"[^"]*""#, #""key":null"#, false),
        ("an unknown event type", #""type":"down""#, #""type":"press""#, false),
        ("an event with a member of another kind", #""type":"down""#, #""type":"down","to":1"#, false),
        ("an event lacking a member", #"~"type":"down","row":[0-9]+,"#, #""type":"down","#, false),
        ("an event's type after another member", #"~\{"type":"down","row":([0-9]+),"#, #"{"row":$1,"type":"down","#, true),
        ("a row index with a fraction", #"~"type":"down","row":([0-9]+)"#, #""type":"down","row":$1.5"#, false),
        ("an unknown non-finite spelling", #"~"nonFinite":"[^"]*""#, #""nonFinite":"Inf""#, false),
        ("an empty non-finite object", #"~\{"nonFinite":"[^"]*"\}"#, "{}", false),
        ("an empty case id", #"~"id": "[^"]*""#, #""id": """#, false),
        ("an unknown requirement", #""requirements": ["#, #""requirements": ["NOPE-1", "#, false),
        ("a tag that is a number", #""tags": ["#, #""tags": [1, "#, false),
        ("an invalid row", #""width":375"#, #""width":-375"#, false),
        ("one observation too many", #""observations": ["#, #""observations": [{"rows":[],"performed":[],"tappedRow":null,"rejection":null},"#, false),
        ("an unknown phase", #""phase":"closed""#, #""phase":"resting""#, false),
        ("a profile that is null", #""profile": {"#, #""profile": null, "profileX": {"#, false),
        ("a profile with an unknown member", #""profile": {"#, #""profile": {"extra": 1, "#, false),
        ("a profile with a trailing comma", #""profile": {"#, #""profile": {"extra": 1,}, "profileX": {"#, false),
        ("a control character in a string", #""area": "small""#, "\"area\": \"sm\u{1}all\"", false),
        ("a lone surrogate", #""area": "small""#, #""area": "\ud800""#, false),
        ("a trailing comma", "\n  ]\n}", ",\n  ]\n}", false),
        ("trailing text", "\n  ]\n}", "\n  ]\n}x", false),
        ("a byte order mark", #"{"#, "\u{FEFF}{", false),
        ("a leading zero", #""width":375"#, #""width":0375"#, false),
        ("a number out of range", #""width":375"#, #""width":1e400"#, false),
    ]

    @Test("each respelling is read to the tree's file; each wrong file gets the tree decoder's error, word for word")
    func variantsAsTheTreeDecodesThem() throws {
        let good = try Self.smallFile()
        // The valid file itself is read from the bytes.
        let goodBytes = Array(good.utf8)
        let read = try #require(Self.readFile(goodBytes))
        #expect(Self.dump(read) == Self.treeResult(goodBytes))
        for variant in Self.variants {
            let isPattern = variant.from.hasPrefix("~")
            let from = isPattern ? String(variant.from.dropFirst()) : variant.from
            #expect(good.range(of: from, options: isPattern ? .regularExpression : []) != nil, "\(variant.why): the file lacks \(from)")
            var text = good.replacingOccurrences(of: from, with: variant.to, options: isPattern ? .regularExpression : [])
            if variant.why == "members in another order" { text = text.replacingOccurrences(of: "\n}\n", with: ",\n\"format\": 1\n}\n") }
            let bytes = Array(text.utf8)
            let tree = Self.treeResult(bytes)
            #expect(tree[0].starts(with: "error: ".utf8) == !variant.valid, "\(variant.why): \(String(decoding: tree[0], as: UTF8.self))")
            let cursor = Self.readFile(bytes)
            #expect((cursor != nil) == variant.valid, "\(variant.why): read from the bytes: \(cursor != nil)")
            if let cursor { #expect(Self.dump(cursor) == tree, "\(variant.why)") }
            #expect(Self.decoded(bytes) == tree, "\(variant.why)")
        }
    }


    @Test("on thousands of mangled files the bytes are read only to the file the tree decoder decodes")
    func mangledFiles() throws {
        let original = Array(try Self.smallFile().utf8)
        var random = Xoshiro256StarStar(seed: 0xF11E)
        var readCount = 0
        let total = 4000
        for _ in 0..<total {
            let bytes = ByteMangling.mangled(original, &random)
            let tree = Self.treeResult(bytes)
            if let read = Self.readFile(bytes) {
                readCount += 1
                #expect(Self.dump(read) == tree, "\(String(decoding: bytes, as: UTF8.self))")
            } else {
                #expect(Self.decoded(bytes) == tree)
            }
        }
        // Some mangled files stay valid (a digit changed, a space inserted): the comparison above is exercised.
        #expect(readCount > 100 && readCount < total / 2, "read \(readCount) of \(total)")
    }
}
