import SwipeConformance
import SwipeReference

extension CuratedCases {
    // MARK: - The state × event matrix: one vector per reachable cell

    /// Rows of the matrix vectors: a reveal row with actions on both edges, a
    /// select row (trailing actions only), and a reveal row with trailing actions only.
    static let matrixRows = [Rows.both(), Rows.select(), Rows.reveal()]

    /// One vector for every reachable cell of `CoverageMatrix` (Vectors/matrix.json):
    /// the shortest event sequence that reaches it, found by a breadth-first search
    /// over the reference from the rows at rest (deterministic: a fixed alphabet, in order).
    static func matrixCells(_ lib: inout CuratedLibrary) {
        add(MatrixSearch.found.filter { $0.id.hasPrefix("matrix-") }, area: "matrix", to: &lib)
    }

    /// One vector for every pair of rejection reasons that can apply to one event
    /// (OBS-5, in Vectors/OBS.json), from the same search as the matrix cells.
    static func matrixRejectionPairs(_ lib: inout CuratedLibrary) {
        add(MatrixSearch.found.filter { !$0.id.hasPrefix("matrix-") }, area: "OBS", to: &lib)
    }

    private static func add(_ cases: [MatrixSearch.Found], area: String, to lib: inout CuratedLibrary) {
        for found in cases {
            lib.add(found.id, area: area, description: found.description,
                    requirements: found.requirements, .single, rows: matrixRows) { s in
                for e in found.events { s.raw(e) }
            }
        }
    }
}

/// The breadth-first search behind the matrix vectors.
enum MatrixSearch {
    struct Found {
        var id: String
        var description: String
        var requirements: [RequirementID]
        var events: [InputEvent]
    }

    struct Node {
        var events: [InputEvent]
        /// The reference and the matrix's view of the case after `events`: a
        /// child steps its one new event, never the whole case again.
        var walk: CoverageMatrix.Walk
        /// The active sequence; its row is `nil` once deleted (detached, MUT-10).
        var touch: (row: Int?, x0: Double, y0: Double, x: Double, y: Double)?
        var t: Double
    }

    /// What the search finds, computed once for the matrix cells and the rejection pairs.
    static let found = run()

    static let maximumDepth = 7
    static let past = 0.5

    /// The events tried from a node, each with a time at or after the clock, and
    /// variants carrying a second (or only) rejection reason.
    static func alphabet(_ n: Node) -> [InputEvent] {
        let t = n.t + 1.0 / 64
        var base: [InputEvent] = []
        for r in 0..<3 { base.append(.down(row: r, x: 200, y: 20, time: t)) }
        base.append(.down(row: 5, x: 200, y: 20, time: t))
        if let tc = n.touch {
            base += [.move(x: tc.x0 - 100, y: tc.y0, time: t), .move(x: tc.x0 + 100, y: tc.y0, time: t),
                     .move(x: tc.x0, y: tc.y0 + 40, time: t), .up(x: tc.x, y: tc.y, time: t), .cancel(time: t)]
        } else {
            base += [.move(x: 10, y: 20, time: t), .up(x: 10, y: 20, time: t), .cancel(time: t)]
        }
        base += [.advance(time: n.t), .advance(time: n.t + 0.5)]
        for r in 0..<3 { for e in Edge.allCases { base.append(.open(row: r, edge: e, time: t)) } }
        for r in 0..<3 { base.append(.close(row: r, time: t)) }
        base += [.close(row: -1, time: t), .activate(row: 0, index: 0, time: t), .activate(row: 1, index: 0, time: t),
                 .activate(row: 0, index: 9, time: t), .activate(row: 1, index: 9, time: t), .activate(row: 7, index: -1, time: t)]
        base += listChanges(n, time: t)
        var out = base
        for e in base {
            out.append(e.withTime(n.t - past))
            switch e {
            case let .down(r, _, y, t): out.append(.down(row: r, x: .nan, y: y, time: t)); out.append(.down(row: r, x: .nan, y: y, time: n.t - past))
            case let .move(_, y, t): out.append(.move(x: .infinity, y: y, time: t)); out.append(.move(x: .infinity, y: y, time: n.t - past))
            case let .up(x, _, t): out.append(.up(x: x, y: -.infinity, time: t))
            case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: out.append(e.withTime(.nan))
            }
        }
        return out
    }

    /// List changes tried from a node (SPEC MUT): each kind accepted where the list
    /// allows it, and rejected for an index out of range, an invalid configuration
    /// and a duplicate key. The list never grows past four rows, so the search ends.
    static func listChanges(_ n: Node, time t: Double) -> [InputEvent] {
        let count = n.walk.rows.count
        var keyed = Rows.reveal()
        keyed.key = "k"
        var invalid = Rows.reveal()
        invalid.width = 0
        var invalidKeyed = invalid
        invalidKeyed.key = "k"
        var out: [InputEvent] = [
            .insertRow(index: count + 1, configuration: Rows.reveal(), time: t), .deleteRow(row: count, time: t),
            .insertRow(index: 0, configuration: invalid, time: t), .insertRow(index: 0, configuration: invalidKeyed, time: t),
        ]
        if count < 4 { out.append(.insertRow(index: 0, configuration: keyed, time: t)) }
        if count < 3 { out.append(.insertRow(index: 0, configuration: Rows.reveal(), time: t)) }
        if count > 0 {
            out += [.deleteRow(row: 0, time: t), .reloadRow(row: 0, configuration: Rows.select(), time: t),
                    .reloadRow(row: 0, configuration: n.walk.rows[0], time: t),
                    .reloadRow(row: 0, configuration: invalid, time: t), .moveRow(row: 0, to: count, time: t)]
        }
        if count > 1 {
            out += [.deleteRow(row: 1, time: t), .moveRow(row: 0, to: count - 1, time: t),
                    .reloadRow(row: 1, configuration: keyed, time: t)]
        }
        return out
    }

    static func key(_ n: Node) -> String {
        let o = n.walk.list.observation
        let rows = n.walk.rows
        let rowsKey = o.rows.indices.map { CoverageMatrix.rowState(o.rows[$0], rows[$0]).rawValue + (rows[$0].key ?? "") }.joined(separator: "|")
        guard let tc = n.touch else { return rowsKey + "#none" }
        guard let row = tc.row else { return rowsKey + "#detached" }
        let kind: String
        if o.rows[row].phase == .dragging { kind = "drag" } else if tc.x == tc.x0 && tc.y == tc.y0 { kind = "pending" } else { kind = "other" }
        return rowsKey + "#\(row)\(kind)\(o.rows[row].offset > 0 ? "+" : o.rows[row].offset < 0 ? "-" : "0")"
    }

    static func run() -> [Found] {
        guard let start = CoverageMatrix.Walk(rows: CuratedCases.matrixRows) else { return [] }
        var frontier = [Node(events: [], walk: start, touch: nil, t: 1)]
        var seen: Set<String> = [key(frontier[0])]
        var cells: [CoverageMatrix.Cell: [InputEvent]] = [:]
        var pairs: [[Rejection]: [InputEvent]] = [:]
        for _ in 0..<maximumDepth {
            var next: [Node] = []
            for n in frontier {
                for e in alphabet(n) {
                    var walk = n.walk
                    guard let (step, observation) = walk.step(e) else { continue }
                    let events = n.events + [e]
                    let cell = CoverageMatrix.Cell(state: step.state, event: step.event)
                    if cells[cell] == nil { cells[cell] = events }
                    if step.reasons.count >= 2 {
                        for i in step.reasons.indices { for j in step.reasons.indices where j > i {
                            if pairs[[step.reasons[i], step.reasons[j]]] == nil { pairs[[step.reasons[i], step.reasons[j]]] = events }
                        } }
                    }
                    guard observation.rejection == nil else { continue }
                    var m = Node(events: events, walk: walk, touch: n.touch, t: e.time)
                    switch e {
                    case let .down(r, x, y, _): m.touch = (r, x, y, x, y)
                    case let .move(x, y, _): m.touch?.x = x; m.touch?.y = y
                    case .up, .cancel: m.touch = nil
                    case .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                        if let map = e.rowMap, let r = m.touch?.row { m.touch?.row = map(r) }
                    }
                    if seen.insert(key(m)).inserted { next.append(m) }
                }
            }
            frontier = next
        }
        var out: [Found] = []
        for state in MatrixState.all {
            for event in MatrixEvent.all {
                let cell = CoverageMatrix.Cell(state: state, event: event)
                guard CoverageMatrix.unreachable(cell) == nil, let events = cells[cell] else { continue }
                out.append(Found(id: "matrix-\(slug(state))-\(slug(event))", description: "state × event: \(event) when the addressed row is \(state)",
                                 requirements: requirements(event), events: events))
            }
        }
        for (a, b) in CoverageMatrix.possiblePairs {
            guard let events = pairs[[a, b]] else { continue }
            out.append(Found(id: "obs-5-pair-\(slug(a.rawValue))-\(slug(b.rawValue))",
                             description: "an event to which both \(a) and \(b) apply reports \(a) (OBS-5's order) and changes nothing",
                             requirements: [.obs5, .obs1] + [a, b].map(\.requirement), events: events))
        }
        return out
    }

    static func requirements(_ e: MatrixEvent) -> [RequirementID] {
        switch e {
        case let .rejected(r): return [.obs5, .obs1, r.requirement]
        case let .accepted(k): return [.obs1, .obs6] + k.definedBy
        }
    }

    static func slug(_ s: any CustomStringConvertible) -> String {
        var out = ""
        for c in s.description.lowercased() {
            if c.isLetter || c.isNumber { out.append(c) } else if out.last != "-" { out.append("-") }
        }
        while out.last == "-" { out.removeLast() }
        while out.first == "-" { out.removeFirst() }
        return out
    }
}
