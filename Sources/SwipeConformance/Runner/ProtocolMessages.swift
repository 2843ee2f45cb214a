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

    /// A `run` for one case, or a `batch` for several.
    static func cases(_ cases: [(id: String, input: CaseInput)]) -> String {
        if cases.count == 1 { return line(.object(encode(cases[0], type: "run"))) }
        return line(["type": "batch", "cases": .array(cases.map { .object(encode($0, type: nil)) })])
    }

    /// A `result`.
    static func result(id: String, output: CaseOutput) -> String {
        line(["type": "result", "id": .string(id),
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

    private static func encode(_ c: (id: String, input: CaseInput), type: String?) -> JSONObject {
        var object = JSONObject()
        if let type { _ = object.append(key: "type", value: .string(type)) }
        _ = object.append(key: "id", value: .string(c.id))
        _ = object.append(key: "rows", value: .array(c.input.rows.map(Codec.encode)))
        _ = object.append(key: "events", value: .array(c.input.events.map(Codec.encode)))
        return object
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
        return .success(ImplementationInfo(name: texts[0], version: texts[1], styles: styles, features: features))
    }

    /// The implementation's answer for the case `id` with `eventCount` events.
    static func readAnswer(_ line: String, id: String, eventCount: Int) -> CaseRun {
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
            return .rejected("the implementation cannot run the case: \(quoteShortened(message))")
        case "result":
            guard answerID == id else {
                return .broken("a result for another case than \(quoteShortened(id)): \(quoteShortened(line))")
            }
            for key in ["accessibility", "observations"] where object[key] == nil {
                return .broken("the result lacks \"\(key)\": \(quoteShortened(line))")
            }
            guard let observations = object["observations"]?.arrayValue else {
                return .broken("the result's \"observations\" is not a list: \(quoteShortened(line))")
            }
            guard observations.count == eventCount else {
                return .broken("the result has \(observations.count) observations for \(eventCount) events: \(quoteShortened(line))")
            }
            let reader = JSONReader(.object(object))
            do throws(JSONReadError) {
                try reader.expectOnlyKeys(["type", "id", "accessibility", "observations"])
                let accessibility = try Codec.decodeAccessibility(reader.field("accessibility"))
                let decoded = try reader.field("observations").array(Codec.decodeObservation)
                return .output(CaseOutput(accessibility: accessibility, observations: decoded))
            } catch {
                return .rejected("the result has a wrong shape at \(error)")
            }
        default:
            return .broken("expected a result or an error for case \(quoteShortened(id)), got \(quoteShortened(line))")
        }
    }

    /// The line as a JSON object, or what it is instead ("not JSON (…)", "not a JSON object").
    private static func parseObject(_ line: String) -> Result<JSONObject, WhatItIs> {
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

    private struct WhatItIs: Error, CustomStringConvertible {
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
