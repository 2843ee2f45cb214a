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
        layoutDirections.write(row.layoutDirection, into: &out)
        out.append(contentsOf: #","style":"#.utf8)
        styles.write(row.style, into: &out)
        out.append(contentsOf: #","declarations":["#.utf8)
        for (index, declaration) in row.declarations.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"edge":"#.utf8)
            edges.write(declaration.edge, into: &out)
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
        for member in parameterMembers {
            out.append(contentsOf: member.prefix)
            JSONWriter.appendNumber(row.parameters[member.parameter], to: &out)
        }
        out.append(UInt8(ascii: "}"))
        if let key = row.key {
            out.append(contentsOf: #","key":"#.utf8)
            JSONWriter.appendString(key, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Each parameter with the bytes written before its value (its name quoted
    /// and a colon, after a comma but for the first), built once rather than for
    /// every row written.
    private static let parameterMembers: [(parameter: SwipeParameters.Parameter, prefix: [UInt8])] =
        SwipeParameters.Parameter.allCases.enumerated().map { index, parameter in
            var prefix: [UInt8] = index > 0 ? [UInt8(ascii: ",")] : []
            JSONWriter.appendString(parameter.name, to: &prefix)
            prefix.append(UInt8(ascii: ":"))
            return (parameter, prefix)
        }

    /// Rows written lately, with their bytes: a row written again (a case's rows
    /// go out again in each of its transformed cases) is copied from its bytes.
    package struct WrittenRows {
        private var rows: [RowConfiguration] = []
        private var bytes: [[UInt8]] = []
        /// The entry replaced next once all are used.
        private var next = 0
        /// How many rows are kept.
        static let capacity = 16

        /// No row written yet.
        package init() {}

        /// Appends `row` as `Codec.write(_:into:)` writes it.
        package mutating func write(_ row: RowConfiguration, into out: inout [UInt8]) {
            for index in rows.indices where rows[index] == row && Self.spellStringsAlike(rows[index], row) {
                out.append(contentsOf: bytes[index])
                return
            }
            let start = out.count
            Codec.write(row, into: &out)
            let written = Array(out[start...])
            if rows.count < Self.capacity {
                rows.append(row)
                bytes.append(written)
            } else {
                rows[next] = row
                bytes[next] = written
                next = (next + 1) % Self.capacity
            }
        }

        /// Whether two equal rows also spell their strings with the same bytes:
        /// `==` on `String` is canonical equivalence (a precomposed "é" equals
        /// an "e" and a combining accent), and their JSON differs.
        private static func spellStringsAlike(_ a: RowConfiguration, _ b: RowConfiguration) -> Bool {
            guard (a.key ?? "").utf8.elementsEqual((b.key ?? "").utf8) else { return false }
            for (d, e) in zip(a.declarations, b.declarations) {
                for (x, y) in zip(d.actions, e.actions) where !x.id.utf8.elementsEqual(y.id.utf8) { return false }
            }
            return true
        }
    }

    /// Appends an event (PROTOCOL.md 3.2) as compact JSON, keys in the order of
    /// `encode(_:)`; a configuration it carries is written through `rows`.
    package static func write(_ event: InputEvent, into out: inout [UInt8], rows: inout WrittenRows) {
        append(#"{"type":"#, to: &out)
        eventKinds.write(event.kind, into: &out)
        // Each key is written with its comma, colon and quotes, as one literal.
        func put(_ key: StaticString, _ value: Double) {
            append(key, to: &out)
            writeEventNumber(value, into: &out)
        }
        func put(_ key: StaticString, _ value: Int) { put(key, Double(value)) }
        func put(_ key: StaticString, _ row: RowConfiguration) {
            append(key, to: &out)
            rows.write(row, into: &out)
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
            edges.write(edge, into: &out)
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

    /// Appends the bytes of a literal, without making a `String` of it.
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A number of an event, as `eventNumber(_:)` spells it: a non-finite one as `{"nonFinite":"NaN"}` and so on.
    private static func writeEventNumber(_ x: Double, into out: inout [UInt8]) {
        if x.isFinite {
            JSONWriter.appendNumber(x, to: &out)
        } else {
            out.append(contentsOf: (x.isNaN ? #"{"nonFinite":"NaN"}"# : x > 0 ? #"{"nonFinite":"Infinity"}"# : #"{"nonFinite":"-Infinity"}"#).utf8)
        }
    }

    // MARK: Reading (PROTOCOL.md 3.1 to 3.4)

    /// Member names of the shapes read, as UTF-8, in the order of their decoders' `expectOnlyKeys`.
    private static let rowKeys = JSONCursor.Names(["width", "layoutDirection", "style", "declarations", "parameters", "key"])
    private static let parameterKeys = JSONCursor.Names(parameterNames)
    private static let declarationKeys = JSONCursor.Names(["edge", "allowsFullSwipe", "actions"])
    private static let actionKeys = JSONCursor.Names(["id", "width"])
    /// Every member an event may have: `type`, then the fields of the kinds (`EventKind.fields`).
    private static let eventFieldNames = ["type", "row", "x", "y", "t", "edge", "index", "configuration", "to"]
    private static let eventKeys = JSONCursor.Names(eventFieldNames)
    /// For each event kind, the members it has: bits of `eventKeys`.
    private static let eventMembers: [EventKind: UInt64] = Dictionary(uniqueKeysWithValues: EventKind.allCases.map { kind in
        (kind, (["type"] + kind.fields).reduce(0) { mask, name in mask | 1 << UInt64(eventFieldNames.firstIndex(of: name)!) })
    })
    private static let nonFiniteKeys = JSONCursor.Names(["nonFinite"])
    private static let observationKeys = JSONCursor.Names(["rows", "performed", "tappedRow", "rejection"])
    private static let rowObservationKeys = JSONCursor.Names(["offset", "phase", "revealedEdge", "actions", "selected", "settleEnds"])
    private static let actionFrameKeys = JSONCursor.Names(["id", "x", "width"])
    private static let performedKeys = JSONCursor.Names(["row", "edge", "id"])
    private static let accessibleActionKeys = JSONCursor.Names(["edge", "id"])


    /// The enumerations read, each case by its raw value's bytes.
    private static let layoutDirections = EnumerationNames<LayoutDirection>()
    private static let styles = EnumerationNames<ReleaseStyle>()
    private static let eventKinds = EnumerationNames<EventKind>()
    private static let rejections = EnumerationNames<Rejection>()
    private static let phases = EnumerationNames<Phase>()
    private static let edges = EnumerationNames<Edge>()

    /// The cases of an enumeration with their raw values as UTF-8, to read a
    /// case straight from the bytes of its string, without making a `String`.
    private struct EnumerationNames<Value: RawRepresentable & CaseIterable & Equatable & Sendable>: Sendable where Value.RawValue == String {
        let values = Array(Value.allCases)
        let names = JSONCursor.Names(Value.allCases.map(\.rawValue))
        /// Each case's raw value as a JSON string, quotes included.
        let written: [[UInt8]] = Value.allCases.map { value in
            var bytes: [UInt8] = []
            JSONWriter.appendString(value.rawValue, to: &bytes)
            return bytes
        }

        /// The case whose raw value is the string read, as `Value(rawValue:)` gives it, or `nil`.
        func read(_ c: inout JSONCursor) -> Value? {
            c.stringIndex(in: names).map { values[$0] }
        }

        /// Appends `value`'s raw value as a JSON string, as `JSONWriter.appendString` writes it.
        func write(_ value: Value, into out: inout [UInt8]) {
            out.append(contentsOf: written[values.firstIndex(of: value)!])  // every case is in `values`
        }
    }

    /// Reads a row as `decodeRow(_:)` does, or returns `nil` for anything that
    /// decoder would not accept.
    package static func readRow(_ c: inout JSONCursor) -> RowConfiguration? {
        var width: Double?, layoutDirection: LayoutDirection?, style: ReleaseStyle?
        var declarations: [SwipeDeclaration]?, parameters: SwipeParameters?, key: String?
        let complete = readObject(&c, keys: rowKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            switch member {
            case 0: width = c.number(); return width != nil
            case 1: layoutDirection = layoutDirections.read(&c); return layoutDirection != nil
            case 2: style = styles.read(&c); return style != nil
            case 3: declarations = readArray(&c, readDeclaration); return declarations != nil
            case 4: parameters = readParameters(&c); return parameters != nil
            default: key = c.string(); return key != nil
            }
        }
        guard complete, let width, let layoutDirection, let style, let declarations, let parameters else { return nil }
        return RowConfiguration(width: width, layoutDirection: layoutDirection, style: style, declarations: declarations,
                                parameters: parameters, key: key)
    }

    /// Reads a row's `parameters` object: every parameter, nothing else.
    private static func readParameters(_ c: inout JSONCursor) -> SwipeParameters? {
        var parameters = SwipeParameters.defaults
        var count = 0
        let complete = readObject(&c, keys: parameterKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            guard let value = c.number() else { return false }
            parameters[SwipeParameters.Parameter.allCases[member]] = value
            count += 1
            return true
        }
        return complete && count == parameterKeys.count ? parameters : nil
    }

    private static func readDeclaration(_ c: inout JSONCursor) -> SwipeDeclaration? {
        var edge: Edge?, allowsFullSwipe: Bool?, actions: [SwipeAction]?
        let complete = readObject(&c, keys: declarationKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            switch member {
            case 0: edge = edges.read(&c); return edge != nil
            case 1: allowsFullSwipe = c.boolean(); return allowsFullSwipe != nil
            default: actions = readArray(&c, readAction); return actions != nil
            }
        }
        guard complete, let edge, let allowsFullSwipe, let actions else { return nil }
        return SwipeDeclaration(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: actions)
    }

    private static func readAction(_ c: inout JSONCursor) -> SwipeAction? {
        var id: String?, width: Double?
        let complete = readObject(&c, keys: actionKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            if member == 0 {
                id = c.string()
                return id != nil
            }
            width = c.number()
            return width != nil
        }
        guard complete, let id else { return nil }
        return SwipeAction(id: id, width: width)
    }

    /// Reads an event as `decodeEvent(_:)` does, or returns `nil` for anything
    /// that decoder would not accept. Its members may come in any order, `type`
    /// among them: each member's value has one shape whatever the kind, and the
    /// members present must be exactly the kind's.
    package static func readEvent(_ c: inout JSONCursor) -> InputEvent? {
        var kind: EventKind?, present: UInt64 = 0
        var row = 0, index = 0, to = 0, x = 0.0, y = 0.0, t = 0.0
        var edge: Edge?, configuration: RowConfiguration?
        let complete = readObject(&c, keys: eventKeys) { (c: inout JSONCursor, member: Int) -> Bool in
            present |= 1 << UInt64(member)
            switch member {
            case 0: kind = eventKinds.read(&c); return kind != nil
            case 1: guard let value = c.integer() else { return false }; row = value
            case 2: guard let value = readEventNumber(&c) else { return false }; x = value
            case 3: guard let value = readEventNumber(&c) else { return false }; y = value
            case 4: guard let value = readEventNumber(&c) else { return false }; t = value
            case 5: edge = edges.read(&c); return edge != nil
            case 6: guard let value = c.integer() else { return false }; index = value
            case 7: configuration = readRow(&c); return configuration != nil
            default: guard let value = c.integer() else { return false }; to = value
            }
            return true
        }
        guard complete, let kind, present == eventMembers[kind] else { return nil }
        switch kind {
        case .down: return .down(row: row, x: x, y: y, time: t)
        case .move: return .move(x: x, y: y, time: t)
        case .up: return .up(x: x, y: y, time: t)
        case .cancel: return .cancel(time: t)
        case .advance: return .advance(time: t)
        case .open: return edge.map { .open(row: row, edge: $0, time: t) }
        case .close: return .close(row: row, time: t)
        case .activate: return .activate(row: row, index: index, time: t)
        case .insertRow: return configuration.map { .insertRow(index: index, configuration: $0, time: t) }
        case .deleteRow: return .deleteRow(row: row, time: t)
        case .moveRow: return .moveRow(row: row, to: to, time: t)
        case .reloadRow: return configuration.map { .reloadRow(row: row, configuration: $0, time: t) }
        }
    }

    /// A number of an event as `decodeEventNumber(_:)` reads it: a number, or
    /// `{"nonFinite": "NaN"}` and so on.
    private static func readEventNumber(_ c: inout JSONCursor) -> Double? {
        if let number = c.number() { return number }
        var value: Double?
        let complete = readObject(&c, keys: nonFiniteKeys) { (c: inout JSONCursor, _: Int) -> Bool in
            switch c.string() {
            case "NaN": value = .nan
            case "Infinity": value = .infinity
            case "-Infinity": value = -.infinity
            default: return false
            }
            return true
        }
        return complete ? value : nil
    }

    /// Observations read from a document, with the bytes of each in it: what
    /// lets a later array take the observations it repeats as they are.
    package struct ReadObservations {
        /// The observations, in order.
        package var observations: [Observation] = []
        /// Where each observation's bytes lie in its document.
        var bytes: [Range<Int>] = []
    }

    /// Observations read before, and the bytes of the document they were read
    /// from (which must stay valid while they are used).
    package typealias EarlierObservations = (read: ReadObservations, document: UnsafeBufferPointer<UInt8>)

    /// Reads an array of observations as `decodeObservation(_:)` reads each, or
    /// returns `nil` (also when it holds more than `limit`).
    ///
    /// Observations often repeat, whole or row by row: at the next event (a row
    /// at rest stays so for many events), and at the same event of a case run
    /// again slightly changed (the transformed cases of the properties). An
    /// observation whose bytes are those of the one before, or of the one at
    /// its index in `earlier`, is that value again, taken without reading it
    /// (`JSONCursor.consume(copyOf:)`); so is a row observation whose bytes are
    /// those of the row at its index in the observation before.
    ///
    /// - Parameter earlier: Observations read before and the document they were
    ///   read from (this one, or another that stays valid while this reads).
    package static func readObservations(_ c: inout JSONCursor, atMost limit: Int = .max,
                                         after earlier: EarlierObservations? = nil)
        -> ReadObservations? {
        guard c.consume(UInt8(ascii: "[")) else { return nil }
        var read = ReadObservations()
        if c.consume(UInt8(ascii: "]")) { return read }
        var rows = RowsRead()
        repeat {
            let index = read.observations.count
            guard index < limit else { return nil }
            c.skipWhitespace()
            let start = c.byteOffset
            if let previous = read.bytes.last, c.consume(copyOf: previous) {
                read.observations.append(read.observations[index - 1])
            } else if let earlier, index < earlier.read.bytes.count,
                      c.consume(copyOf: UnsafeBufferPointer(rebasing: earlier.document[earlier.read.bytes[index]])) {
                read.observations.append(earlier.read.observations[index])
            } else {
                guard let observation = readObservation(&c, rows: &rows) else { return nil }
                read.observations.append(observation)
            }
            read.bytes.append(start..<c.byteOffset)
        } while c.consume(UInt8(ascii: ","))
        return c.consume(UInt8(ascii: "]")) ? read : nil
    }

    /// The row observations of the observation read last, and the bytes of each.
    struct RowsRead {
        var rows: [RowObservation] = []
        var bytes: [Range<Int>] = []
    }

    /// Reads an observation as `decodeObservation(_:)` does, or returns `nil`
    /// for anything that decoder would not accept (and for the spellings the
    /// cursor leaves to the parser). A row whose bytes are those of the row at
    /// the same index in `rows` (the observation read before) is that row again.
    static func readObservation(_ c: inout JSONCursor, rows memo: inout RowsRead) -> Observation? {
        var rows: [RowObservation]?, performed: [PerformedAction]?
        var tappedRow: Int??, rejection: Rejection??
        let complete = readObject(&c, keys: observationKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: rows = readRows(&c, memo: &memo); return rows != nil
            case 1: performed = readArray(&c, readPerformed); return performed != nil
            case 2: tappedRow = c.consumeNull() ? .some(nil) : c.integer().map { .some($0) }; return tappedRow != nil
            default: rejection = c.consumeNull() ? .some(nil) : rejections.read(&c).map { .some($0) }; return rejection != nil
            }
        }
        guard complete, let rows, let performed, let tappedRow, let rejection else { return nil }
        return Observation(rows: rows, performed: performed, tappedRow: tappedRow, rejection: rejection)
    }

    /// Reads an observation's `rows`, each row the one at its index in `memo`
    /// when its bytes are that row's; `memo` then holds these rows.
    private static func readRows(_ c: inout JSONCursor, memo: inout RowsRead) -> [RowObservation]? {
        guard c.consume(UInt8(ascii: "[")) else { return nil }
        var read = RowsRead()
        if !c.consume(UInt8(ascii: "]")) {
            repeat {
                let index = read.rows.count
                c.skipWhitespace()
                let start = c.byteOffset
                let row: RowObservation
                if index < memo.rows.count, c.consume(copyOf: memo.bytes[index]) {
                    row = memo.rows[index]
                } else {
                    guard let fresh = readRowObservation(&c) else { return nil }
                    row = fresh
                }
                read.rows.append(row)
                read.bytes.append(start..<c.byteOffset)
            } while c.consume(UInt8(ascii: ","))
            guard c.consume(UInt8(ascii: "]")) else { return nil }
        }
        memo = read
        return read.rows
    }

    private static func readRowObservation(_ c: inout JSONCursor) -> RowObservation? {
        var offset: Double?, phase: Phase?, revealedEdge: Edge??, actions: [ActionFrame]?
        var selected: String??, settleEnds: Double??
        let complete = readObject(&c, keys: rowObservationKeys) { (c: inout JSONCursor, key: Int) -> Bool in
            switch key {
            case 0: offset = c.number(); return offset != nil
            case 1: phase = phases.read(&c); return phase != nil
            case 2: revealedEdge = c.consumeNull() ? .some(nil) : edges.read(&c).map { .some($0) }; return revealedEdge != nil
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
            case 1: edge = edges.read(&c); return edge != nil
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
                    if key == 0 { edge = edges.read(&c); return edge != nil }
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
    package static func readObject(_ c: inout JSONCursor, keys: JSONCursor.Names, _ readMember: (inout JSONCursor, Int) -> Bool) -> Bool {
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
