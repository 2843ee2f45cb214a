import SwipeConformance
import SwipeReference

/// The reference stepped one event at a time, with what the abstraction reads
/// beside it: the history (`History`), and the touch sequence's origin and finger,
/// which event classes are relative to.
///
/// A walk is under a profile (SPEC.md section 10): the reference runs its design,
/// the rows carry its fixed parameters, and the concrete events of the classes are
/// those its implementation can receive — on its quanta, inside its hit test, of
/// the styles and features it declares, and accepted by the reference where it
/// reports no rejections — so that the abstraction of a profile is derived from
/// the same search, not written again.
package struct TransitionWalk: Sendable {
    /// The profile the walk runs under.
    package let profile: Profile
    package private(set) var list: SwipeList
    package private(set) var history: History
    /// The origin of the active sequence (REC-1), kept after its row is deleted.
    package private(set) var origin: (x: Double, y: Double)?
    /// Where the finger of the active sequence is.
    package private(set) var finger: (x: Double, y: Double)?

    /// A walk from `rows` at rest under `profile` (its fixed parameters applied);
    /// `nil` when the reference refuses them (GEO-6).
    package init?(rows: [RowConfiguration], profile: Profile = .default) {
        guard let list = try? SwipeList(rows: rows.map(profile.applying(to:)), design: profile.design) else { return nil }
        self.profile = profile
        self.list = list
        history = History(list)
    }

    /// The abstract state now.
    package var state: AbstractState { AbstractState(list, history: history) }

    /// The clock, 0 before the first event.
    package var now: Double { list.now ?? 0 }

    /// Applies `event` and returns the reference's observation of it.
    @discardableResult
    package mutating func step(_ event: InputEvent) -> Observation {
        let before = list
        let observation = list.handle(event)
        history.record(event, from: before, to: list)
        if observation.rejection == nil {
            switch event {
            case let .down(_, x, y, _):
                origin = (x, y)
                finger = (x, y)
            case let .move(x, y, _), let .up(x, y, _):
                finger = (x, y)
            case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow:
                break
            }
        }
        if list.touchPhase == nil {
            origin = nil
            finger = nil
        }
        return observation
    }

    // MARK: - Concrete events of the classes

    static let sample = 1.0 / 64
    /// The keys a fresh key is drawn from, in order.
    static let keyNames = ["a", "b", "c", "d", "e", "f", "g", "h"]

    func index(_ target: EventClass.Target) -> Int? {
        let roles = Roles(list)
        switch target {
        case .touched: return roles.touched
        case .open: return roles.open
        case .other: return roles.other
        case .missing: return roles.count
        }
    }

    func width(_ row: Int) -> Double {
        list.configurations.indices.contains(row) ? list.configurations[row].width : 375
    }

    var settleEnds: [Double] { list.rows.compactMap(\.settleEnds) }

    var heldKeys: [String] { list.configurations.compactMap(\.key) }

    var freshKey: String { Self.keyNames.first { !history.keysSeen.contains($0) } ?? "z" }

    /// The concrete event of `c` in this state, as the profile's implementation
    /// receives it; `nil` where the class does not apply or the profile could not
    /// send it (`received(_:)`).
    package func event(_ c: EventClass) -> InputEvent? {
        concrete(c).flatMap(received)
    }

    /// `event` as the profile's implementation receives it (`Profile.receive`), or
    /// `nil` when it never could: it needs a style or feature the profile does not
    /// declare (`CaseInput.requirements(referenceOutput:)`), or the reference
    /// rejects it and the profile reports no rejections.
    func received(_ event: InputEvent) -> InputEvent? {
        if profile.isDefault { return event }
        guard case let .success(e) = profile.receive(event, rows: list.configurations, reference: list) else { return nil }
        var after = list
        let observation = after.handle(e)
        let needs = CaseInput(rows: [], events: [e])
            .requirements(referenceOutput: CaseOutput(accessibility: [], observations: [observation]))
        guard needs.styles.isSubset(of: profile.styles), needs.features.isSubset(of: profile.features) else { return nil }
        return e
    }

    /// The concrete event of `c` in this state before the profile receives it.
    func concrete(_ c: EventClass) -> InputEvent? {
        let t = now + Self.sample
        let count = list.rows.count
        switch c {
        case let .down(target, spot):
            guard let row = index(target) else { return nil }
            let w = width(row)
            let x: Double = switch spot {
            case .middle: w / 2
            case .left: 10
            case .right: w - 10
            }
            return .down(row: row, x: x, y: 20, time: t)
        case let .move(motion):
            guard let p = point(motion) else { return motion == .jitter ? .move(x: 10, y: 20, time: t) : nil }
            return .move(x: p.x, y: p.y, time: t)
        case let .up(motion, slow):
            guard let p = point(motion) else { return motion == .here && !slow ? .up(x: 10, y: 20, time: t) : nil }
            return .up(x: p.x, y: p.y, time: slow ? now + 1 : t)
        case .cancel:
            return .cancel(time: t)
        case let .advance(when):
            switch when {
            case .now: return .advance(time: now)
            case .beforeEnd:
                guard let end = settleEnds.min(), end - 1.0 / 1024 >= now else { return nil }
                return .advance(time: end - 1.0 / 1024)
            case .atEnd:
                guard let end = settleEnds.min() else { return nil }
                return .advance(time: end)
            case .later:
                return .advance(time: (settleEnds.max() ?? now) + 1)
            }
        case let .open(target, edge):
            guard let row = index(target) else { return nil }
            return .open(row: row, edge: edge, time: t)
        case let .close(target):
            guard let row = index(target) else { return nil }
            return .close(row: row, time: t)
        case let .activate(target, k):
            guard let row = index(target) else { return nil }
            let entries = row < count ? list.accessibilityActions(ofRow: row).count : 1
            let i = k == 0 ? 0 : k == 1 ? entries - 1 : entries
            guard i >= 0, k != 1 || entries > 1 else { return nil }
            return .activate(row: row, index: i, time: t)
        case let .insert(place, inserted):
            guard let at = position(place) else { return nil }
            var configuration = Rows.reveal()
            switch inserted {
            case .reveal: break
            case .select: configuration = Rows.select()
            case .freshKey: configuration.key = freshKey
            case .heldKey:
                guard let key = heldKeys.first else { return nil }
                configuration.key = key
            case .releasedKey:
                guard let key = history.released(in: list).first else { return nil }
                configuration.key = key
            case .invalid: configuration.width = 0
            }
            // The list never grows past three rows, so the search ends (its bound).
            if count >= 3, place != .beyond, inserted != .heldKey, inserted != .invalid { return nil }
            return .insertRow(index: at, configuration: configuration, time: t)
        case let .delete(target):
            guard let row = index(target) else { return nil }
            return .deleteRow(row: row, time: t)
        case let .deleteAtEnd(target):
            guard let row = index(target), let end = settleEnds.min(), end >= now else { return nil }
            return .deleteRow(row: row, time: end)
        case let .moveRow(target, place):
            guard let row = index(target), let to = position(place) else { return nil }
            let destination = place == .end ? count - 1 : place == .beyond ? count : to
            guard destination != row || target == .missing else { return nil }
            return .moveRow(row: row, to: destination, time: t)
        case let .reload(target, reload):
            guard let row = index(target) else { return nil }
            guard let configuration = reloaded(row, reload) else { return nil }
            return .reloadRow(row: row, configuration: configuration, time: t)
        case let .backwards(kind):
            guard list.now != nil, let e = representative(kind, time: now - Self.sample) else { return nil }
            return e
        case let .nonFinite(kind):
            return representative(kind, time: .nan)
        }
    }

    func point(_ motion: EventClass.Motion) -> (x: Double, y: Double)? {
        guard let origin, let finger else { return nil }
        if motion == .zero {
            guard let s0 = startOffset, s0 != 0 else { return nil }
            return (origin.x - s0, origin.y)
        }
        guard let d = motion.delta else { return finger }
        return (origin.x + d.dx, origin.y + d.dy)
    }

    /// The start offset of the active drag (REC-8), `nil` without one.
    var startOffset: Double? {
        if case let .dragging(d) = list.touch { return d.startOffset }
        return nil
    }

    func position(_ place: EventClass.Place) -> Int? {
        let roles = Roles(list)
        switch place {
        case .top: return 0
        case .atTouched: return roles.touched
        case .atOpen: return roles.open
        case .middle: return roles.count > 2 ? 1 : nil
        case .end: return roles.count
        case .beyond: return roles.count + 1
        }
    }

    func reloaded(_ row: Int, _ reload: EventClass.Reload) -> RowConfiguration? {
        guard list.configurations.indices.contains(row) else { return reload == .same ? Rows.reveal() : nil }
        var c = list.configurations[row]
        switch reload {
        case .same: break
        case .restyle: c.style = c.style == .reveal ? .select : .reveal
        case .emptied:
            let offset = list.rows[row].offset
            let edge = Side.revealed(byOffset: offset).map { s in Edge.allCases.first { c.layout(of: $0).side == s }! } ?? .trailing
            c.declarations.removeAll { $0.edge == edge }
        case .renamed:
            c.declarations = c.declarations.map { d in
                var d = d
                d.actions = d.actions.enumerated().map { i, a in SwipeAction(id: a.id + "2", width: i == 0 ? 100 : a.width) }
                return d
            }
        case .mirrored: c.layoutDirection = c.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        case .freshKey: c.key = freshKey
        case .heldKey:
            guard let key = list.configurations.indices.first(where: { $0 != row && list.configurations[$0].key != nil })
                .flatMap({ list.configurations[$0].key }) else { return nil }
            c.key = key
        case .releasedKey:
            guard let key = history.released(in: list).first else { return nil }
            c.key = key
        case .keyDropped:
            guard c.key != nil else { return nil }
            c.key = nil
        case .invalid: c.width = 0
        }
        return c
    }

    /// A valid event of `kind` at time `t`, for the time checks (TIM-1, NUM-4).
    func representative(_ kind: EventKind, time t: Double) -> InputEvent? {
        let row = list.rows.isEmpty ? 0 : 0
        switch kind {
        case .down: return .down(row: row, x: 10, y: 20, time: t)
        case .move: return .move(x: 10, y: 20, time: t)
        case .up: return .up(x: 10, y: 20, time: t)
        case .cancel: return .cancel(time: t)
        case .advance: return .advance(time: t)
        case .open: return .open(row: row, edge: .trailing, time: t)
        case .close: return .close(row: row, time: t)
        case .activate: return .activate(row: row, index: 0, time: t)
        case .insertRow: return .insertRow(index: 0, configuration: Rows.reveal(), time: t)
        case .deleteRow: return .deleteRow(row: row, time: t)
        case .moveRow: return .moveRow(row: row, to: 0, time: t)
        case .reloadRow: return .reloadRow(row: row, configuration: Rows.reveal(), time: t)
        }
    }

    /// Every class of the alphabet, in a fixed order.
    package static let alphabet: [EventClass] = {
        var out: [EventClass] = [.down(.touched, .middle), .down(.open, .left), .down(.open, .middle), .down(.open, .right),
                                 .down(.other, .middle), .down(.missing, .middle)]
        out += [EventClass.Motion.jitter, .left, .right, .farLeft, .farRight, .down, .home, .zero].map { .move($0) }
        out += [.up(.here, slow: true), .up(.here, slow: false), .up(.farLeft, slow: false), .up(.farRight, slow: false),
                .up(.zero, slow: false), .up(.down, slow: true), .cancel]
        out += EventClass.When.allCases.map { .advance($0) }
        for target in [EventClass.Target.touched, .open, .other] {
            out += Edge.allCases.map { .open(target, $0) }
            out.append(.close(target))
            out.append(.delete(target))
        }
        // A row the list does not have (LST-7, MUT-12): one touch, one request, one change.
        out.append(.open(.missing, .trailing))
        out += [.activate(.touched, index: 0), .activate(.open, index: 0), .activate(.other, index: 0), .activate(.open, index: 2)]
        out += [.deleteAtEnd(.open), .deleteAtEnd(.other)]
        out += [.moveRow(.touched, .top), .moveRow(.touched, .end), .moveRow(.open, .top), .moveRow(.open, .end)]
        out += [EventClass.Place.top, .atTouched, .atOpen, .end].map { .insert($0, .reveal) }

        out += [EventClass.Reload.same, .restyle, .emptied].map { .reload(.touched, $0) }
        out += [EventClass.Reload.same, .restyle, .emptied, .renamed, .mirrored].map { .reload(.open, $0) }
        out.append(.reload(.other, .restyle))
        out += [.backwards(.down), .nonFinite(.move)]
        return out
    }()
}

// MARK: - The class of a concrete event

extension TransitionWalk {
    /// The class of `event` in this state: every event has one, so that any
    /// vector's events can be counted against the abstract transitions.
    package func classify(_ event: InputEvent) -> EventClass {
        let kind = event.kind
        let (a, b, _) = (event.numbersForClass)
        if !event.time.isFinite || !a.isFinite || !b.isFinite { return .nonFinite(kind) }
        if let now = list.now, event.time < now { return .backwards(kind) }
        switch event {
        case let .down(row, x, _, _):
            let target = role(of: row)
            let w = width(row)
            return .down(target, x < w / 3 ? .left : x > w * 2 / 3 ? .right : .middle)
        case let .move(x, y, _):
            return .move(motion(x: x, y: y))
        case let .up(x, y, t):
            return .up(motion(x: x, y: y), slow: t - now >= 0.5)
        case .cancel:
            return .cancel
        case let .advance(t):
            guard let end = settleEnds.min() else { return .advance(t == now ? .now : .later) }
            if t == now { return .advance(.now) }
            return .advance(t < end ? .beforeEnd : t == end ? .atEnd : .later)
        case let .open(row, edge, _):
            return .open(role(of: row), edge)
        case let .close(row, _):
            return .close(role(of: row))
        case let .activate(row, index, _):
            let entries = list.rows.indices.contains(row) ? list.accessibilityActions(ofRow: row).count : 0
            return .activate(role(of: row), index: index == 0 && entries > 0 ? 0 : index >= 0 && index == entries - 1 ? 1 : 2)
        case let .insertRow(index, configuration, _):
            return .insert(place(of: index, isTarget: false), inserted(configuration))
        case let .deleteRow(row, t):
            if t != now, t == settleEnds.min() { return .deleteAtEnd(role(of: row)) }
            return .delete(role(of: row))
        case let .moveRow(row, to, _):
            return .moveRow(role(of: row), place(of: to, isTarget: true))
        case let .reloadRow(row, configuration, _):
            return .reload(role(of: row), reload(of: row, to: configuration))
        }
    }

    func role(of row: Int) -> EventClass.Target {
        let roles = Roles(list)
        guard list.rows.indices.contains(row) else { return .missing }
        return row == roles.touched ? .touched : row == roles.open ? .open : .other
    }

    func motion(x: Double, y: Double) -> EventClass.Motion {
        guard let origin, let finger else { return .jitter }
        if x == finger.x && y == finger.y { return .here }
        let dx = x - origin.x, dy = y - origin.y
        if let s0 = startOffset, s0 != 0, dx == -s0, dy == 0 { return .zero }
        if dx == 0 && dy == 0 { return .home }
        if dx * dx + dy * dy < 100 { return .jitter }
        if abs(dy) >= abs(dx) { return .down }
        return dx < 0 ? (dx <= -200 ? .farLeft : .left) : (dx >= 200 ? .farRight : .right)
    }

    func place(of index: Int, isTarget: Bool) -> EventClass.Place {
        let roles = Roles(list)
        let end = isTarget ? roles.count - 1 : roles.count
        if index < 0 || index > end { return .beyond }
        if index == 0 { return .top }
        if index == end { return .end }
        if index == roles.touched { return .atTouched }
        if index == roles.open { return .atOpen }
        return .middle
    }

    func inserted(_ c: RowConfiguration) -> EventClass.Inserted {
        if !c.isValid { return .invalid }
        if let key = c.key {
            if heldKeys.contains(key) { return .heldKey }
            return history.keysSeen.contains(key) ? .releasedKey : .freshKey
        }
        return c.style == .select ? .select : .reveal
    }

    func reload(of row: Int, to c: RowConfiguration) -> EventClass.Reload {
        guard list.configurations.indices.contains(row) else { return .same }
        let old = list.configurations[row]
        if c == old { return .same }
        if !c.isValid { return .invalid }
        if c.key != old.key {
            guard let key = c.key else { return .keyDropped }
            if list.configurations.contains(where: { $0.key == key }) { return .heldKey }
            return history.keysSeen.contains(key) ? .releasedKey : .freshKey
        }
        if c.style != old.style { return .restyle }
        if c.layoutDirection != old.layoutDirection { return .mirrored }
        if AbstractState.Sides(c) != AbstractState.Sides(old) { return .emptied }
        return .renamed
    }
}

extension InputEvent {
    /// The x and y an event carries (0 for kinds without), for its class's finiteness.
    var numbersForClass: (Double, Double, Double) {
        switch self {
        case let .down(_, x, y, t), let .move(x, y, t), let .up(x, y, t): (x, y, t)
        case .cancel, .advance, .open, .close, .activate, .insertRow, .deleteRow, .moveRow, .reloadRow: (0, 0, time)
        }
    }
}
