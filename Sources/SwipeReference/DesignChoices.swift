/// The design an implementation is built to: one value for each point on which real
/// swipe implementations differ on purpose (SPEC.md section 9, the DCH requirements).
///
/// The first value of every choice is the semantics of SPEC.md sections 1 to 8
/// (the `default` profile); every other value is a design a real implementation
/// takes, cited in SPEC.md. `SwipeList` implements every value.
///
/// ```swift
/// var qt = DesignChoices.default
/// qt.openBoundary = .strict          // DCH-6: Qt opens past `> 0.5`
/// var list = try SwipeList(rows: rows, design: qt)
/// ```
public struct DesignChoices: Sendable, Hashable {
    /// Whether a long drag arms a full swipe (DCH-1, DCH-2).
    public var fullSwipe: FullSwipe
    /// What happens to a drag past the resistance limit (DCH-3, DCH-4).
    public var resistance: Resistance
    /// Which samples the release velocity is measured from (DCH-5).
    public var velocityWindow: VelocityWindow
    /// Whether a release at exactly the open threshold opens (DCH-6).
    public var openBoundary: Boundary
    /// Whether a release at exactly the fling velocity is a fling (DCH-7).
    public var flingBoundary: Boundary
    /// Whether a fling toward closed closes a row past its open threshold (DCH-8).
    public var flingDirection: FlingDirection
    /// How a pending touch becomes a drag or a scroll (DCH-9).
    public var recognition: Recognition
    /// What a tap on the content of an open row does (DCH-10, DCH-19).
    public var contentTap: ContentTap
    /// Whether rows coordinate so that at most one is open (DCH-11).
    public var listCoordination: ListCoordination
    /// Whether a drag that begins toward an edge without actions moves its row (DCH-12).
    public var emptyDrag: EmptyDrag
    /// When a tap's button hit is decided (DCH-13).
    public var tapDecision: TapDecision
    /// Whether a release whose target equals the offset still runs a settle (DCH-14).
    public var settleInPlace: SettleInPlace
    /// Whether `close` is obeyed while the row is pressed (DCH-15).
    public var closeWhilePressed: CloseWhilePressed
    /// Which end of a button's interval belongs to it (DCH-16).
    public var hitInterval: HitInterval
    /// When a settle of duration 0 completes (DCH-17).
    public var instantSettle: InstantSettle
    /// The unit of event time (DCH-18).
    public var clock: Clock
    /// Whether a row with no action on any edge can be dragged (DCH-20).
    public var actionlessRow: ActionlessRow
    /// Which points of a tap decide the button it performs (DCH-21).
    public var buttonHit: ButtonHit
    /// Whether a tap or `open` on a row settling open starts its settle again (DCH-22).
    public var settleRestart: SettleRestart
    /// When a reload of the dragged row moves it: at once, or at the drag's next sample (DCH-23).
    public var dragReload: DragReload

    /// The design of SPEC.md sections 1 to 8 unless given.
    public init(
        fullSwipe: FullSwipe = .closesAfterPerforming,
        resistance: Resistance = .rubberBand,
        velocityWindow: VelocityWindow = .lastTwoSamples,
        openBoundary: Boundary = .inclusive,
        flingBoundary: Boundary = .inclusive,
        flingDirection: FlingDirection = .decides,
        recognition: Recognition = .radialDominant,
        contentTap: ContentTap = .closesRow,
        listCoordination: ListCoordination = .oneOpen,
        emptyDrag: EmptyDrag = .dragging,
        tapDecision: TapDecision = .atRelease,
        settleInPlace: SettleInPlace = .restsAtOnce,
        closeWhilePressed: CloseWhilePressed = .closes,
        hitInterval: HitInterval = .fromEdge,
        instantSettle: InstantSettle = .nextEvent,
        clock: Clock = .seconds,
        actionlessRow: ActionlessRow = .swipes,
        buttonHit: ButtonHit = .origin,
        settleRestart: SettleRestart = .keepsEnd,
        dragReload: DragReload = .atOnce
    ) {
        self.fullSwipe = fullSwipe
        self.resistance = resistance
        self.velocityWindow = velocityWindow
        self.openBoundary = openBoundary
        self.flingBoundary = flingBoundary
        self.flingDirection = flingDirection
        self.recognition = recognition
        self.contentTap = contentTap
        self.listCoordination = listCoordination
        self.emptyDrag = emptyDrag
        self.tapDecision = tapDecision
        self.settleInPlace = settleInPlace
        self.closeWhilePressed = closeWhilePressed
        self.hitInterval = hitInterval
        self.instantSettle = instantSettle
        self.clock = clock
        self.actionlessRow = actionlessRow
        self.buttonHit = buttonHit
        self.settleRestart = settleRestart
        self.dragReload = dragReload
    }

    /// The design of SPEC.md sections 1 to 8: every choice at its first value.
    public static let `default` = DesignChoices()

    /// DCH-1, DCH-2: the full swipe.
    public enum FullSwipe: String, Sendable, Hashable, CaseIterable {
        /// THR-3, REV-1: performs the first action at the release, then closes.
        case closesAfterPerforming
        /// DCH-1: no full swipe; the limit of ELA-2 is the extent (Qt).
        case none
        /// DCH-2: the row settles off to `sign × W` and the action is performed
        /// when that settle completes (flutter_slidable's dismissal).
        case dismisses
    }

    /// DCH-3, DCH-4: the displayed magnitude past the limit `L`.
    public enum Resistance: String, Sendable, Hashable, CaseIterable {
        /// ELA-1: the UIScrollView rubber band.
        case rubberBand
        /// DCH-3: no movement past `L` (Qt, flutter_slidable).
        case clamp
        /// DCH-4: `L + elasticity × (a − L)` (SwipeCellKit, MGSwipeTableCell).
        case linear
    }

    /// DCH-5: the samples of the release velocity.
    public enum VelocityWindow: String, Sendable, Hashable, CaseIterable {
        /// VEL-3: the latest two samples.
        case lastTwoSamples
        /// DCH-5: from the `down` to the latest sample (Qt).
        case sincePress
    }

    /// DCH-6, DCH-7: which side of a threshold the value exactly on it falls.
    public enum Boundary: String, Sendable, Hashable, CaseIterable {
        /// `≥`: at the threshold it applies.
        case inclusive
        /// `>`: at the threshold it does not apply (Qt, MGSwipeTableCell).
        case strict

        func holds(_ value: Double, _ threshold: Double) -> Bool {
            self == .inclusive ? value >= threshold : value > threshold
        }
    }

    /// DCH-8: what a fling decides.
    public enum FlingDirection: String, Sendable, Hashable, CaseIterable {
        /// VEL-4: toward open opens, toward closed closes.
        case decides
        /// DCH-8: a fling toward open opens; otherwise the open threshold decides (Qt).
        case opensOnly
    }

    /// DCH-9: recognition of a pending touch.
    public enum Recognition: String, Sendable, Hashable, CaseIterable {
        /// REC-2 to REC-4: radial slop, horizontal strictly dominant.
        case radialDominant
        /// DCH-9: `|dx| > slop` drags, else `|dy| > slop` scrolls (Qt Quick's delivery).
        case perAxisStrict
    }

    /// DCH-10: a tap on an open row's content.
    public enum ContentTap: String, Sendable, Hashable, CaseIterable {
        /// REV-6: closes the row, nothing tapped.
        case closesRow
        /// DCH-10: the content is tapped and the row stays open (flutter_slidable
        /// without a closing tap barrier).
        case clicks
        /// DCH-19: nothing is tapped and the row stays open; a tap on a row still
        /// settling closed taps nothing either (Qt).
        case staysOpen
    }

    /// DCH-11: coordination between rows.
    public enum ListCoordination: String, Sendable, Hashable, CaseIterable {
        /// LST-1 to LST-4, PRG-1: one open row at a time.
        case oneOpen
        /// DCH-11: each row on its own (Qt, MGSwipeTableCell `allowsMultipleSwipe`).
        case independent
    }

    /// DCH-12: what a drag that begins toward an edge without actions does.
    public enum EmptyDrag: String, Sendable, Hashable, CaseIterable {
        /// OBS-6: `dragging` from the recognition on.
        case dragging
        /// DCH-12: such a drag leaves its row closed at 0 until its up (SwipeCellKit).
        case closedAtZero
    }

    /// DCH-13: when the button under a tap is decided.
    public enum TapDecision: String, Sendable, Hashable, CaseIterable {
        /// REC-6: at the release.
        case atRelease
        /// DCH-13: at the press (Qt forwards the press to a button only when open).
        case atPress
    }

    /// DCH-14: a settle whose target is the current offset.
    public enum SettleInPlace: String, Sendable, Hashable, CaseIterable {
        /// TIM-6: the row rests at once.
        case restsAtOnce
        /// DCH-14: a non-zero target still runs a settle (Qt's transition).
        case runsSettle
    }

    /// DCH-15: `close` while the row is pressed.
    public enum CloseWhilePressed: String, Sendable, Hashable, CaseIterable {
        /// PRG-2, PRG-5: closes.
        case closes
        /// DCH-15: accepted and ignored (Qt).
        case ignored
    }

    /// DCH-16: a button's hit interval.
    public enum HitInterval: String, Sendable, Hashable, CaseIterable {
        /// REV-5: `c_i ≤ d < c_i + w_i`, measured from the revealed side's edge.
        case fromEdge
        /// DCH-16: the physical frame, `x ≤ x0 < x + width`; on the right side that is
        /// `c_i < d ≤ c_i + w_i` (Qt's `QQuickItem::contains`).
        case physicalFrame
    }

    /// DCH-17: a settle of duration 0.
    public enum InstantSettle: String, Sendable, Hashable, CaseIterable {
        /// TIM-2: completes at the next accepted event.
        case nextEvent
        /// DCH-17: completes inside the event that started it (Qt without a transition).
        case sameEvent
    }

    /// DCH-18: the unit of event time.
    public enum Clock: String, Sendable, Hashable, CaseIterable {
        /// TIM-1: seconds, any binary64 value.
        case seconds
        /// DCH-18: whole milliseconds, `round(t × 1000)` (Qt's event timestamps).
        case milliseconds

        /// The event time in the clock's ticks.
        func ticks(_ t: Double) -> Double {
            self == .seconds ? t : (t * 1000).rounded()
        }

        /// `t + duration`, in seconds, on the clock (TIM-2).
        func end(_ t: Double, after duration: Double) -> Double {
            self == .seconds ? t + duration : (ticks(t) + ticks(duration)) / 1000
        }

        /// Whether a settle ending at `end` is complete at `t` (THR-6).
        ///
        /// Never inlined: inlined into the loop over the rows that runs on every
        /// event, the optimizer computes the millisecond tick of `t` (a call to
        /// `round`) ahead of the loop whatever the clock.
        @inline(never)
        func reached(_ end: Double, at t: Double) -> Bool {
            ticks(end) <= ticks(t)
        }
    }

    /// DCH-20: a touch on a row with no action on any edge.
    public enum ActionlessRow: String, Sendable, Hashable, CaseIterable {
        /// REC-2 to REC-4, ELA-3, OBS-6: it is recognised as a drag like any other.
        case swipes
        /// DCH-20: never a drag; the row is a button whose up inside it is a tap (Qt).
        case button
    }

    /// DCH-21: the points of a tap on an open row that decide its button.
    public enum ButtonHit: String, Sendable, Hashable, CaseIterable {
        /// REC-6, REV-5: the origin alone.
        case origin
        /// DCH-21: the origin and the up's x, both on the same button (Qt).
        case originAndRelease
    }

    /// DCH-22: a tap or `open` on a row settling toward a non-zero target.
    public enum SettleRestart: String, Sendable, Hashable, CaseIterable {
        /// TIM-2, PRG-1, DCH-10, DCH-19: the settle goes on and keeps its end time.
        case keepsEnd
        /// DCH-22: the settle starts again and ends `settleDuration` after that event (Qt).
        case restarts
    }

    /// DCH-23: a reload of the row of an active drag.
    public enum DragReload: String, Sendable, Hashable, CaseIterable {
        /// MUT-9: the offset is computed again at once from the latest sample.
        case atOnce
        /// DCH-23: the offset stays until the drag's next move or its up (Qt).
        case atNextSample
    }

    /// One choice point, by its name in SPEC.md section 9 and in profiles.
    public enum Choice: String, Sendable, Hashable, CaseIterable {
        /// What a full swipe does: close after performing, nothing, or dismiss the row (DCH-1, DCH-2).
        case fullSwipe
        /// How the offset resists past the limit: rubber band, clamp or linear (DCH-3, DCH-4).
        case resistance
        /// Which samples the release velocity is measured over: the last two, or since the press (DCH-5).
        case velocityWindow
        /// Whether a release exactly at the open threshold opens: inclusive or strict (DCH-6).
        case openBoundary
        /// Whether a release exactly at the fling velocity flings: inclusive or strict (DCH-7).
        case flingBoundary
        /// Whether a fling decides in both directions or only ever opens (DCH-8).
        case flingDirection
        /// How a drag is told from a scroll: the dominant radial direction, or each axis strictly, the row's first (DCH-9).
        case recognition
        /// What a tap on an open row's content does: close the row, click it, or leave it open (DCH-10, DCH-19).
        case contentTap
        /// Whether one open row closes the others, or rows open independently (DCH-11).
        case listCoordination
        /// Whether a drag that begins on a closed row toward an edge without actions is `dragging` at 0, or leaves the row closed until its up (DCH-12).
        case emptyDrag
        /// When a tap on a button is decided: at the release, or at the press (DCH-13).
        case tapDecision
        /// Whether a release whose target is the row's current non-zero offset rests at once or runs a settle (DCH-14).
        case settleInPlace
        /// Whether `close(row)` while a touch sequence is pending on the row closes it or is ignored (DCH-15).
        case closeWhilePressed
        /// Which interval of a right-side button a tap hits: REV-5's, measured from the edge, or its physical frame (DCH-16).
        case hitInterval
        /// When a settle of duration 0 completes: at the next event, or in the same event (DCH-17).
        case instantSettle
        /// How event times are read: as seconds, or as whole milliseconds (DCH-18).
        case clock
        /// Whether a row with no action on any edge is dragged like any other, or is a button (DCH-20).
        case actionlessRow
        /// Whether a tap's button is decided by its origin alone, or by its origin and its up (DCH-21).
        case buttonHit
        /// Whether a tap or `open` on a row settling open keeps the settle's end, or starts it again (DCH-22).
        case settleRestart
        /// Whether a reload of the dragged row moves it at once, or at the drag's next sample (DCH-23).
        case dragReload

        /// The choice's values, the default first.
        public var values: [String] {
            switch self {
            case .fullSwipe: FullSwipe.allCases.map(\.rawValue)
            case .resistance: Resistance.allCases.map(\.rawValue)
            case .velocityWindow: VelocityWindow.allCases.map(\.rawValue)
            case .openBoundary, .flingBoundary: Boundary.allCases.map(\.rawValue)
            case .flingDirection: FlingDirection.allCases.map(\.rawValue)
            case .recognition: Recognition.allCases.map(\.rawValue)
            case .contentTap: ContentTap.allCases.map(\.rawValue)
            case .listCoordination: ListCoordination.allCases.map(\.rawValue)
            case .emptyDrag: EmptyDrag.allCases.map(\.rawValue)
            case .tapDecision: TapDecision.allCases.map(\.rawValue)
            case .settleInPlace: SettleInPlace.allCases.map(\.rawValue)
            case .closeWhilePressed: CloseWhilePressed.allCases.map(\.rawValue)
            case .hitInterval: HitInterval.allCases.map(\.rawValue)
            case .instantSettle: InstantSettle.allCases.map(\.rawValue)
            case .clock: Clock.allCases.map(\.rawValue)
            case .actionlessRow: ActionlessRow.allCases.map(\.rawValue)
            case .buttonHit: ButtonHit.allCases.map(\.rawValue)
            case .settleRestart: SettleRestart.allCases.map(\.rawValue)
            case .dragReload: DragReload.allCases.map(\.rawValue)
            }
        }

        /// The requirement of each non-default value (SPEC.md section 9).
        public func requirement(of value: String) -> RequirementID? {
            switch (self, value) {
            case (.fullSwipe, "none"): .dch1
            case (.fullSwipe, "dismisses"): .dch2
            case (.resistance, "clamp"): .dch3
            case (.resistance, "linear"): .dch4
            case (.velocityWindow, "sincePress"): .dch5
            case (.openBoundary, "strict"): .dch6
            case (.flingBoundary, "strict"): .dch7
            case (.flingDirection, "opensOnly"): .dch8
            case (.recognition, "perAxisStrict"): .dch9
            case (.contentTap, "clicks"): .dch10
            case (.contentTap, "staysOpen"): .dch19
            case (.listCoordination, "independent"): .dch11
            case (.emptyDrag, "closedAtZero"): .dch12
            case (.tapDecision, "atPress"): .dch13
            case (.settleInPlace, "runsSettle"): .dch14
            case (.closeWhilePressed, "ignored"): .dch15
            case (.hitInterval, "physicalFrame"): .dch16
            case (.instantSettle, "sameEvent"): .dch17
            case (.clock, "milliseconds"): .dch18
            case (.actionlessRow, "button"): .dch20
            case (.buttonHit, "originAndRelease"): .dch21
            case (.settleRestart, "restarts"): .dch22
            case (.dragReload, "atNextSample"): .dch23
            default: nil
            }
        }
    }

    /// The value of one choice, by name.
    public subscript(choice: Choice) -> String {
        switch choice {
        case .fullSwipe: fullSwipe.rawValue
        case .resistance: resistance.rawValue
        case .velocityWindow: velocityWindow.rawValue
        case .openBoundary: openBoundary.rawValue
        case .flingBoundary: flingBoundary.rawValue
        case .flingDirection: flingDirection.rawValue
        case .recognition: recognition.rawValue
        case .contentTap: contentTap.rawValue
        case .listCoordination: listCoordination.rawValue
        case .emptyDrag: emptyDrag.rawValue
        case .tapDecision: tapDecision.rawValue
        case .settleInPlace: settleInPlace.rawValue
        case .closeWhilePressed: closeWhilePressed.rawValue
        case .hitInterval: hitInterval.rawValue
        case .instantSettle: instantSettle.rawValue
        case .clock: clock.rawValue
        case .actionlessRow: actionlessRow.rawValue
        case .buttonHit: buttonHit.rawValue
        case .settleRestart: settleRestart.rawValue
        case .dragReload: dragReload.rawValue
        }
    }

    /// Sets one choice by name; `false` (and no change) when `value` is not one of its values.
    public mutating func set(_ choice: Choice, to value: String) -> Bool {
        switch choice {
        case .fullSwipe: guard let v = FullSwipe(rawValue: value) else { return false }; fullSwipe = v
        case .resistance: guard let v = Resistance(rawValue: value) else { return false }; resistance = v
        case .velocityWindow: guard let v = VelocityWindow(rawValue: value) else { return false }; velocityWindow = v
        case .openBoundary: guard let v = Boundary(rawValue: value) else { return false }; openBoundary = v
        case .flingBoundary: guard let v = Boundary(rawValue: value) else { return false }; flingBoundary = v
        case .flingDirection: guard let v = FlingDirection(rawValue: value) else { return false }; flingDirection = v
        case .recognition: guard let v = Recognition(rawValue: value) else { return false }; recognition = v
        case .contentTap: guard let v = ContentTap(rawValue: value) else { return false }; contentTap = v
        case .listCoordination: guard let v = ListCoordination(rawValue: value) else { return false }; listCoordination = v
        case .emptyDrag: guard let v = EmptyDrag(rawValue: value) else { return false }; emptyDrag = v
        case .tapDecision: guard let v = TapDecision(rawValue: value) else { return false }; tapDecision = v
        case .settleInPlace: guard let v = SettleInPlace(rawValue: value) else { return false }; settleInPlace = v
        case .closeWhilePressed: guard let v = CloseWhilePressed(rawValue: value) else { return false }; closeWhilePressed = v
        case .hitInterval: guard let v = HitInterval(rawValue: value) else { return false }; hitInterval = v
        case .instantSettle: guard let v = InstantSettle(rawValue: value) else { return false }; instantSettle = v
        case .clock: guard let v = Clock(rawValue: value) else { return false }; clock = v
        case .actionlessRow: guard let v = ActionlessRow(rawValue: value) else { return false }; actionlessRow = v
        case .buttonHit: guard let v = ButtonHit(rawValue: value) else { return false }; buttonHit = v
        case .settleRestart: guard let v = SettleRestart(rawValue: value) else { return false }; settleRestart = v
        case .dragReload: guard let v = DragReload(rawValue: value) else { return false }; dragReload = v
        }
        return true
    }

    /// The requirements of the non-default values this design takes, in choice order.
    public var requirements: [RequirementID] {
        Choice.allCases.compactMap { $0.requirement(of: self[$0]) }
    }
}
