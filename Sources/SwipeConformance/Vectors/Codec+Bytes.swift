import StrictJSON
import SwipeReference

/// The shapes of PROTOCOL.md 3 written as compact JSON bytes and read from them
/// directly, for the protocol's hot path: requests written without building
/// `JSONValue`s, answers read without a value tree or a key index.
///
/// Writing gives exactly the bytes of `JSONWriter.write(Codec.encode(…), style: .compact)`.
/// Reading accepts exactly what the `JSONReader` decoders accept with the same
/// values, or returns `nil`: the caller then decodes the same line with those
/// decoders, whose errors name the JSON path (a `nil` is never a verdict).
extension Codec {
    // MARK: Writing (PROTOCOL.md 3.1, 3.2)

    /// Appends a row (PROTOCOL.md 3.1) as compact JSON, keys in the order of `encode(_:)`.
    package static func write(_ row: RowConfiguration, into out: inout [UInt8]) {
        out.append(contentsOf: #"{"width":"#.utf8)
        JSONWriter.appendNumber(row.width, to: &out)
        out.append(contentsOf: #","layoutDirection":"#.utf8)
        JSONWriter.appendString(row.layoutDirection.rawValue, to: &out)
        out.append(contentsOf: #","style":"#.utf8)
        JSONWriter.appendString(row.style.rawValue, to: &out)
        out.append(contentsOf: #","declarations":["#.utf8)
        for (index, declaration) in row.declarations.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"edge":"#.utf8)
            JSONWriter.appendString(declaration.edge.rawValue, to: &out)
            out.append(contentsOf: (declaration.allowsFullSwipe ? #","allowsFullSwipe":true,"actions":["# : #","allowsFullSwipe":false,"actions":["#).utf8)
            for (index, action) in declaration.actions.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: #"{"id":"#.utf8)
                JSONWriter.appendString(action.id, to: &out)
                if let width = action.width {
                    out.append(contentsOf: #","width":"#.utf8)
                    JSONWriter.appendNumber(width, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.append(contentsOf: "]}".utf8)
        }
        out.append(contentsOf: #"],"parameters":{"#.utf8)
        for (index, parameter) in SwipeParameters.Parameter.allCases.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.appendString(parameter.name, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONWriter.appendNumber(row.parameters[parameter], to: &out)
        }
        out.append(UInt8(ascii: "}"))
        if let key = row.key {
            out.append(contentsOf: #","key":"#.utf8)
            JSONWriter.appendString(key, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends an event (PROTOCOL.md 3.2) as compact JSON, keys in the order of `encode(_:)`.
    package static func write(_ event: InputEvent, into out: inout [UInt8]) {
        out.append(contentsOf: #"{"type":"#.utf8)
        JSONWriter.appendString(event.kind.rawValue, to: &out)
        // Each key is written with its comma, colon and quotes, as one literal.
        func put(_ key: StaticString, _ value: Double) {
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            writeEventNumber(value, into: &out)
        }
        func put(_ key: StaticString, _ value: Int) { put(key, Double(value)) }
        func put(_ key: StaticString, _ row: RowConfiguration) {
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            write(row, into: &out)
        }
        switch event {
        case let .down(row, x, y, t):
            put(#","row":"#, row); put(#","x":"#, x); put(#","y":"#, y); put(#","t":"#, t)
        case let .move(x, y, t), let .up(x, y, t):
            put(#","x":"#, x); put(#","y":"#, y); put(#","t":"#, t)
        case let .cancel(t), let .advance(t):
            put(#","t":"#, t)
        case let .open(row, edge, t):
            put(#","row":"#, row)
            out.append(contentsOf: #","edge":"#.utf8)
            JSONWriter.appendString(edge.rawValue, to: &out)
            put(#","t":"#, t)
        case let .close(row, t), let .deleteRow(row, t):
            put(#","row":"#, row); put(#","t":"#, t)
        case let .activate(row, index, t):
            put(#","row":"#, row); put(#","index":"#, index); put(#","t":"#, t)
        case let .insertRow(index, configuration, t):
            put(#","index":"#, index); put(#","configuration":"#, configuration); put(#","t":"#, t)
        case let .moveRow(row, to, t):
            put(#","row":"#, row); put(#","to":"#, to); put(#","t":"#, t)
        case let .reloadRow(row, configuration, t):
            put(#","row":"#, row); put(#","configuration":"#, configuration); put(#","t":"#, t)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// A number of an event, as `eventNumber(_:)` spells it: a non-finite one as `{"nonFinite":"NaN"}` and so on.
    private static func writeEventNumber(_ x: Double, into out: inout [UInt8]) {
        if x.isFinite {
            JSONWriter.appendNumber(x, to: &out)
        } else {
            out.append(contentsOf: (x.isNaN ? #"{"nonFinite":"NaN"}"# : x > 0 ? #"{"nonFinite":"Infinity"}"# : #"{"nonFinite":"-Infinity"}"#).utf8)
        }
    }

    // MARK: Reading (PROTOCOL.md 3.3, 3.4)

    /// Member names of the shapes read, as UTF-8, in the order of their decoders' `expectOnlyKeys`.
    private static let observationKeys = utf8(["rows", "performed", "tappedRow", "rejection"])
    private static let rowObservationKeys = utf8(["offset", "phase", "revealedEdge", "actions", "selected", "settleEnds"])
    private static let actionFrameKeys = utf8(["id", "x", "width"])
    private static let performedKeys = utf8(["row", "edge", "id"])
    private static let accessibleActionKeys = utf8(["edge", "id"])

    package static func utf8(_ names: [String]) -> [[UInt8]] { names.map { Array($0.utf8) } }

    /// Reads an observation as `decodeObservation(_:)` does, or returns `nil`
    /// for anything that decoder would not accept (and for the spellings the
    /// cursor leaves to the parser).
    package static func readObservation(_ c: inout JSONCursor) -> Observation? {
        var rows: [RowObservation]?, performed: [PerformedAction]?
        var tappedRow: Int??, rejection: Rejection??
        let complete = readObject(&c, keys: observationKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: rows = readArray(&c, readRowObservation); return rows != nil
            case 1: performed = readArray(&c, readPerformed); return performed != nil
            case 2: tappedRow = c.consumeNull() ? .some(nil) : c.integer().map { .some($0) }; return tappedRow != nil
            default: rejection = c.consumeNull() ? .some(nil) : c.string().flatMap(Rejection.init(rawValue:)).map { .some($0) }; return rejection != nil
            }
        }
        guard complete, let rows, let performed, let tappedRow, let rejection else { return nil }
        return Observation(rows: rows, performed: performed, tappedRow: tappedRow, rejection: rejection)
    }

    private static func readRowObservation(_ c: inout JSONCursor) -> RowObservation? {
        var offset: Double?, phase: Phase?, revealedEdge: Edge??, actions: [ActionFrame]?
        var selected: String??, settleEnds: Double??
        let complete = readObject(&c, keys: rowObservationKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: offset = c.number(); return offset != nil
            case 1: phase = c.string().flatMap(Phase.init(rawValue:)); return phase != nil
            case 2: revealedEdge = c.consumeNull() ? .some(nil) : c.string().flatMap(Edge.init(rawValue:)).map { .some($0) }; return revealedEdge != nil
            case 3: actions = readArray(&c, readActionFrame); return actions != nil
            case 4: selected = c.consumeNull() ? .some(nil) : c.string().map { .some($0) }; return selected != nil
            default: settleEnds = c.consumeNull() ? .some(nil) : c.number().map { .some($0) }; return settleEnds != nil
            }
        }
        guard complete, let offset, let phase, let revealedEdge, let actions, let selected, let settleEnds else { return nil }
        return RowObservation(offset: offset, phase: phase, revealedEdge: revealedEdge, actions: actions,
                              selected: selected, settleEnds: settleEnds)
    }

    private static func readActionFrame(_ c: inout JSONCursor) -> ActionFrame? {
        var id: String?, x: Double?, width: Double?
        let complete = readObject(&c, keys: actionFrameKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: id = c.string(); return id != nil
            case 1: x = c.number(); return x != nil
            default: width = c.number(); return width != nil
            }
        }
        guard complete, let id, let x, let width else { return nil }
        return ActionFrame(id: id, x: x, width: width)
    }

    private static func readPerformed(_ c: inout JSONCursor) -> PerformedAction? {
        var row: Int?, edge: Edge?, id: String?
        let complete = readObject(&c, keys: performedKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: row = c.integer(); return row != nil
            case 1: edge = c.string().flatMap(Edge.init(rawValue:)); return edge != nil
            default: id = c.string(); return id != nil
            }
        }
        guard complete, let row, let edge, let id else { return nil }
        return PerformedAction(row: row, edge: edge, id: id)
    }

    /// Reads every row's accessibility list as `decodeAccessibility(_:)` does, or returns `nil`.
    package static func readAccessibility(_ c: inout JSONCursor) -> [[AccessibleAction]]? {
        readArray(&c) { (c: inout JSONCursor) -> [AccessibleAction]? in
            readArray(&c) { (c: inout JSONCursor) -> AccessibleAction? in
                var edge: Edge?, id: String?
                let complete = readObject(&c, keys: accessibleActionKeys) { (c: inout JSONCursor, key: Int) -> Bool in
                    if key == 0 { edge = c.string().flatMap(Edge.init(rawValue:)); return edge != nil }
                    id = c.string()
                    return id != nil
                }
                guard complete, let edge, let id else { return nil }
                return AccessibleAction(edge: edge, id: id)
            }
        }
    }

    /// Reads an array whose every element `readElement` reads; `nil` when it is
    /// not an array or an element is not read.
    package static func readArray<Element>(_ c: inout JSONCursor, _ readElement: (inout JSONCursor) -> Element?) -> [Element]? {
        guard c.consume(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if c.consume(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let element = readElement(&c) else { return nil }
            elements.append(element)
        } while c.consume(UInt8(ascii: ","))
        return c.consume(UInt8(ascii: "]")) ? elements : nil
    }

    /// Reads an object whose members are all among `keys` (at most 64), each at
    /// most once, each value read by `readMember` with the member's index in
    /// `keys`; the caller checks that every required value was read. `false`
    /// when it is not such an object or `readMember` returns `false`.
    package static func readObject(_ c: inout JSONCursor, keys: [[UInt8]], _ readMember: (inout JSONCursor, Int) -> Bool) -> Bool {
        guard c.consume(UInt8(ascii: "{")) else { return false }
        if c.consume(UInt8(ascii: "}")) { return true }
        var seen: UInt64 = 0, read = 0
        repeat {
            // Members usually come in the documented order: the read-th key is tried first.
            guard let key = c.memberName(in: keys, tryingFirst: read), seen & (1 << key) == 0 else { return false }
            read += 1
            seen |= 1 << key
            guard readMember(&c, key) else { return false }
        } while c.consume(UInt8(ascii: ","))
        return c.consume(UInt8(ascii: "}"))
    }
}
