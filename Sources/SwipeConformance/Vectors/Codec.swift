import QuotedText
import StrictJSON
import SwipeReference

/// JSON shapes of rows, events, observations and results (PROTOCOL.md section 3,
/// Vectors/README.md). Encoding orders keys as documented; decoding reports the
/// JSON path of the first bad value and refuses unknown keys.
package enum Codec {
    // MARK: Rows (PROTOCOL.md 3.1)

    /// A row as JSON (PROTOCOL.md 3.1).
    package static func encode(_ row: RowConfiguration) -> JSONValue {
        var parameters = JSONObject()
        for parameter in SwipeParameters.Parameter.allCases {
            _ = parameters.append(key: parameter.name, value: .number(row.parameters[parameter]))
        }
        let declarations: [JSONValue] = row.declarations.map { d in
            .object([
                "edge": .string(d.edge.rawValue), "allowsFullSwipe": .bool(d.allowsFullSwipe),
                "actions": .array(d.actions.map { a in
                    var o: JSONObject = ["id": .string(a.id)]
                    if let w = a.width { _ = o.append(key: "width", value: .number(w)) }
                    return .object(o)
                }),
            ])
        }
        var o: JSONObject = [
            "width": .number(row.width), "layoutDirection": .string(row.layoutDirection.rawValue),
            "style": .string(row.style.rawValue), "declarations": .array(declarations),
            "parameters": .object(parameters),
        ]
        if let key = row.key { _ = o.append(key: "key", value: .string(key)) }  // SPEC MUT-1: optional
        return .object(o)
    }

    /// The keys of a row's `parameters` object, built once rather than for every row read.
    static let parameterNames = SwipeParameters.Parameter.allCases.map(\.name)

    /// Reads a row; a wrong or missing field throws with its JSON path.
    package static func decodeRow(_ r: JSONReader) throws(JSONReadError) -> RowConfiguration {
        try r.expectOnlyKeys(["width", "layoutDirection", "style", "declarations", "parameters", "key"])
        let p = try r.field("parameters")
        try p.expectOnlyKeys(parameterNames)
        var parameters = SwipeParameters.defaults
        for parameter in SwipeParameters.Parameter.allCases {
            parameters[parameter] = try p.field(parameter.name).double()
        }
        let declarations = try r.field("declarations").array { (d: JSONReader) throws(JSONReadError) -> SwipeDeclaration in
            try d.expectOnlyKeys(["edge", "allowsFullSwipe", "actions"])
            let actions = try d.field("actions").array { (a: JSONReader) throws(JSONReadError) -> SwipeAction in
                try a.expectOnlyKeys(["id", "width"])
                let width = try a.optionalField("width").map { (w: JSONReader) throws(JSONReadError) -> Double in try w.double() }
                return SwipeAction(id: try a.field("id").string(), width: width)
            }
            return SwipeDeclaration(edge: try d.field("edge").enumeration(Edge.self),
                                    allowsFullSwipe: try d.field("allowsFullSwipe").bool(), actions: actions)
        }
        return RowConfiguration(
            width: try r.field("width").double(), layoutDirection: try r.field("layoutDirection").enumeration(LayoutDirection.self),
            style: try r.field("style").enumeration(ReleaseStyle.self), declarations: declarations, parameters: parameters,
            key: try r.optionalField("key").map { (k: JSONReader) throws(JSONReadError) -> String in try k.string() })
    }

    /// The reasons rows are refused before any event (PROTOCOL.md 3.4; SPEC
    /// GEO-6, ACC-4, MUT-1): the only values of a `refused`.
    static let refusals: [Rejection] = [.invalidConfiguration, .duplicateKey]

    /// Reads a `refused` (a vector's expected refusal, an implementation's
    /// answer): one of ``refusals``; any other string, even another rejection
    /// of SPEC OBS-5, is refused naming only those two.
    static func decodeRefusal(_ r: JSONReader) throws(JSONReadError) -> Rejection {
        let name = try r.string()
        guard let reason = Rejection(rawValue: name), refusals.contains(reason) else {
            throw .outOfRange(path: r.path, expected: "one of " + refusals.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                              + " (the reasons rows are refused before any event, GEO-6, ACC-4, MUT-1)",
                              found: r.value.shortDescription)
        }
        return reason
    }

    // MARK: Events (PROTOCOL.md 3.2)

    /// A number that may be non-finite, spelled `{"nonFinite": "NaN"}` and so on.
    static func eventNumber(_ x: Double) -> JSONValue {
        if x.isFinite { return .number(x) }
        let name = x.isNaN ? "NaN" : (x > 0 ? "Infinity" : "-Infinity")
        return .object(["nonFinite": .string(name)])
    }

    static func decodeEventNumber(_ r: JSONReader) throws(JSONReadError) -> Double {
        if case .object = r.value {
            try r.expectOnlyKeys(["nonFinite"])
            let field = try r.field("nonFinite")
            let name = try field.string()
            switch name {
            case "NaN": return .nan
            case "Infinity": return .infinity
            case "-Infinity": return -.infinity
            default:
                throw field.invalid("expected \"NaN\", \"Infinity\" or \"-Infinity\", found \(quoteShortened(name, limit: 40)); "
                                    + "spell a non-finite number as one of them (PROTOCOL.md 3.2)")
            }
        }
        return try r.double()
    }

    /// An event as JSON (PROTOCOL.md 3.2).
    package static func encode(_ event: InputEvent) -> JSONValue {
        var o: JSONObject = ["type": .string(event.kind.rawValue)]
        func put(_ k: String, _ v: JSONValue) { _ = o.append(key: k, value: v) }
        switch event {
        case let .down(row, x, y, t):
            put("row", .number(Double(row))); put("x", eventNumber(x)); put("y", eventNumber(y)); put("t", eventNumber(t))
        case let .move(x, y, t), let .up(x, y, t):
            put("x", eventNumber(x)); put("y", eventNumber(y)); put("t", eventNumber(t))
        case let .cancel(t), let .advance(t):
            put("t", eventNumber(t))
        case let .open(row, edge, t):
            put("row", .number(Double(row))); put("edge", .string(edge.rawValue)); put("t", eventNumber(t))
        case let .close(row, t):
            put("row", .number(Double(row))); put("t", eventNumber(t))
        case let .activate(row, index, t):
            put("row", .number(Double(row))); put("index", .number(Double(index))); put("t", eventNumber(t))
        case let .insertRow(index, configuration, t):
            put("index", .number(Double(index))); put("configuration", encode(configuration)); put("t", eventNumber(t))
        case let .deleteRow(row, t):
            put("row", .number(Double(row))); put("t", eventNumber(t))
        case let .moveRow(row, to, t):
            put("row", .number(Double(row))); put("to", .number(Double(to))); put("t", eventNumber(t))
        case let .reloadRow(row, configuration, t):
            put("row", .number(Double(row))); put("configuration", encode(configuration)); put("t", eventNumber(t))
        }
        return .object(o)
    }

    /// Reads an event; a wrong or missing field throws with its JSON path.
    package static func decodeEvent(_ r: JSONReader) throws(JSONReadError) -> InputEvent {
        let typeField = try r.field("type")
        let type = try typeField.string()
        guard let kind = EventKind(rawValue: type) else {
            throw .outOfRange(path: typeField.path,
                              expected: "one of " + EventKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                              found: quoteShortened(type, limit: 40))
        }
        try r.expectOnlyKeys(["type"] + kind.fields)
        func number(_ key: String) throws(JSONReadError) -> Double { try decodeEventNumber(r.field(key)) }
        func integer(_ key: String) throws(JSONReadError) -> Int { try r.field(key).int() }
        switch kind {
        case .down: return .down(row: try integer("row"), x: try number("x"), y: try number("y"), time: try number("t"))
        case .move: return .move(x: try number("x"), y: try number("y"), time: try number("t"))
        case .up: return .up(x: try number("x"), y: try number("y"), time: try number("t"))
        case .cancel: return .cancel(time: try number("t"))
        case .advance: return .advance(time: try number("t"))
        case .open: return .open(row: try integer("row"), edge: try r.field("edge").enumeration(Edge.self), time: try number("t"))
        case .close: return .close(row: try integer("row"), time: try number("t"))
        case .activate: return .activate(row: try integer("row"), index: try integer("index"), time: try number("t"))
        case .insertRow:
            return .insertRow(index: try integer("index"), configuration: try decodeRow(r.field("configuration")), time: try number("t"))
        case .deleteRow: return .deleteRow(row: try integer("row"), time: try number("t"))
        case .moveRow: return .moveRow(row: try integer("row"), to: try integer("to"), time: try number("t"))
        case .reloadRow:
            return .reloadRow(row: try integer("row"), configuration: try decodeRow(r.field("configuration")), time: try number("t"))
        }
    }

    // MARK: Observations (PROTOCOL.md 3.3)

    static func optional(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }

    /// An observation as JSON (PROTOCOL.md 3.3).
    package static func encode(_ o: Observation) -> JSONValue {
        let rows: [JSONValue] = o.rows.map { r in
            .object([
                "offset": .number(r.offset), "phase": .string(r.phase.rawValue),
                "revealedEdge": optional(r.revealedEdge?.rawValue),
                "actions": .array(r.actions.map { .object(["id": .string($0.id), "x": .number($0.x), "width": .number($0.width)]) }),
                "selected": optional(r.selected), "settleEnds": r.settleEnds.map { .number($0) } ?? .null,
            ])
        }
        return .object([
            "rows": .array(rows),
            "performed": .array(o.performed.map { .object(["row": .number(Double($0.row)), "edge": .string($0.edge.rawValue), "id": .string($0.id)]) }),
            "tappedRow": o.tappedRow.map { .number(Double($0)) } ?? .null,
            "rejection": optional(o.rejection?.rawValue),
        ])
    }

    static func nullable<T>(_ r: JSONReader, _ read: (JSONReader) throws(JSONReadError) -> T) throws(JSONReadError) -> T? {
        r.isNull ? nil : try read(r)
    }

    /// Reads an observation; a wrong or missing field throws with its JSON path.
    package static func decodeObservation(_ r: JSONReader) throws(JSONReadError) -> Observation {
        try r.expectOnlyKeys(["rows", "performed", "tappedRow", "rejection"])
        let rows = try r.field("rows").array { (x: JSONReader) throws(JSONReadError) -> RowObservation in
            try x.expectOnlyKeys(["offset", "phase", "revealedEdge", "actions", "selected", "settleEnds"])
            let actions = try x.field("actions").array { (f: JSONReader) throws(JSONReadError) -> ActionFrame in
                try f.expectOnlyKeys(["id", "x", "width"])
                return ActionFrame(id: try f.field("id").string(), x: try f.field("x").double(), width: try f.field("width").double())
            }
            return RowObservation(
                offset: try x.field("offset").double(), phase: try x.field("phase").enumeration(Phase.self),
                revealedEdge: try nullable(x.field("revealedEdge")) { (e: JSONReader) throws(JSONReadError) in try e.enumeration(Edge.self) },
                actions: actions,
                selected: try nullable(x.field("selected")) { (s: JSONReader) throws(JSONReadError) in try s.string() },
                settleEnds: try nullable(x.field("settleEnds")) { (s: JSONReader) throws(JSONReadError) in try s.double() })
        }
        let performed = try r.field("performed").array { (p: JSONReader) throws(JSONReadError) -> PerformedAction in
            try p.expectOnlyKeys(["row", "edge", "id"])
            return PerformedAction(row: try p.field("row").int(), edge: try p.field("edge").enumeration(Edge.self), id: try p.field("id").string())
        }
        return Observation(
            rows: rows, performed: performed,
            tappedRow: try nullable(r.field("tappedRow")) { (t: JSONReader) throws(JSONReadError) in try t.int() },
            rejection: try nullable(r.field("rejection")) { (j: JSONReader) throws(JSONReadError) in try j.enumeration(Rejection.self) })
    }

    // MARK: Accessibility (PROTOCOL.md 3.4)

    /// Every row's accessibility actions as JSON (PROTOCOL.md 3.4).
    package static func encode(accessibility: [[AccessibleAction]]) -> JSONValue {
        .array(accessibility.map { .array($0.map { .object(["edge": .string($0.edge.rawValue), "id": .string($0.id)]) }) })
    }

    /// Reads the accessibility lists; a wrong or missing field throws with its JSON path.
    package static func decodeAccessibility(_ r: JSONReader) throws(JSONReadError) -> [[AccessibleAction]] {
        try r.array { (row: JSONReader) throws(JSONReadError) -> [AccessibleAction] in
            try row.array { (a: JSONReader) throws(JSONReadError) -> AccessibleAction in
                try a.expectOnlyKeys(["edge", "id"])
                return AccessibleAction(edge: try a.field("edge").enumeration(Edge.self), id: try a.field("id").string())
            }
        }
    }
}

