/// One swipe action of a row: a button in the `reveal` style, a selectable zone in
/// the `select` style.
///
/// The effective width is `max(width ?? parameters.actionWidth,
/// parameters.minimumActionWidth)` (ORD-5).
public struct SwipeAction: Sendable, Hashable {
    /// The action's identifier, unique within its row (ACC-4).
    public var id: String
    /// The declared width in points, or `nil` for the row's default action width.
    public var width: Double?

    /// An action `id`, of the default width unless `width` is given (ORD-5).
    public init(id: String, width: Double? = nil) {
        self.id = id
        self.width = width
    }

    /// The width the action takes in a row of `parameters` (ORD-5).
    public func effectiveWidth(_ parameters: SwipeParameters) -> Double {
        max(width ?? parameters.actionWidth, parameters.minimumActionWidth)
    }
}

/// One call of a `swipeActions(edge:allowsFullSwipe:content:)`-like modifier (ACC-1).
public struct SwipeDeclaration: Sendable, Hashable {
    /// The edge the actions are declared on (ACC-1).
    public var edge: Edge
    /// Whether a full swipe performs the first action (ACC-3).
    public var allowsFullSwipe: Bool
    /// The actions, from the originating edge inward (ORD-1).
    public var actions: [SwipeAction]

    /// A declaration of `actions` on `edge`.
    public init(edge: Edge, allowsFullSwipe: Bool = true, actions: [SwipeAction]) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
    }
}

/// How a release after a drag resolves (REV, SEL).
public enum ReleaseStyle: String, Sendable, Hashable, CaseIterable {
    /// UIKit / SwiftUI: a release past the open threshold leaves the buttons shown.
    case reveal
    /// The UIScrollView article / Mailbox: the drag distance selects an action,
    /// performed when the settle ends.
    case select
}

/// The numeric parameters of a row. Every default is stated, with its source, in
/// SPEC.md section 2 (Parameters).
public struct SwipeParameters: Sendable, Hashable {
    /// Movement from the down point, in points, before a drag or scroll is recognised (REC-2, THR-1).
    public var slop: Double
    /// Default width of an action, in points (ORD-5).
    public var actionWidth: Double
    /// No action is narrower than this, in points (ORD-5).
    public var minimumActionWidth: Double
    /// Fraction of an edge's extent a `reveal` release must reach to open (THR-2).
    public var openFraction: Double
    /// Release speed, in points per second, at or above which a release is a fling (THR-7).
    public var flingVelocity: Double
    /// Fraction of the row width that arms a full swipe (THR-3).
    public var fullSwipeFraction: Double
    /// A full swipe needs at least the extent plus this many points (THR-3).
    public var fullSwipeMinimumOvershoot: Double
    /// `select` style: distance below which nothing is selected (THR-4).
    public var activationDistance: Double
    /// Rubber-band constant of the resistance function (ELA-1).
    public var elasticity: Double
    /// Seconds a settle takes (TIM-2).
    public var settleDuration: Double

    /// Parameters with the defaults of SPEC.md section 2 unless given.
    public init(
        slop: Double = 10,
        actionWidth: Double = 74,
        minimumActionWidth: Double = 30,
        openFraction: Double = 0.5,
        flingVelocity: Double = 100,
        fullSwipeFraction: Double = 0.75,
        fullSwipeMinimumOvershoot: Double = 20,
        activationDistance: Double = 50,
        elasticity: Double = 0.55,
        settleDuration: Double = 0.25
    ) {
        self.slop = slop
        self.actionWidth = actionWidth
        self.minimumActionWidth = minimumActionWidth
        self.openFraction = openFraction
        self.flingVelocity = flingVelocity
        self.fullSwipeFraction = fullSwipeFraction
        self.fullSwipeMinimumOvershoot = fullSwipeMinimumOvershoot
        self.activationDistance = activationDistance
        self.elasticity = elasticity
        self.settleDuration = settleDuration
    }

    /// The defaults of SPEC.md section 2.
    public static let defaults = SwipeParameters()

    /// One numeric parameter of SPEC.md section 2. This is the one list of the
    /// parameters: validation (GEO-6), the vectors' JSON, descriptions and the
    /// generators all iterate it, and a `switch` over it makes the compiler ask
    /// each of them about a parameter added here.
    public enum Parameter: String, CaseIterable, Sendable {
        /// The movement before a drag or scroll is recognised, in points (REC-2).
        case slop
        /// The width of an action that declares no width of its own, in points (ORD-5).
        case actionWidth
        /// The width no action is narrower than, in points (ORD-5).
        case minimumActionWidth
        /// `reveal`: the release open threshold as a fraction of the edge's extent (THR-2).
        case openFraction
        /// The release speed, in points per second, from which a release is a fling (THR-7).
        case flingVelocity
        /// The full swipe threshold as a fraction of the row's width (THR-3).
        case fullSwipeFraction
        /// The distance past the extent a full swipe needs at least, in points (THR-3).
        case fullSwipeMinimumOvershoot
        /// `select`: the offset below which no action is selected, in points (THR-4).
        case activationDistance
        /// The rubber band constant of the resistance past the limit (ELA-1).
        case elasticity
        /// The duration of every settle, in seconds (TIM-2).
        case settleDuration

        /// The parameter's name in SPEC.md section 2 and in the vectors' `parameters` object.
        public var name: String { rawValue }

        /// The valid values, as the validation error states them (GEO-6).
        var expected: String {
            switch self {
            case .slop, .minimumActionWidth, .fullSwipeMinimumOvershoot, .settleDuration: "a finite number >= 0"
            case .actionWidth, .flingVelocity, .elasticity: "a finite number > 0"
            case .openFraction, .fullSwipeFraction: "a number in (0, 1]"
            case .activationDistance: "a number >= 0 and < width"
            }
        }

        /// Whether a finite `value` is valid for a row `width` points wide (GEO-6).
        public func accepts(_ value: Double, width: Double) -> Bool {
            switch self {
            case .slop, .minimumActionWidth, .fullSwipeMinimumOvershoot, .settleDuration: value >= 0
            case .actionWidth, .flingVelocity, .elasticity: value > 0
            case .openFraction, .fullSwipeFraction: value > 0 && value <= 1
            case .activationDistance: value >= 0 && value < width
            }
        }
    }

    /// The value of one parameter.
    ///
    /// A `switch` rather than a key path: every list the model builds is validated
    /// through this (GEO-6), and a key path is projected through the runtime on
    /// each read.
    public subscript(parameter: Parameter) -> Double {
        get {
            switch parameter {
            case .slop: slop
            case .actionWidth: actionWidth
            case .minimumActionWidth: minimumActionWidth
            case .openFraction: openFraction
            case .flingVelocity: flingVelocity
            case .fullSwipeFraction: fullSwipeFraction
            case .fullSwipeMinimumOvershoot: fullSwipeMinimumOvershoot
            case .activationDistance: activationDistance
            case .elasticity: elasticity
            case .settleDuration: settleDuration
            }
        }
        set {
            switch parameter {
            case .slop: slop = newValue
            case .actionWidth: actionWidth = newValue
            case .minimumActionWidth: minimumActionWidth = newValue
            case .openFraction: openFraction = newValue
            case .flingVelocity: flingVelocity = newValue
            case .fullSwipeFraction: fullSwipeFraction = newValue
            case .fullSwipeMinimumOvershoot: fullSwipeMinimumOvershoot = newValue
            case .activationDistance: activationDistance = newValue
            case .elasticity: elasticity = newValue
            case .settleDuration: settleDuration = newValue
            }
        }
    }
}

/// The configuration of one row of a list (GEO-1).
public struct RowConfiguration: Sendable, Hashable {
    /// The row's width in points; finite and greater than zero (GEO-1).
    public var width: Double
    /// Which physical side each logical edge is on (GEO-2).
    public var layoutDirection: LayoutDirection
    /// What releasing a drag does: `reveal` or `select` (REV, SEL).
    public var style: ReleaseStyle
    /// Declarations in the order they were made (ACC-1).
    public var declarations: [SwipeDeclaration]
    /// The thresholds and durations of the row (SPEC.md section 2).
    public var parameters: SwipeParameters
    /// The row's identity, unique in the list when given (MUT-1). State follows the
    /// row through list changes whether or not it has a key.
    public var key: String?

    /// A row of the given configuration; the defaults are a 375 pt left-to-right `reveal` row.
    public init(
        width: Double = 375,
        layoutDirection: LayoutDirection = .leftToRight,
        style: ReleaseStyle = .reveal,
        declarations: [SwipeDeclaration],
        parameters: SwipeParameters = .defaults,
        key: String? = nil
    ) {
        self.width = width
        self.layoutDirection = layoutDirection
        self.style = style
        self.declarations = declarations
        self.parameters = parameters
        self.key = key
    }

    /// Whether the configuration satisfies GEO-6 and ACC-4 (the check of a new
    /// configuration in `insertRow` and `reloadRow`, MUT-12).
    public var isValid: Bool {
        do { try validate(index: 0) } catch { return false }
        return true
    }
}

extension RowConfiguration {
    /// The actions of `edge` in order from the originating edge: the edge's
    /// declarations in the order made, each one's actions in order (ACC-1, ACC-2,
    /// ORD-1). An array built when asked for; the model's per-event reads walk the
    /// declarations in place.
    func actions(on edge: Edge) -> [SwipeAction] {
        declarations.flatMap { $0.edge == edge ? $0.actions : [] }
    }

    /// The row's accessibility action list (AX-1): the leading edge's actions, then
    /// the trailing edge's, each in order from its originating edge.
    var accessibility: [AccessibleAction] {
        [Edge.leading, .trailing].flatMap { edge in actions(on: edge).map { AccessibleAction(edge: edge, id: $0.id) } }
    }
}

/// The declarations of one row, where the model reads an action's id: an event
/// or an observation names the row's actions through `configurations[i].declarations`,
/// which reads that one array of the row in place, where `configurations[i]` would
/// copy the whole configuration (its declarations and its key counted, some 120
/// bytes moved) for every action performed, selected or activated.
extension [SwipeDeclaration] {
    /// Action `index` of `edge`, counted from the originating edge: entry `index`
    /// of `RowConfiguration.actions(on: edge)` (ORD-1). An index outside the edge's
    /// actions traps, as an array's does.
    func action(_ index: Int, on edge: Edge) -> SwipeAction {
        var d = 0
        var k = index  // the action's index among those of declaration `d` and after
        while self[d].edge != edge || k >= self[d].actions.count {
            if self[d].edge == edge { k -= self[d].actions.count }
            d += 1
        }
        return self[d].actions[k]
    }

    /// Entry `index` of the accessibility action list (AX-1), `nil` outside it
    /// (AX-3); what an activation reads, without building the list.
    func accessibleAction(at index: Int) -> AccessibleAction? {
        guard index >= 0 else { return nil }
        var k = index
        for edge in [Edge.leading, .trailing] {
            for declaration in self where declaration.edge == edge {
                if k < declaration.actions.count { return AccessibleAction(edge: edge, id: declaration.actions[k].id) }
                k -= declaration.actions.count
            }
        }
        return nil
    }
}

/// Why a configuration is invalid (GEO-6, ACC-4). A list is never built from one.
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The list has no rows.
    case noRows
    /// A number of the configuration is out of its range (GEO-6).
    case invalidValue(row: Int, field: String, value: Double, expected: String)
    /// An action id is empty or repeats another action id of the same row (ACC-4).
    case invalidActionID(row: Int, id: String, reason: String)
    /// Two rows carry the same key (MUT-1).
    case duplicateKey(row: Int, key: String)

    /// The error on one line, naming the row and field.
    public var description: String {
        switch self {
        case .noRows:
            return "the list has no rows; give at least one row"
        case let .invalidValue(row, field, value, expected):
            return "row \(row): \(field) is \(value), expected \(expected) (GEO-6)"
        case let .invalidActionID(row, id, reason):
            return "row \(row): action id \"\(id)\" \(reason) (ACC-4)"
        case let .duplicateKey(row, key):
            return "row \(row): key \"\(key)\" is also the key of an earlier row; keys are unique in the list (MUT-1)"
        }
    }
}

extension RowConfiguration {
    /// Checks GEO-6 and ACC-4 for the row at `index`.
    ///
    /// Each check builds its error only when it fails: every list the model builds
    /// runs this for every row.
    func validate(index: Int) throws(ConfigurationError) {
        if !width.isFinite || width <= 0 {
            throw .invalidValue(row: index, field: "width", value: width, expected: "a finite number > 0")
        }
        for parameter in SwipeParameters.Parameter.allCases {
            let value = parameters[parameter]
            if !value.isFinite || !parameter.accepts(value, width: width) {
                throw .invalidValue(row: index, field: "parameters.\(parameter.name)", value: value, expected: parameter.expected)
            }
        }
        for d in declarations.indices {
            for a in declarations[d].actions.indices {
                let id = declarations[d].actions[a].id
                if id.isEmpty {
                    throw .invalidActionID(row: index, id: id, reason: "is empty; give every action a non-empty id")
                }
                // A row has a handful of actions: comparing each id with the earlier
                // ones needs no storage and no hashing.
                if declarations[..<d].contains(where: { $0.actions.contains { $0.id == id } })
                    || declarations[d].actions[..<a].contains(where: { $0.id == id }) {
                    throw .invalidActionID(row: index, id: id, reason: "appears twice; action ids are unique within a row")
                }
                if let w = declarations[d].actions[a].width, !w.isFinite || w <= 0 {
                    throw .invalidValue(row: index, field: "width of action \"\(id)\"", value: w,
                                        expected: "a finite number > 0")
                }
            }
        }
    }
}
