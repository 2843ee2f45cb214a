import QuotedText
import StrictJSON
import SwipeReference

/// The JSON-lines messages of PROTOCOL.md section 2, written and judged for both
/// sides: the runner (`SubprocessDriver`) and the built-in server (`serve`).
///
/// Data shapes come from `Codec` (PROTOCOL.md 3). Every reason returned is one
/// line; output of the implementation is quoted and shortened to 120 characters.
enum ProtocolMessages {
    /// `{"type":"bye"}`.
    static let bye = JSONWriter.write(["type": "bye"], style: .compact)

    /// The runner's `hello`.
    static func hello(protocolVersion: Int = SwipeConformanceVersion.protocolVersion) -> String {
        line(["type": "hello", "protocol": .number(Double(protocolVersion)),
              "runner": .string("swipe-conformance \(SwipeConformanceVersion.string)")])
    }

    /// An implementation's `hello` announcing `info`.
    static func hello(answering info: ImplementationInfo) -> String {
        var message: JSONObject = ["type": "hello", "protocol": .number(Double(SwipeConformanceVersion.protocolVersion))]
        for (key, value) in announcement(info) { message[key] = value }
        // The design it was built to, when not the default one (PROTOCOL.md 2.1, SPEC.md section 10).
        if let profile = info.profile { message["profile"] = profile }
        return line(.object(message))
    }

    /// What an implementation announces, as the members of its `hello`: name,
    /// version, styles and features, sorted. The JSON report's `implementation`
    /// object is the same members.
    static func announcement(_ info: ImplementationInfo) -> JSONObject {
        ["name": .string(info.name), "version": .string(info.version),
         "styles": .array(info.styles.map(\.rawValue).sorted().map(JSONValue.string)),
         "features": .array(info.features.sorted().map { .string($0.rawValue) })]
    }

    /// A `run` for one case, or a `batch` for several, written straight to bytes
    /// (the same text as the ``JSONWriter`` of the members' ``Codec`` values).
    static func cases(_ cases: [(id: String, input: CaseInput)]) -> String {
        var rows = Codec.WrittenRows()
        return self.cases(cases, rows: &rows)
    }

    /// As ``cases(_:)``, copying the rows written lately (kept in `rows`) from their bytes.
    static func cases(_ cases: [(id: String, input: CaseInput)], rows: inout Codec.WrittenRows) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(cases.reduce(64) { $0 + 96 * ($1.input.events.count + 4 * $1.input.rows.count) })
        if cases.count == 1 {
            out.append(contentsOf: #"{"type":"run","#.utf8)
            writeMembers(of: cases[0], into: &out, rows: &rows)
        } else {
            out.append(contentsOf: #"{"type":"batch","cases":["#.utf8)
            for (index, c) in cases.enumerated() {
                out.append(contentsOf: index == 0 ? "{".utf8 : ",{".utf8)
                writeMembers(of: c, into: &out, rows: &rows)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a case's `"id":…,"rows":[…],"events":[…]`.
    private static func writeMembers(of c: (id: String, input: CaseInput), into out: inout [UInt8], rows: inout Codec.WrittenRows) {
        out.append(contentsOf: #""id":"#.utf8)
        JSONWriter.appendString(c.id, to: &out)
        out.append(contentsOf: #","rows":["#.utf8)
        for (index, row) in c.input.rows.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            rows.write(row, into: &out)
        }
        out.append(contentsOf: #"],"events":["#.utf8)
        for (index, event) in c.input.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Codec.write(event, into: &out, rows: &rows)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A `result`.
    static func result(id: String, output: CaseOutput) -> String {
        if let refused = output.refused {
            return line(["type": "result", "id": .string(id), "refused": .string(refused.rawValue)])
        }
        return line(["type": "result", "id": .string(id),
              "accessibility": Codec.encode(accessibility: output.accessibility),
              "observations": .array(output.observations.map(Codec.encode))])
    }

    /// An `error`, for a case (`id`) or for the session.
    static func error(id: String?, message: String) -> String {
        var object: JSONObject = ["type": "error"]
        if let id { _ = object.append(key: "id", value: .string(id)) }
        _ = object.append(key: "message", value: .string(message))
        return line(.object(object))
    }

    private static func line(_ value: JSONValue) -> String { JSONWriter.write(value, style: .compact) }

    /// Reads a case of a `run` or `batch` (`id`, `rows`, `events`).
    static func decodeCase(_ r: JSONReader) throws(JSONReadError) -> (id: String, input: CaseInput) {
        let id = try r.field("id").string()
        let rows = try r.field("rows").array(Codec.decodeRow)
        let events = try r.field("events").array(Codec.decodeEvent)
        return (id, CaseInput(rows: rows, events: events))
    }

    // MARK: Judging an implementation's lines (PROTOCOL.md 4)

    /// The implementation's answer to `hello`: what it announces, or why the
    /// handshake failed.
    static func readHello(_ line: String) -> Result<ImplementationInfo, HandshakeFailure> {
        func failure(_ why: String) -> Result<ImplementationInfo, HandshakeFailure> {
            .failure(HandshakeFailure(reason: "\(why): \(quoteShortened(line))"))
        }
        let object: JSONObject
        switch parseObject(line) {
        case .success(let o): object = o
        case .failure(let why): return failure("the answer to hello is \(why)")
        }
        if object["type"]?.stringValue == "error" {
            let message = object["message"]?.stringValue.map { quoteShortened($0) } ?? "no message"
            return .failure(HandshakeFailure(
                reason: "the implementation refused protocol \(SwipeConformanceVersion.protocolVersion): \(message)"))
        }
        guard object["type"]?.stringValue == "hello" else { return failure("the answer to hello is not a hello") }
        guard let version = object["protocol"] else { return failure("the hello lacks \"protocol\"") }
        guard version == .number(Double(SwipeConformanceVersion.protocolVersion)) else {
            return failure("the hello announces protocol \(version), not \(SwipeConformanceVersion.protocolVersion)")
        }
        var texts: [String] = []
        for key in ["name", "version"] {
            guard let value = object[key] else { return failure("the hello lacks \"\(key)\"") }
            guard let text = value.stringValue, !text.isEmpty else { return failure("the hello's \"\(key)\" is not a non-empty string") }
            texts.append(text)
        }
        guard let styleValue = object["styles"] else { return failure("the hello lacks \"styles\"") }
        let styleList = styleValue.arrayValue?.map { $0.stringValue.flatMap(ReleaseStyle.init(rawValue:)) } ?? []
        guard !styleList.isEmpty, !styleList.contains(nil) else {
            return failure("the hello's \"styles\" is not a non-empty list of \"reveal\" and \"select\"")
        }
        let styles = Set(styleList.compactMap { $0 })
        var features = Set<Feature>()
        if let featureValue = object["features"] {
            guard let list = featureValue.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                return failure("the hello's \"features\" is not a list of strings")
            }
            features = Set(list.compactMap { $0.stringValue.flatMap(Feature.init(rawValue:)) })
        }
        var info = ImplementationInfo(name: texts[0], version: texts[1], styles: styles, features: features)
        if let profile = object["profile"] {
            // A hello whose profile cannot be judged against is malformed like any other (PROTOCOL.md 4).
            do { _ = try Profile.declared(profile) } catch { return failure("the hello's profile is invalid: \(error.description)") }
            info.profile = profile
        }
        return .success(info)
    }

    /// The implementation's answer for the case `id` with `eventCount` events.
    ///
    /// A well-formed `result` is read straight from the line's bytes
    /// (``readResult(_:id:eventCount:)``); anything else, and every answer that
    /// is wrong, is parsed into a value tree and judged there, so each deviation
    /// gets its one-line reason with the JSON path.
    static func readAnswer(_ line: String, id: String, eventCount: Int) -> CaseRun {
        var none: ReadAnswer?
        return readAnswer(line, id: id, eventCount: eventCount, after: &none)
    }

    /// A result read from its bytes, kept so that the observations of the next
    /// answer that repeat its observations are taken as they are.
    struct ReadAnswer {
        /// The answer's line, whose bytes `read` points into.
        var line: String
        /// Its observations and where each one's bytes lie in `line`.
        var read: Codec.ReadObservations
    }

    /// As ``readAnswer(_:id:eventCount:)``, taking the observations that repeat
    /// those of `earlier` (the result read before, or `nil`) as they are; then
    /// `earlier` is this answer when it was read from its bytes, else `nil`.
    static func readAnswer(_ line: String, id: String, eventCount: Int, after earlier: inout ReadAnswer?) -> CaseRun {
        var line = line
        let previous = earlier
        earlier = nil
        let read = line.withUTF8 { bytes -> (output: CaseOutput, observations: Codec.ReadObservations)? in
            guard var previousLine = previous?.line, let previousRead = previous?.read else {
                return readResult(bytes, id: id, eventCount: eventCount, after: nil)
            }
            return previousLine.withUTF8 { readResult(bytes, id: id, eventCount: eventCount, after: (previousRead, $0)) }
        }
        guard let read else { return judgeAnswer(line, id: id, eventCount: eventCount) }
        earlier = ReadAnswer(line: line, read: read.observations)
        return .output(read.output)
    }

    /// The answer for the case `id` judged from the parsed line: the verdict
    /// and reason for every answer, right or wrong (`readAnswer` reads a right
    /// one faster, to the same output).
    static func judgeAnswer(_ line: String, id: String, eventCount: Int) -> CaseRun {
        let object: JSONObject
        switch parseObject(line) {
        case .success(let o): object = o
        case .failure(let why): return .broken("the answer is \(why): \(quoteShortened(line))")
        }
        let answerID = object["id"]?.stringValue
        switch object["type"]?.stringValue {
        case "error":
            guard answerID == id, let message = object["message"]?.stringValue else {
                return .broken("an error that is not for case \(quoteShortened(id)) (or lacks \"message\"): \(quoteShortened(line))")
            }
            return .answeredError(message)
        case "result":
            guard answerID == id else {
                return .broken("a result for another case than \(quoteShortened(id)): \(quoteShortened(line))")
            }
            if object["refused"] != nil {
                // The rows refused before any event (GEO-6, MUT-1), with the reason.
                let reader = JSONReader(.object(object))
                do throws(JSONReadError) {
                    try reader.expectOnlyKeys(["type", "id", "refused"])
                    return .output(CaseOutput(refused: try Codec.decodeRefusal(reader.field("refused"))))
                } catch {
                    return .rejected("its result has a wrong shape at \(error)")
                }
            }
            for key in ["accessibility", "observations"] where object[key] == nil {
                return .broken("the result lacks \"\(key)\": \(quoteShortened(line))")
            }
            guard let observations = object["observations"]?.arrayValue else {
                return .broken("the result's \"observations\" is not a list: \(quoteShortened(line))")
            }
            guard observations.count == eventCount else {
                return .broken("the result has \(Describe.count(observations.count, "observation")) for \(Describe.count(eventCount, "event")): \(quoteShortened(line))")
            }
            let reader = JSONReader(.object(object))
            do throws(JSONReadError) {
                try reader.expectOnlyKeys(["type", "id", "accessibility", "observations"])
                let accessibility = try Codec.decodeAccessibility(reader.field("accessibility"))
                let decoded = try reader.field("observations").array(Codec.decodeObservation)
                return .output(CaseOutput(accessibility: accessibility, observations: decoded))
            } catch {
                return .rejected("its result has a wrong shape at \(error)")
            }
        default:
            return .broken("expected a result or an error for case \(quoteShortened(id)), got \(quoteShortened(line))")
        }
    }

    private static let resultKeys = JSONCursor.Names(["type", "id", "accessibility", "observations"])

    /// A `result` for the case `id` with one observation per event, read from its
    /// bytes with a ``JSONCursor``; `nil` for anything else, which
    /// ``readAnswer(_:id:eventCount:)`` then judges from the parsed line.
    static func readResult(_ bytes: UnsafeBufferPointer<UInt8>, id: String, eventCount: Int) -> CaseOutput? {
        readResult(bytes, id: id, eventCount: eventCount, after: nil)?.output
    }

    /// As ``readResult(_:id:eventCount:)``, taking the observations that repeat
    /// those of `earlier` (read from another answer's bytes) as they are; with
    /// the observations read, for the next answer.
    static func readResult(_ bytes: UnsafeBufferPointer<UInt8>, id: String, eventCount: Int,
                           after earlier: Codec.EarlierObservations?)
        -> (output: CaseOutput, observations: Codec.ReadObservations)? {
        var c = JSONCursor(bytes)
        var isResult = false, isForCase = false
        var accessibility: [[AccessibleAction]]?, observations: Codec.ReadObservations?
        let complete = Codec.readObject(&c, keys: resultKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: isResult = c.string() == "result"; return isResult
            case 1: isForCase = c.string() == id; return isForCase
            case 2: accessibility = Codec.readAccessibility(&c); return accessibility != nil
            default:
                observations = Codec.readObservations(&c, atMost: eventCount, after: earlier)
                return observations?.observations.count == eventCount
            }
        }
        guard complete, c.isAtEnd, isResult, isForCase, let accessibility, let observations else { return nil }
        return (CaseOutput(accessibility: accessibility, observations: observations.observations), observations)
    }

    /// The line as a JSON object, or what it is instead ("not JSON (…)", "not a JSON object"):
    /// the one reading of a line of either side (the runner's answers, ``ProtocolServer``'s requests).
    static func parseObject(_ line: String) -> Result<JSONObject, WhatItIs> {
        let value: JSONValue
        do {
            value = try JSONParser().parse(line)
        } catch {
            if case .invalidJSON(let problem, let location, _) = error {
                return .failure(WhatItIs("not JSON (\(problem) at column \(location.column))"))
            }
            return .failure(WhatItIs("not JSON (\(error))"))
        }
        guard let object = value.objectValue else { return .failure(WhatItIs("not a JSON object")) }
        return .success(object)
    }

    struct WhatItIs: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// Why a handshake failed (PROTOCOL.md 4), on one line.
package struct HandshakeFailure: Error, CustomStringConvertible {
    /// What went wrong, on one line, with the quoted evidence.
    package var reason: String
    /// The ``reason``.
    package var description: String { reason }
}
