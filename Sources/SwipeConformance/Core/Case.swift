import SwipeReference

/// The input of one case: rows and events (PROTOCOL.md 3.1, 3.2).
public struct CaseInput: Sendable, Hashable {
    /// The rows of the list, in order (PROTOCOL.md 3.1).
    public var rows: [RowConfiguration]
    /// The events applied to the list, in order (PROTOCOL.md 3.2).
    public var events: [InputEvent]

    /// A case of `rows` and `events`.
    public init(rows: [RowConfiguration], events: [InputEvent]) {
        self.rows = rows
        self.events = events
    }
}

/// What an implementation produced for a case (PROTOCOL.md 3.4): an accessibility
/// list per row and an observation per event, or the refusal of the rows.
public struct CaseOutput: Sendable, Hashable {
    /// One list per row (SPEC AX-1, OBS-8); empty when the rows were refused.
    public var accessibility: [[AccessibleAction]]
    /// One observation per event (SPEC OBS-1); empty when the rows were refused.
    public var observations: [Observation]
    /// Why the list was refused before any event, or `nil` when it was built: a row
    /// breaks GEO-6 or ACC-4 (`invalidConfiguration`), or two rows carry one key
    /// (`duplicateKey`, MUT-1).
    public var refused: Rejection?

    /// An output of one accessibility list per row and one observation per event.
    public init(accessibility: [[AccessibleAction]], observations: [Observation]) {
        self.accessibility = accessibility
        self.observations = observations
    }

    /// The output of a list refused before any event (GEO-6, MUT-1): no
    /// accessibility lists and no observations.
    ///
    /// ```swift
    /// CaseOutput(refused: .duplicateKey)
    /// ```
    public init(refused reason: Rejection) {
        accessibility = []
        observations = []
        refused = reason
    }
}

extension ConfigurationError {
    /// The reason a list built from the refused rows reports (GEO-6, ACC-4, MUT-1):
    /// the rejection a list change carrying such a configuration gets (MUT-12).
    public var refusal: Rejection {
        switch self {
        case .duplicateKey: .duplicateKey
        case .noRows, .invalidValue, .invalidActionID: .invalidConfiguration
        }
    }
}

extension CaseInput {
    /// Runs the case through an in-process implementation.
    ///
    /// - Throws: whatever the implementation's initialiser throws.
    public func run<I: SwipeImplementation>(_ type: I.Type) throws -> CaseOutput {
        var list = try I(rows: rows)
        let accessibility = rows.indices.map { list.accessibilityActions(ofRow: $0) }  // of the rows as built (MUT-15)
        var observations: [Observation] = []
        observations.reserveCapacity(events.count)
        for event in events { observations.append(list.handle(event)) }
        return CaseOutput(accessibility: accessibility, observations: observations)
    }

    /// The reference's output under `design` (SPEC.md section 9; the default design
    /// unless given). Cases are built from valid configurations only.
    public func referenceOutput(design: DesignChoices = .default) throws(ConfigurationError) -> CaseOutput {
        try referenceRun(design: design, probingReleases: false).output
    }

    /// The reference's output under `design`, a refused list included: what a
    /// vector of this input expects (GEO-6: a list with an invalid row, or two rows
    /// with one key, is refused before any event).
    public func referenceOutcome(design: DesignChoices = .default) -> CaseOutput {
        do {
            return try referenceOutput(design: design)
        } catch {
            return CaseOutput(refused: error.refusal)
        }
    }

    /// The reference's output under `design` and, when `probingReleases`, the
    /// ``SettleStarts`` of the case, from one pass over the events: a comparison
    /// with a settle shown needs both, and running the reference twice per case
    /// would double the differential's cost.
    package func referenceRun(design: DesignChoices, probingReleases: Bool) throws(ConfigurationError)
        -> (output: CaseOutput, settleStarts: SettleStarts) {
        var list = try SwipeList(rows: rows, design: design)
        let accessibility = rows.indices.map { list.accessibilityActions(ofRow: $0) }
        var observations: [Observation] = []
        observations.reserveCapacity(events.count)
        var starts = SettleStarts()
        for (i, event) in events.enumerated() {
            if probingReleases, case let .up(x, y, t) = event {
                var probe = list
                let moved = probe.handle(.move(x: x, y: y, time: t))
                if moved.rejection == nil { starts.afterFinalMoves[i] = moved.rows.map { $0.phase == .dragging ? $0.offset : nil } }
            }
            let before = observations.last?.rows.count ?? rows.count
            let observation = list.handle(event)
            if probingReleases, observation.rejection == nil, let origins = SettleStarts.origins(of: event, rowsBefore: before),
               origins.count == observation.rows.count {
                starts.rowOrigins[i] = origins
            }
            observations.append(observation)
        }
        return (CaseOutput(accessibility: accessibility, observations: observations), starts)
    }

    /// Where each settle of this case may start when an implementation shows it
    /// (``SettleStarts``), as the reference under `design` has it. Rows the
    /// reference refuses have no settle to start: none.
    package func settleStarts(design: DesignChoices) -> SettleStarts {
        guard events.contains(where: { $0.kind == .up || $0.isListChange }) else { return SettleStarts() }
        do { return try referenceRun(design: design, probingReleases: true).settleStarts } catch { return SettleStarts() }
    }

    /// The styles and features this case needs (PROTOCOL.md 3.5), given the
    /// reference's output (for `rejections`).
    public func requirements(referenceOutput output: CaseOutput) -> CaseRequirements {
        var features = Set<Feature>()
        // Every configuration the case sends, the inserted and reloaded ones too:
        // an implementation receives each, so it needs each one's style and layout direction.
        let sent = rows + events.compactMap(\.configuration)
        if sent.contains(where: { $0.layoutDirection == .rightToLeft }) { features.insert(.rtl) }
        if rows.count > 1 { features.insert(.multiRow) }
        if rows.contains(where: { $0.key != nil }) { features.insert(.listChanges) }
        for event in events {
            switch event {
            case .open, .close: features.insert(.programmatic)
            case .activate: features.insert(.accessibility)
            case .insertRow: features.formUnion([.listChanges, .multiRow])
            case .deleteRow, .moveRow, .reloadRow: features.insert(.listChanges)
            case .down, .move, .up, .cancel, .advance: break  // every implementation takes touches and time
            }
        }
        if output.observations.contains(where: { $0.rejection != nil }) { features.insert(.rejections) }
        if output.refused != nil { features.insert(.refusals) }
        return CaseRequirements(styles: Set(sent.map(\.style)), features: features)
    }
}

extension SwipeList {
    /// The observation of a list at rest, before any event.
    package static func atRest(_ rows: [RowConfiguration]) -> Observation {
        (try? SwipeList(rows: rows))?.observation
            ?? Observation(rows: [], performed: [], tappedRow: nil, rejection: nil)
    }
}
