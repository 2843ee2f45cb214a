import Foundation
import StrictJSON
import SwipeConformance
import SwipeReference
import Testing

/// The event kinds' one table agrees with everything that describes events
/// outside the compiler's reach: the reference's own accessors, the codec's JSON,
/// the vectors' schema and the rejections the stored vectors record.
@Suite struct EventKindTests {
    /// One event of each kind; a new kind is a compile error here.
    static func sample(_ kind: EventKind) -> InputEvent {
        let configuration = RowConfiguration(declarations: [.init(edge: .trailing, actions: [.init(id: "a")])])
        switch kind {
        case .down: return .down(row: 1, x: 2, y: 3, time: 4)
        case .move: return .move(x: 2, y: 3, time: 4)
        case .up: return .up(x: 2, y: 3, time: 4)
        case .cancel: return .cancel(time: 4)
        case .advance: return .advance(time: 4)
        case .open: return .open(row: 1, edge: .leading, time: 4)
        case .close: return .close(row: 1, time: 4)
        case .activate: return .activate(row: 1, index: 0, time: 4)
        case .insertRow: return .insertRow(index: 1, configuration: configuration, time: 4)
        case .deleteRow: return .deleteRow(row: 1, time: 4)
        case .moveRow: return .moveRow(row: 1, to: 0, time: 4)
        case .reloadRow: return .reloadRow(row: 1, configuration: configuration, time: 4)
        }
    }

    @Test("each kind's event has that kind, names a row exactly when the reference says so, is a list change exactly when it renumbers rows, and carries a configuration exactly when its JSON does",
          arguments: EventKind.allCases)
    func traitsAgreeWithTheEvent(_ kind: EventKind) {
        let event = Self.sample(kind)
        #expect(event.kind == kind)
        #expect(kind.namesRow == (event.row != nil))
        #expect(kind.isListChange == (event.rowMap != nil))
        #expect(kind.carriesConfiguration == kind.fields.contains("configuration"))
        #expect(kind.isTouch == (kind.continuesTouch || kind == .down))
    }

    @Test("the codec writes exactly the kind's fields, in order, and reads them back", arguments: EventKind.allCases)
    func codecWritesTheKindsFields(_ kind: EventKind) throws {
        let event = Self.sample(kind)
        let json = Codec.encode(event)
        let object = try #require(json.objectValue)
        #expect(object.keys == ["type"] + kind.fields)
        #expect(object["type"]?.stringValue == kind.rawValue)
        let text = json.description
        #expect(try Codec.decodeEvent(JSONReader(JSONParser().parse(text))) == event)
    }

    @Test("Vectors/schema.json lists every kind, each with exactly the kind's fields")
    func schemaAgrees() throws {
        let text = try String(contentsOfFile: Paths.vectors + "/schema.json", encoding: .utf8)
        let schema = try #require(try JSONParser().parse(text).objectValue)
        let event = try #require(schema["$defs"]?.objectValue?["event"]?.objectValue)
        let listed = event["properties"]?.objectValue?["type"]?.objectValue?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(listed == EventKind.allCases.map(\.rawValue))
        var required: [String: [String]] = [:]
        for variant in try #require(event["oneOf"]?.arrayValue) {
            let v = try #require(variant.objectValue)
            let type = try #require(v["properties"]?.objectValue?["type"]?.objectValue)
            let names = type["const"].flatMap(\.stringValue).map { [$0] } ?? type["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
            for name in names { required[name] = v["required"]?.arrayValue?.compactMap(\.stringValue) }
        }
        for kind in EventKind.allCases {
            #expect(required[kind.rawValue] == ["type"] + kind.fields, "\(kind)")
        }
        #expect(required.count == EventKind.allCases.count)
    }

    @Test("every rejection the stored vectors record is of a kind its reason applies to, and every such pair is recorded")
    func rejectionsApplyToTheirKinds() throws {
        var seen: Set<[String]> = []
        for file in try VectorStore.load(Paths.vectors) {
            for c in file.cases {
                for (event, observation) in zip(c.input.events, c.expected.observations) {
                    guard let reason = observation.rejection else { continue }
                    #expect(reason.eventKinds.contains(event.kind), "\(c.id): \(reason) on \(event.kind)")
                    seen.insert([reason.rawValue, event.kind.rawValue])
                }
            }
        }
        let declared = Set(Rejection.allCases.flatMap { r in r.eventKinds.map { [r.rawValue, $0.rawValue] } })
        #expect(declared.subtracting(seen).sorted { $0.joined() < $1.joined() } == [])
    }
}
