import SwipeReference

/// The thresholds of SPEC.md, one case each: the one list the generators aim at
/// (`SwipeGen`), `explain` prints and `ThresholdStats` measures.
///
/// Adding a threshold is adding a case here: the compiler then asks, in each switch
/// below and in `Threshold.candidates(of:in:)`, for its requirement, its names,
/// where it applies and whether the generators aim at it and the stats measure it.
/// The cases are in the order `explain` lists thresholds of equal value and
/// `bench thresholds` prints its rows.
///
/// ```swift
/// ThresholdKind.open.requirement   // .thr2
/// ThresholdKind.limit.title        // "resistance limit (THR-8)"
/// ```
package enum ThresholdKind: Sendable, Hashable, CaseIterable {
    /// The slop that starts a drag, a distance from the touch's origin (THR-1).
    case slop
    /// The displayed magnitude that opens a `reveal` row on release (THR-2).
    case open
    /// Where an open `reveal` row rests: the sum of its action widths (ACC-5).
    case extent
    /// The displayed magnitude of a `reveal` full swipe (THR-3).
    case fullSwipe
    /// The `select` activation distance (THR-4).
    case activation
    /// A `select` zone boundary `z_i` (THR-5).
    case zone
    /// The end of a settle, a time (THR-6).
    case settleEnd
    /// The fling velocity of a release (THR-7).
    case fling
    /// Where resistance begins (THR-8).
    case limit
    /// A button's edge under a tap on an open row (REV-5).
    case buttonEdge

    /// The requirement that states it.
    package var requirement: RequirementID {
        switch self {
        case .slop: .thr1
        case .open: .thr2
        case .extent: .acc5
        case .fullSwipe: .thr3
        case .activation: .thr4
        case .zone: .thr5
        case .settleEnd: .thr6
        case .fling: .thr7
        case .limit: .thr8
        case .buttonEdge: .rev5
        }
    }

    /// Its short name, as `explain` prints it before its value (`zone 2 187.5`).
    package var name: String {
        switch self {
        case .slop: SwipeParameters.Parameter.slop.name  // the threshold is the parameter's value
        case .open: "open"
        case .extent: "extent"
        case .fullSwipe: "full swipe"
        case .activation: "activation"
        case .zone: "zone"
        case .settleEnd: "settle end"
        case .fling: "fling velocity"
        case .limit: "limit"
        case .buttonEdge: "button boundary"
        }
    }

    /// Its row in the `bench thresholds` table: a longer name and its requirement.
    package var title: String {
        switch self {
        case .zone: "zone boundary (\(requirement))"
        case .limit: "resistance limit (\(requirement))"
        case .buttonEdge: "button boundary, tap (\(requirement))"
        case .slop, .open, .extent, .fullSwipe, .activation, .settleEnd, .fling: "\(name) (\(requirement))"
        }
    }

    /// Whether `ThresholdStats` counts the cases that land on it. The extent is
    /// where an open row rests, not a boundary of its own: a tap meets it as the
    /// last button edge (REV-5), a drag without full swipe as the limit (THR-8).
    package var isMeasured: Bool {
        switch self {
        case .extent: false
        case .slop, .open, .fullSwipe, .activation, .zone, .settleEnd, .fling, .limit, .buttonEdge: true
        }
    }

    /// Where a swipe's target list holds this threshold of an edge (`SwipeGen.targets`),
    /// or `nil` when swipes do not aim at it as a displayed magnitude (the slop is
    /// aimed at in either direction, the others by their own generators: pauses,
    /// flicks, taps on an open row). The order is fixed: the gesture generator draws
    /// a target by its index, so every generated vector depends on it.
    package var aimingRank: Int? {
        switch self {
        case .limit: 0
        case .open, .activation: 1
        case .fullSwipe, .zone: 2
        case .extent: 3
        case .slop, .settleEnd, .fling, .buttonEdge: nil
        }
    }
}

/// A threshold of one edge of a row, with its magnitude (SPEC.md THR): what
/// `explain` draws, `ThresholdStats` counts and the gesture generator aims at.
package struct Threshold: Sendable, Hashable {
    /// Which threshold it is.
    package var kind: ThresholdKind
    /// Its displayed magnitude.
    package var value: Double
    /// For a zone boundary, its number `i` of `z_i`, from 1.
    package var zone: Int?
    /// Whether a drag can reach it: `false` for the full-swipe threshold of an edge
    /// that does not allow a full swipe (ACC-3), still a distance worth aiming at.
    package var isReachable = true

    /// Its name, as `explain` prints it (`open`, `zone 2`).
    package var name: String { zone.map { "\(kind.name) \($0)" } ?? kind.name }
    /// The requirement that states it.
    package var requirement: RequirementID { kind.requirement }

    /// Every threshold of `edge` a drag reaches, smallest first (at equal values, in
    /// `ThresholdKind` order); none for an edge without actions.
    package static func all(_ row: RowConfiguration, _ edge: Edge) -> [Threshold] {
        candidates(of: edge, in: row).enumerated()
            .filter { $0.element.isReachable }
            .sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }
            .map(\.element)
    }

    /// Every displayed-magnitude threshold of `edge` in `row`, reachable or not, in
    /// `ThresholdKind` order (zones by number); none for an edge without actions.
    package static func candidates(of edge: Edge, in row: RowConfiguration) -> [Threshold] {
        let g = row.layout(of: edge)
        guard !g.ids.isEmpty else { return [] }
        return ThresholdKind.allCases.flatMap { kind -> [Threshold] in
            switch (kind, row.style) {
            case (.open, .reveal): [Threshold(kind: kind, value: g.openThreshold)]
            case (.extent, .reveal): [Threshold(kind: kind, value: g.extent)]
            case (.fullSwipe, .reveal): [Threshold(kind: kind, value: g.fullSwipeThreshold, isReachable: g.allowsFullSwipe)]
            case (.activation, .select): [Threshold(kind: kind, value: row.parameters.activationDistance)]
            case (.zone, .select):
                g.zoneBoundaries(in: row).enumerated().map { Threshold(kind: kind, value: $1, zone: $0 + 1) }
            case (.limit, _): [Threshold(kind: kind, value: g.limit)]
            case (.open, .select), (.extent, .select), (.fullSwipe, .select), (.activation, .reveal), (.zone, .reveal): []
            // Not a magnitude of an edge: a distance from the origin, a time, a velocity, a tap's position.
            case (.slop, _), (.settleEnd, _), (.fling, _), (.buttonEdge, _): []
            }
        }
    }
}
