/// The passes of ``CaseSimplifier``, in the order it runs them: the one table the
/// simplifier walks, its statistics keyed by pass.
///
/// ``shortestPrefix`` runs once, first. Then each round runs every structural
/// pass in order on the current case; a pass proposes candidates built from that
/// case, and the first that is simpler by ``CaseSimplifier/Complexity`` and
/// still fails replaces it. The order puts the passes that remove the most first
/// (rows, touch sequences, list changes, events, declarations, actions), then
/// those that give the case its plainest shape. A round in which no structural
/// pass works ends with ``lowerNumbers``.
extension CaseSimplifier {
    package enum Pass: String, CaseIterable, Sendable, Hashable {
        /// The shortest prefix of the events that still fails: nothing after the failure. Once, first.
        case shortestPrefix
        /// A row of the start less, with the events that name it dropped and later indices renumbered.
        case withoutRows
        /// A row of the start less, the events that named it naming another row instead.
        case rowsMerged
        /// A whole touch sequence less: its down, moves and up or cancel at once.
        case withoutTouchSequences
        /// A touch sequence replaced by the `open` or `close` that has the same effect.
        case programmaticInsteadOfTouch
        /// A list change less, the later events' row indices rewritten for the list without it.
        case withoutListChanges
        /// An inserted row the case starts with instead.
        case insertsAsRows
        /// A reload of a row no earlier event names made part of the row from the start.
        case reloadsAsRows
        /// An event less (a rejected or inert event the failure does not need).
        case withoutEvents
        /// An event replaced by one of a simpler kind at the same time.
        case simplerKinds
        /// A list change replaced by one of a simpler kind on a row of the list at that point.
        case simplerListChanges
        /// A declaration less.
        case withoutDeclarations
        /// An action less, then the same with the touches moved by its width.
        case withoutActions
        /// A parameter back to its default, the width back to 375 pt.
        case withDefaults
        /// A `select` row in the `reveal` style.
        case inRevealStyle
        /// Declarations back to their defaults: full swipe allowed, no declared widths.
        case withDefaultDeclarations
        /// A reload that gives a row another key given the row's own key.
        case reloadsKeepingKeys
        /// A reload replaced by an insert of the new configuration at the row's place.
        case reloadsAsInserts
        /// Two adjacent rows of the start swapped, every event naming the row it named.
        case rowsSwapped
        /// An insert at another place of the list, every later event naming the row it named.
        case insertsElsewhere
        /// An event naming a lower row, or a move of a row made the other way.
        case namingLowerRows
        /// Keys renamed `k0`, `k1`, … in order of first appearance.
        case withCanonicalKeys
        /// Action ids renamed `a`, `b`, … in order.
        case withCanonicalActionIDs
        /// The case mirrored or edge-swapped toward left-to-right rows and the trailing edge.
        case canonicallyOriented
        /// A right-to-left row made left-to-right, its declarations as they are.
        case leftToRight
        /// Declarations on the trailing edge before those on the leading edge.
        case declarationsByEdge
        /// Each x rounded to the nearest whole point, else down, else up.
        case withWholeCoordinates
        /// A touch's y back to 20.
        case withRowY
        /// The clock starting at 0.
        case startingAtZero
        /// Each time on the nearest 1/64 s, else the one before, else the one after.
        case onTicks
        /// Two adjacent events out of the canonical order swapped, each taking the other's time.
        case inCanonicalOrder
        /// Each touch sequence moved so that its down is at ``CaseSimplifier/originX``.
        case startingAtCenter
        /// A move or up to the right of its down mirrored to the left of it.
        case leftward
        /// A reload's configuration and its row's exchanged, each keeping its key.
        case reloadsExchanged
        /// Each time gap and each touch's distance from its down or from the row's
        /// middle lowered to the least value that still fails, by a binary search
        /// (``CaseSimplifier/dimensions(of:)``), when no structural pass works.
        case lowerNumbers

        /// When the simplifier runs a pass.
        enum Phase {
            /// Once, before the rounds.
            case first
            /// Every round, in table order.
            case structural
            /// At the end of a round in which no structural pass worked.
            case whenNoneWorks
        }

        /// When the simplifier runs this pass.
        var phase: Phase {
            switch self {
            case .shortestPrefix: .first
            case .lowerNumbers: .whenNoneWorks
            case .withoutRows, .rowsMerged, .withoutTouchSequences, .programmaticInsteadOfTouch, .withoutListChanges, .insertsAsRows,
                .reloadsAsRows, .withoutEvents, .simplerKinds, .simplerListChanges, .withoutDeclarations, .withoutActions, .withDefaults,
                .inRevealStyle, .withDefaultDeclarations, .reloadsKeepingKeys, .reloadsAsInserts, .rowsSwapped, .insertsElsewhere,
                .namingLowerRows, .withCanonicalKeys, .withCanonicalActionIDs, .canonicallyOriented, .leftToRight, .declarationsByEdge,
                .withWholeCoordinates, .withRowY, .startingAtZero, .onTicks, .inCanonicalOrder, .startingAtCenter, .leftward,
                .reloadsExchanged:
                .structural
            }
        }

        /// The structural passes, in the order of a round.
        static let structural = allCases.filter { $0.phase == .structural }

        /// The pass's place in the table (and in ``CaseSimplifier/passStatistics``).
        var index: Int { Self.allCases.firstIndex(of: self)! }

        /// The candidates the pass builds from `input`, most promising first;
        /// none for ``lowerNumbers``, whose candidates depend on which failed
        /// before (``CaseSimplifier/dimensions(of:)``).
        func candidates(_ input: CaseInput) -> [CaseInput] {
            switch self {
            case .shortestPrefix: (0..<input.events.count).map { CaseInput(rows: input.rows, events: Array(input.events.prefix($0))) }
            case .withoutRows: CaseSimplifier.withoutRows(input)
            case .rowsMerged: CaseSimplifier.rowsMerged(input)
            case .withoutTouchSequences: CaseSimplifier.withoutTouchSequences(input)
            case .programmaticInsteadOfTouch: CaseSimplifier.programmaticInsteadOfTouch(input)
            case .withoutListChanges: CaseSimplifier.withoutListChanges(input)
            case .insertsAsRows: CaseSimplifier.insertsAsRows(input)
            case .reloadsAsRows: CaseSimplifier.reloadsAsRows(input)
            case .withoutEvents: CaseSimplifier.withoutEvents(input)
            case .simplerKinds: CaseSimplifier.simplerKinds(input)
            case .simplerListChanges: CaseSimplifier.simplerListChanges(input)
            case .withoutDeclarations: CaseSimplifier.withoutDeclarations(input)
            case .withoutActions: CaseSimplifier.withoutActions(input)
            case .withDefaults: CaseSimplifier.withDefaults(input)
            case .inRevealStyle: CaseSimplifier.inRevealStyle(input)
            case .withDefaultDeclarations: CaseSimplifier.withDefaultDeclarations(input)
            case .reloadsKeepingKeys: CaseSimplifier.reloadsKeepingKeys(input)
            case .reloadsAsInserts: CaseSimplifier.reloadsAsInserts(input)
            case .rowsSwapped: CaseSimplifier.rowsSwapped(input)
            case .insertsElsewhere: CaseSimplifier.insertsElsewhere(input)
            case .namingLowerRows: CaseSimplifier.namingLowerRows(input)
            case .withCanonicalKeys: CaseSimplifier.withCanonicalKeys(input)
            case .withCanonicalActionIDs: CaseSimplifier.withCanonicalActionIDs(input)
            case .canonicallyOriented: CaseSimplifier.canonicallyOriented(input)
            case .leftToRight: CaseSimplifier.leftToRight(input)
            case .declarationsByEdge: CaseSimplifier.declarationsByEdge(input)
            case .withWholeCoordinates: CaseSimplifier.withWholeCoordinates(input)
            case .withRowY: CaseSimplifier.withRowY(input)
            case .startingAtZero: CaseSimplifier.startingAtZero(input)
            case .onTicks: CaseSimplifier.onTicks(input)
            case .inCanonicalOrder: CaseSimplifier.inCanonicalOrder(input)
            case .startingAtCenter: CaseSimplifier.startingAtCenter(input)
            case .leftward: CaseSimplifier.leftward(input)
            case .reloadsExchanged: CaseSimplifier.reloadsExchanged(input)
            case .lowerNumbers: []
            }
        }
    }

    /// What one pass of the simplifier did over one or more simplifications:
    /// the evaluations it spent, the candidates it kept, and the events and
    /// rows those removed.
    package struct PassStatistics: Sendable, Hashable {
        /// The pass these figures are of.
        package let pass: Pass
        /// How many candidates the pass evaluated.
        package var evaluations = 0
        /// How many candidates the pass kept as the new case.
        package var improvements = 0
        /// How many events its kept candidates removed, in all.
        package var eventsRemoved = 0
        /// How many rows its kept candidates removed, in all.
        package var rowsRemoved = 0

        /// Empty statistics for `pass`.
        package init(pass: Pass) {
            self.pass = pass
        }

        /// Adds the figures of `other`, of the same pass, to these.
        package mutating func add(_ other: PassStatistics) {
            precondition(other.pass == pass, "CaseSimplifier.PassStatistics.add: adding \(other.pass) to \(pass)")
            evaluations += other.evaluations
            improvements += other.improvements
            eventsRemoved += other.eventsRemoved
            rowsRemoved += other.rowsRemoved
        }
    }
}
