import SwipeConformance
import SwipeReference

/// The configuration domain, clause by clause: each rule a configuration must
/// keep (GEO-6, ACC-4, MUT-1), with a configuration that breaks only that clause
/// and its nearest valid neighbour, each tried where a configuration enters the
/// list: an `insertRow` and a `reloadRow` (MUT-12), and the list's own rows,
/// which are refused before any event (GEO-6, MUT-1; the `refusals` feature).
///
/// The numeric clauses are read off the one declaration of each parameter's
/// range (`SwipeParameters.Parameter.accepts`): every place where acceptance flips
/// between neighbouring probe values one 1/64 apart (NUM-5) is a boundary, with
/// the value on each side. Non-finite numbers are clauses too (GEO-6), but a
/// vector's row cannot carry one: JSON numbers are finite (PROTOCOL.md 3.1), so
/// they are left to the reference's requirement tests.
package struct ConfigurationClause: Sendable, Hashable {
    /// A stable slug, the stem of the clause's vector ids.
    package var id: String
    package var requirement: RequirementID
    /// The clause, in one sentence.
    package var text: String
    /// A row breaking only this clause (or, for a key clause, the key it carries).
    package var violating: RowConfiguration
    /// Its nearest valid neighbour.
    package var valid: RowConfiguration
    /// The rejection the violation gets in a list change.
    package var rejection: Rejection

    /// The row every clause starts from: both edges, one action each way with its
    /// own width, the default parameters.
    static let base = RowConfiguration(declarations: [
        SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "read")]),
        SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "delete", width: 80), SwipeAction(id: "flag")]),
    ])

    static let step = 1.0 / 64

    /// Every clause, in the order of SPEC.md: the width, each parameter's range
    /// boundaries, an action's width, the action ids, the key.
    package static let all: [ConfigurationClause] = {
        var out: [ConfigurationClause] = []
        func clause(_ id: String, _ requirement: RequirementID, _ text: String, _ rejection: Rejection = .invalidConfiguration,
                    _ change: (inout RowConfiguration, Bool) -> Void) {
            var bad = base, good = base
            change(&bad, false)
            change(&good, true)
            out.append(ConfigurationClause(id: id, requirement: requirement, text: text, violating: bad, valid: good, rejection: rejection))
        }
        // GEO-6: the width. A width of 0 also leaves no room below it for
        // activationDistance (0 here): no row of width 0 breaks the width alone.
        clause("width-positive", .geo6, "the width is > 0 (at 0 activationDistance 0 has no room below it either)") { row, valid in
            row.parameters.activationDistance = 0
            row.width = valid ? step : 0
        }
        // GEO-6: each parameter's range, at each boundary the declaration has.
        let width = base.width
        let probes = [-step, 0, step, 1, 1 + step, width - step, width]
        for parameter in SwipeParameters.Parameter.allCases {
            for (low, high) in zip(probes, probes.dropFirst()) {
                let lowValid = parameter.accepts(low, width: width), highValid = parameter.accepts(high, width: width)
                guard lowValid != highValid else { continue }
                let (bad, good) = lowValid ? (high, low) : (low, high)
                let side = lowValid ? "above" : "below"
                clause("\(parameter.name)-\(side)", .geo6,
                       "parameters.\(parameter.name) has a boundary between \(min(good, bad)) and \(max(good, bad)): \(good) is valid, \(bad) is not") { row, valid in
                    row.parameters[parameter] = valid ? good : bad
                }
            }
        }
        clause("action-width-positive", .geo6, "a declared action width is > 0") { row, valid in
            row.declarations[1].actions[0].width = valid ? step : 0
        }
        // ACC-4: action ids.
        clause("action-id-non-empty", .acc4, "an action id is a non-empty string") { row, valid in
            row.declarations[1].actions[1].id = valid ? "f" : ""
        }
        clause("action-id-unique-on-an-edge", .acc4, "two actions of one edge have different ids") { row, valid in
            row.declarations[1].actions[1].id = valid ? "delete2" : "delete"
        }
        clause("action-id-unique-across-edges", .acc4, "an action of the leading edge and one of the trailing edge have different ids") { row, valid in
            row.declarations[0].actions[0].id = valid ? "delete2" : "delete"
        }
        // MUT-1: a key another row carries; the valid neighbour carries a key no other row has.
        clause("key-unique", .mut1, "a key is unique in the list", .duplicateKey) { row, valid in
            row.key = valid ? "k2" : "k"
        }
        return out
    }()

    /// The row beside the clause's row, with the key the key clause collides with.
    static let keyed: RowConfiguration = {
        var row = base
        row.key = "k"
        return row
    }()

    /// The initial list of the clause: the keyed row, then the clause's row.
    package func initialRows(violating: Bool) -> [RowConfiguration] {
        [Self.keyed, violating ? self.violating : valid]
    }

    /// Where a configuration enters the list.
    package enum Context: String, Sendable, Hashable, CaseIterable {
        case initialList = "initial list"
        case insertRow, reloadRow
    }

    /// The clause's vector in `context`, violating it or not: the list (a keyed
    /// row, "k", for the key clause to collide with) and the events.
    ///
    /// After the change an `open` of the row toward its trailing edge shows what
    /// the list made of it: its frames and extent, or `unknownRow` when an insert
    /// was rejected. An initial list breaking the clause has no events: it is
    /// refused before any (GEO-6, MUT-1).
    package func input(_ context: Context, violating: Bool) -> CaseInput? {
        var row = violating ? self.violating : valid
        let other = Self.keyed
        let show = InputEvent.open(row: 1, edge: .trailing, time: Self.step)
        switch context {
        case .initialList:
            // A list with an invalid row is refused before any event (GEO-6, MUT-1):
            // the vector expects the refusal, its reason, and no events.
            guard !violating else { return CaseInput(rows: initialRows(violating: true), events: []) }
            return CaseInput(rows: initialRows(violating: false), events: [.advance(time: 0), show])
        case .insertRow:
            return CaseInput(rows: [other], events: [.insertRow(index: 1, configuration: row, time: 0), show])
        case .reloadRow:
            var before = Self.base
            before.key = "r"
            // A reload may keep the row's own key (MUT-12: the key of a row other than itself).
            if !violating, rejection == .duplicateKey { row.key = before.key }
            return CaseInput(rows: [other, before], events: [.reloadRow(row: 1, configuration: row, time: 0), show])
        }
    }
}

extension ConfigurationClause {
    /// The id of the clause's vector in `context`.
    package static func vectorID(_ clause: ConfigurationClause, _ context: Context, violating: Bool) -> String {
        let place = switch context {
        case .initialList: "initial"
        case .insertRow: "insert"
        case .reloadRow: "reload"
        }
        return "clause-\(clause.id)-\(place)-\(violating ? "violating" : "valid")"
    }

    /// Why an implementation of `profile` cannot decide the clause in `context`
    /// (violating it or not), or `nil` when it can: the profile fixes what the
    /// clause varies (its fixed parameters make the violating row valid or the
    /// valid one invalid), or the vector needs what the profile does not receive
    /// or declare (the initial list's refusal needs `refusals`, a list change's
    /// rejection `rejections`).
    package func notDecidable(_ context: Context, violating: Bool, under profile: Profile) -> String? {
        if rejection == .invalidConfiguration {
            let fixed = profile.fixedParameters.keys.map(\.name).sorted().joined(separator: ", ")
            if profile.applying(to: self.violating).isValid || !profile.applying(to: valid).isValid {
                return "the profile fixes what the clause varies (\(fixed))"
            }
        }
        guard let input = self.input(context, violating: violating) else { return "no vector carries it" }
        guard case let .success(received) = input.received(by: profile) else { return "the profile's implementation cannot receive it" }
        let needs = received.requirements(referenceOutput: received.referenceOutcome(design: profile.design))
        let missing = ReleaseStyle.allCases.filter { needs.styles.contains($0) && !profile.styles.contains($0) }.map(\.rawValue)
            + Feature.allCases.filter { needs.features.contains($0) && !profile.features.contains($0) }.map(\.rawValue)
        return missing.isEmpty ? nil : "needs \(missing.joined(separator: ", ")), which the profile does not support"
    }

    /// The clause vectors (Vectors/clauses.json): every clause, violated and valid,
    /// in every context where a vector can carry it.
    package static func cases() -> [CuratedCase] { cases(for: .default) }

    /// The clause vectors of `profile`'s set: those an implementation of it can
    /// decide (`notDecidable`); the default's are every one.
    package static func cases(for profile: Profile) -> [CuratedCase] {
        var out: [CuratedCase] = []
        for clause in all {
            for context in Context.allCases {
                for violating in [true, false] {
                    guard let input = clause.input(context, violating: violating) else { continue }
                    if !profile.isDefault, clause.notDecidable(context, violating: violating, under: profile) != nil { continue }
                    let where_ = switch context {
                    case .initialList: "in the initial list"
                    case .insertRow: "in an insertRow (MUT-12)"
                    case .reloadRow: "in a reloadRow (MUT-12)"
                    }
                    // The valid neighbour decides the rejection's boundary (OBS-5) only beside its
                    // violating twin: under a profile that cannot be sent that one, it shows none.
                    let twinCarried = profile.isDefault || clause.notDecidable(context, violating: true, under: profile) == nil
                    let shows: [RequirementID] = context == .initialList ? [.geo6] : twinCarried ? [.mut12, .obs5] : [.mut12]
                    out.append(CuratedCase(
                        id: vectorID(clause, context, violating: violating),
                        area: "clauses",
                        description: "\(clause.text); \(violating ? "broken" : "kept, the nearest valid neighbour") \(where_)",
                        requirements: CuratedLibrary.merge([clause.requirement], shows),
                        input: input))
                }
            }
        }
        return out
    }
}
