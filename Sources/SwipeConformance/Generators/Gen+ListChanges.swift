import PropertyEngine
import SwipeReference

/// Cases in which the app changes the list while the user swipes (SPEC MUT).
///
/// The gestures of `swipeCase` on keyed rows, each followed or interrupted by
/// list changes chosen from the state the reference is in, the way apps change
/// lists: the row whose action was just performed is deleted (most often), and
/// rows are inserted, deleted, moved or reloaded while a drag is in progress,
/// while a row settles or holds a saved selection, while one is open, and at
/// rest. Reloads keep the configuration or change it a little (an action more
/// or less, another width, direction or style), as a refresh does. Now and then
/// a change is invalid (an index out of range, an invalid configuration, a
/// duplicate key).
///
/// In a case that changes the list, each gesture draws its own changes after
/// its own choices and inside its span: deleting a gesture while shrinking
/// deletes the changes made during it and leaves every other change where it
/// was. (Placing changes by an event index drawn for the whole case made every
/// such deletion move the later changes, so almost none kept a failure, and
/// shrinking ran out of budget.)
extension SwipeGen {
    /// `swipeCase`'s gestures, one case in three on keyed rows with list changes interleaved.
    public static let changingCase: Gen<CaseInput> = changingCase(.fuzzing)

    /// ``changingCase`` drawing from `repertoire`.
    package static func changingCase(_ repertoire: Repertoire) -> Gen<CaseInput> {
        rows.flatMap { rows in
            Gen<CaseInput> { s in
                guard s.chooseBool(probabilityOfTrue: 1.0 / 3) else { return gestureCase(rows: rows, repertoire).generate(&s) }
                return withChanges(rows, &s, repertoire)
            }
        }
    }

    /// The chance that a gesture of a case that changes the list has changes.
    static let changesPerGesture = 0.4

    static func withChanges(_ starting: [RowConfiguration], _ s: inout ChoiceSource, _ repertoire: Repertoire) -> CaseInput {
        var rows = starting
        for i in rows.indices { rows[i].key = "k\(i)" }
        var sim: SwipeList
        do {
            sim = try SwipeList(rows: rows)
        } catch {
            preconditionFailure("SwipeGen.rows drew rows the reference refuses (\(error)); the row generator must draw only valid rows")
        }
        var nextKey = rows.count
        var touching = false
        var out: [InputEvent] = []
        // The gestures' own clock, and how far the changes so far moved it.
        var clock = 0.0
        var delay = 0.0
        let nextGesture = placedGesture(rows: starting, repertoire)
        s.drawElements(count: gestureCount) { s in
            let (gap, g) = nextGesture.generate(&s)
            clock += gap
            let own = events(for: g, at: &clock, rows: starting)
            // After which of this gesture's events the app changes the list.
            var at: [Int] = []
            if s.chooseBool(probabilityOfTrue: changesPerGesture) {
                at = Gen.array(of: Gen.int(in: 0...max(0, own.count - 1)), count: 1...2).generate(&s).sorted()
            }
            for (i, original) in own.enumerated() {
                let e = delay == 0 || !original.time.isFinite ? original : original.withTime(original.time + delay)
                out.append(e)
                let o = sim.handle(e)
                if o.rejection == nil {
                    switch e {
                    case .down: touching = true
                    case .up, .cancel: touching = false
                    case .move, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: break
                    }
                }
                guard sim.now != nil else { continue }
                var count = 0
                while at.first == i { at.removeFirst(); count += 1 }
                // Apps delete the row whose action was just performed.
                if !o.performed.isEmpty, count == 0, ChangeParts.evenOdds.generate(&s) { count = 1 }
                for k in 0..<count {
                    changeList(after: k == 0 ? o : sim.observation, &sim, touching: touching, delay: &delay, nextKey: &nextKey,
                               events: &out, &s)
                }
            }
        }
        return CaseInput(rows: rows, events: out)
    }

    /// One list change at the list's time (now and then moved to a settle's
    /// end), appended to `events` and applied to `sim`, and maybe a tap where
    /// a deleted open row's buttons were.
    static func changeList(after o: Observation, _ sim: inout SwipeList, touching: Bool, delay: inout Double, nextKey: inout Int,
                           events: inout [InputEvent], _ s: inout ChoiceSource) {
        guard var t = sim.now else { return }
        // One time in eight exactly when a settle ends, so that a change and a
        // completion fall on one moment (SPEC MUT-14: completions first); the
        // gestures after it move later by as much.
        if let end = sim.observation.rows.compactMap(\.settleEnds).filter({ $0 > t }).min(),
           ChangeParts.oneInEight.generate(&s) {
            delay += end - t
            t = end
        }
        let change = listChange(after: o, configurations: sim.configurations, time: t, touching: touching, nextKey: &nextKey, &s)
        let before = sim.observation
        let done = sim.handle(change)
        events.append(change)
        // The user taps again where the deleted open row's buttons were (MGSwipeTableCell #163).
        if case let .deleteRow(r, _) = change, done.rejection == nil, !touching, before.rows[r].offset != 0,
           sim.configurations.indices.contains(r), let frame = before.rows[r].actions.first,
           ChangeParts.evenOdds.generate(&s) {
            let x = quantize(frame.x + frame.width / 2)
            for tap in [InputEvent.down(row: r, x: x, y: 20, time: t + 64 * tick), .up(x: x, y: 20, time: t + 128 * tick)] {
                _ = sim.handle(tap)
                events.append(tap)
            }
        }
    }

    /// One change after observation `o`: aimed at the row just acted on, the
    /// dragged, settling or open row, or any row.
    static func listChange(after o: Observation, configurations c: [RowConfiguration], time t: Double, touching: Bool,
                           nextKey: inout Int, _ s: inout ChoiceSource) -> InputEvent {
        func fresh(_ s: inout ChoiceSource) -> RowConfiguration {
            var r = row.generate(&s)
            r.key = "k\(nextKey)"
            nextKey += 1
            return r
        }
        guard !c.isEmpty else { return .insertRow(index: 0, configuration: fresh(&s), time: t) }
        if let acted = o.performed.last, c.indices.contains(acted.row),
           ChangeParts.twoInThree.generate(&s) {
            return .deleteRow(row: acted.row, time: t)  // apps delete the row just acted on
        }
        let busy = o.rows.indices.filter { o.rows[$0].phase != .closed }
        let target = busy.isEmpty || ChangeParts.oneInFourFirst.generate(&s)
            ? Gen.int(in: 0...(c.count - 1)).generate(&s) : Gen.element(of: busy).generate(&s)
        let isOpen = o.rows.indices.contains(target) && o.rows[target].phase == .open
        switch (isOpen ? ChangeParts.kindOfOpenRow : ChangeParts.kind).generate(&s) {
        case .insert:
            let index = Gen.element(of: [target, target + 1, 0, c.count]).generate(&s)
            return .insertRow(index: index, configuration: fresh(&s), time: t)
        case .delete:
            return .deleteRow(row: target, time: t)
        case .move:
            return .moveRow(row: target, to: Gen.int(in: 0...(c.count - 1)).generate(&s), time: t)
        case .reload:
            let selecting = o.rows.indices.contains(target) && o.rows[target].selected != nil
            return .reloadRow(row: target, configuration: reloaded(c[target], edge: o.rows[target].revealedEdge, touching: touching,
                                                                   selecting: selecting, &s), time: t)
        case .invalid:
            var bad = c[target]
            switch ChangeParts.invalid.generate(&s) {
            case .insertPastEnd: return .insertRow(index: c.count + 1, configuration: fresh(&s), time: t)
            case .reloadZeroWidth: bad.width = 0; return .reloadRow(row: target, configuration: bad, time: t)
            case .insertParameterOutOfRange:
                // A parameter just outside GEO-6's bounds (MUT-12 refuses the row).
                var row = fresh(&s)
                let parameter = Gen.element(of: SwipeParameters.Parameter.allCases).generate(&s)
                row.parameters[parameter] = Gen.element(of: invalidValues(of: parameter, width: row.width)).generate(&s)
                return .insertRow(index: target, configuration: row, time: t)
            case .insertDuplicateKey:
                bad.key = c[(target + 1) % c.count].key
                return .insertRow(index: target, configuration: bad, time: t)
            }
        }
    }

    /// Values GEO-6 refuses for `parameter` in a row `width` wide: the bound itself
    /// where it is excluded, and a step past it.
    static func invalidValues(of parameter: SwipeParameters.Parameter, width: Double) -> [Double] {
        switch parameter {
        case .slop, .minimumActionWidth, .fullSwipeMinimumOvershoot, .settleDuration: [-1.0 / 64, -1]
        case .actionWidth, .flingVelocity, .elasticity: [0, -1.0 / 64]
        case .openFraction, .fullSwipeFraction: [0, 1 + 1.0 / 64]
        case .activationDistance: [width, width + 1.0 / 64, -1.0 / 64]
        }
    }

    /// A reload's configuration: the same (a refresh), or a small change. The width
    /// changes only while no finger is down, so the mirrored case stays exact (a
    /// touch's x is measured in its row as it was at touch down, SPEC GEO-5).
    /// A row holding a selection gets a new width half the time, so that a kept
    /// selection's new target (SPEC MUT-8) is often exercised.
    static func reloaded(_ c: RowConfiguration, edge revealed: Edge?, touching: Bool, selecting: Bool, _ s: inout ChoiceSource) -> RowConfiguration {
        var r = c
        let kind = selecting && !touching && ChangeParts.evenOddsTrueFirst.generate(&s)
            ? .newWidth : ChangeParts.reload.generate(&s)
        switch kind {
        case .same, .sameAgain:
            break
        case .oneActionFewer:
            // One action fewer, on the revealed edge when there is one (its extent changes, MUT-7).
            if let d = r.declarations.lastIndex(where: { !$0.actions.isEmpty && ($0.edge == revealed || revealed == nil) }) {
                r.declarations[d].actions.removeLast()
            }
        case .actionAdded:
            let edge = revealed ?? SwipeGen.edge.generate(&s)
            r.declarations.append(SwipeDeclaration(edge: edge, actions: [SwipeAction(id: "new", width: 60)]))
            if r.declarations.flatMap(\.actions).filter({ $0.id == "new" }).count > 1 { r.declarations.removeLast() }
        case .mirrored:
            r.layoutDirection = r.layoutDirection.mirrored
        case .otherStyle:
            r.style = r.style == .reveal ? .select : .reveal
        case .newWidth:
            if !touching {
                r.width = Gen.element(of: [320.0, 414, 375]).generate(&s)
                if r.parameters.activationDistance >= r.width { r.parameters.activationDistance = 50 }
            }
        }
        return r
    }
}

extension SwipeGen {
    /// The list-change generators' coins and kinds, built once (a generator built
    /// while generating is rebuilt for every event; building costs more than drawing).
    enum ChangeParts {
        /// `false` or `true`, each half the time, shrinking toward `false`.
        static let evenOdds = Gen.frequency([(1, .constant(false)), (1, .constant(true))])
        /// `true` or `false`, each half the time, shrinking toward `true`.
        static let evenOddsTrueFirst = Gen.frequency([(1, .constant(true)), (1, .constant(false))])
        /// `true` one time in eight.
        static let oneInEight = Gen.frequency([(7, .constant(false)), (1, .constant(true))])
        /// `true` two times in three.
        static let twoInThree = Gen.frequency([(1, .constant(false)), (2, .constant(true))])
        /// `true` one time in four, shrinking toward `true`.
        static let oneInFourFirst = Gen.frequency([(1, .constant(true)), (3, .constant(false))])
        /// The kind of a change of a row that is not open.
        static let kind = kinds(openBonus: 0)
        /// The kind of a change of an open row: deletes and reloads more often.
        static let kindOfOpenRow = kinds(openBonus: 2)
        /// Which change the list refuses (MUT-12), each as often.
        static let invalid = Gen.element(of: InvalidChange.allCases)
        /// What a reload changes, each as often (a refresh twice as often).
        static let reload = Gen.element(of: ReloadChange.allCases)

        static func kinds(openBonus: Int) -> Gen<ChangeKind> {
            Gen.frequency([(3, .constant(.insert)), (2 + openBonus, .constant(.delete)), (2, .constant(.move)),
                           (3 + openBonus, .constant(.reload)), (1, .constant(.invalid))])
        }
    }

    /// The kind of a generated list change; `invalid` is one the list refuses.
    enum ChangeKind: Sendable, Hashable { case insert, delete, move, reload, invalid }

    /// What a reload changes in a row's configuration (MUT-5 to MUT-9).
    enum ReloadChange: Sendable, Hashable, CaseIterable {
        /// Nothing: a refresh. Listed twice, so a refresh is drawn twice as often.
        case same, sameAgain
        /// One action fewer, on the revealed edge when there is one (MUT-7).
        case oneActionFewer
        /// A new action on the revealed edge (or a random one).
        case actionAdded
        /// The other layout direction.
        case mirrored
        /// The other release style.
        case otherStyle
        /// Another width, while no finger is down (MUT-8).
        case newWidth
    }

    /// A list change the list refuses (MUT-12).
    enum InvalidChange: Sendable, Hashable, CaseIterable {
        /// An insert at an index past `count`.
        case insertPastEnd
        /// A reload with width 0 (GEO-6).
        case reloadZeroWidth
        /// An insert of a row with one parameter just outside GEO-6's bounds.
        case insertParameterOutOfRange
        /// An insert of a row with another row's key.
        case insertDuplicateKey
    }
}
