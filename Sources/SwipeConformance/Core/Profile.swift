import QuotedText
import StrictJSON
import SwipeReference

/// The design an implementation declares (SPEC.md section 10): a value for every
/// design choice, fixed parameters, the styles and features it supports, the
/// observation fields it reports, the resolution of its time and positions, and the
/// geometry a real widget's hit test allows.
///
/// Every part of the suite judges an implementation against its profile: the
/// vectors of a profile are derived from the curated cases with the profile applied
/// (`ProfileVectors`), and their expectations come from the reference under
/// `design`.
///
/// ```swift
/// let qt = try Profile.named("qt-swipedelegate")
/// qt.design.openBoundary   // .strict (DCH-6)
/// ```
public struct Profile: Sendable, Hashable {
    /// The profile's name (`default`, `qt-swipedelegate`, or a file's own).
    public var name: String
    /// What implementation the profile describes.
    public var description: String
    /// Where each value comes from (documentation or source, file and line).
    public var sources: [String]
    /// A value for every design choice of SPEC.md section 9.
    public var design: DesignChoices
    /// Parameters the implementation fixes; the others are as each row says.
    public var fixedParameters: [SwipeParameters.Parameter: Double]
    /// The release styles it supports (PROTOCOL.md 3.5).
    public var styles: Set<ReleaseStyle>
    /// The optional features it supports (PROTOCOL.md 3.5).
    public var features: Set<Feature>
    /// The observation fields it reports; the others are not compared.
    public var observes: Set<ObservedField>
    /// What it reports as a settling row's offset: the settle's target, or the
    /// offset its animation shows.
    public var settle: SettleObservation = .target
    /// The resolution of its event times in seconds (every time sent is a multiple), or `nil`.
    public var timeQuantum: Double?
    /// The resolution of its positions in points (every coordinate sent is a multiple), or `nil`.
    public var positionQuantum: Double?
    /// Whether every `down` must lie inside its row (`0 ≤ x < W`, `0 ≤ y < rowHeight`).
    public var touchesInsideRow: Bool
    /// The height of a row in points, where touches must start inside it.
    public var rowHeight: Double?
    /// When a reload may change which physical sides of a row have actions.
    public var sideChanges: SideChanges = .anytime

    /// A profile; every argument but the name defaults to the `default` profile's.
    public init(name: String, description: String = "", sources: [String] = [], design: DesignChoices = .default,
                fixedParameters: [SwipeParameters.Parameter: Double] = [:],
                styles: Set<ReleaseStyle> = Set(ReleaseStyle.allCases), features: Set<Feature> = Set(Feature.allCases),
                observes: Set<ObservedField> = Set(ObservedField.allCases), timeQuantum: Double? = nil,
                positionQuantum: Double? = nil, touchesInsideRow: Bool = false, rowHeight: Double? = nil) {
        self.name = name
        self.description = description
        self.sources = sources
        self.design = design
        self.fixedParameters = fixedParameters
        self.styles = styles
        self.features = features
        self.observes = observes
        self.timeQuantum = timeQuantum
        self.positionQuantum = positionQuantum
        self.touchesInsideRow = touchesInsideRow
        self.rowHeight = rowHeight
    }

    /// Whether this is the design of SPEC.md sections 1 to 8 with nothing fixed,
    /// restricted or quantised: its vectors are the bundled ones.
    public var isDefault: Bool {
        design == .default && fixedParameters.isEmpty && styles == Set(ReleaseStyle.allCases)
            && features == Set(Feature.allCases) && observes == Set(ObservedField.allCases) && settle == .target && timeQuantum == nil
            && positionQuantum == nil && !touchesInsideRow && sideChanges == .anytime
    }

    /// The implementation info the profile announces, under `name` and `version`.
    public func info(name: String, version: String) -> ImplementationInfo {
        ImplementationInfo(name: name, version: version, styles: styles, features: features)
    }

    /// The requirement ids of the design choices this profile takes (SPEC.md section 9).
    public var choiceRequirements: [RequirementID] { design.requirements }

    /// How outputs are compared for an implementation of this profile: the
    /// fields it observes, and how it shows a settle.
    package var observing: Observing { Observing(fields: observes, settle: settle, design: design) }
}

/// When an implementation can take a reload that gives a physical side of a row
/// actions it lacked, or takes all of a side's actions away (SPEC.md section 10,
/// a profile's `sideChanges`).
public enum SideChanges: String, Sendable, Hashable, CaseIterable {
    /// Whatever the row's state (MUT-7, MUT-9 decide what follows).
    case anytime
    /// Only while the row shows no side: at rest closed, or dragged at offset 0.
    /// A case with such a reload at any other time is left out of the profile's
    /// set: Qt's SwipeDelegate refuses a new `swipe.left` or `swipe.right` while
    /// `swipe.position` is not 0.
    case atZero
}

/// One field of an observation (SPEC OBS-2 to OBS-5, OBS-8), as a profile lists
/// those its implementation reports.
public enum ObservedField: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Each row's offset in points (OBS-2).
    case offset
    /// Each row's phase: closed, dragging, settling or open (OBS-2, OBS-6).
    case phase
    /// The edge whose actions each row reveals, if any (OBS-2, GEO-4).
    case revealedEdge
    /// Each row's laid-out actions with their frames, in physical order (OBS-2, ORD-4).
    case actions
    /// The action each row has selected, if any (OBS-2).
    case selected
    /// When each settling row's settle ends (OBS-2).
    case settleEnds
    /// The actions performed during the event, in the order performed (OBS-3).
    case performed
    /// The row whose content received a tap during the event, if any (OBS-4).
    case tappedRow
    /// Why the event was rejected, if it was (OBS-5).
    case rejection
    /// Each row's accessibility action list (OBS-8, AX-1).
    case accessibility

    /// Orders fields as observations list them (`allCases` order).
    public static func < (a: ObservedField, b: ObservedField) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Why a profile could not be read: where (file, JSON path) and what to do.
public struct ProfileError: Error, Equatable, CustomStringConvertible {
    /// The message on one line.
    public let description: String

    init(_ description: String) { self.description = description }
}

extension Profile {
    /// The keys of a profile file (Profiles/profile.schema.json).
    static let keys: Set<String> = [
        "$schema", "name", "description", "sources", "choices", "parameters", "styles", "features", "observes",
        "settle", "timeQuantum", "positionQuantum", "geometry", "sideChanges",
    ]

    /// Reads a profile from its JSON object (Profiles/profile.schema.json).
    ///
    /// - Parameters:
    ///   - value: the profile's JSON object.
    ///   - origin: the file or message the JSON came from, for errors.
    /// - Throws: `ProfileError` naming the origin, the JSON path and what to do.
    public init(json value: JSONValue, origin: String) throws(ProfileError) {
        do {
            self = try Self.read(JSONReader(value))
        } catch {
            throw ProfileError("\(origin): \(error.description)")
        }
    }

    /// Reads a profile from JSON text.
    public init(text: String, origin: String) throws(ProfileError) {
        try self.init(bytes: Array(text.utf8), origin: origin)
    }

    /// Reads a profile from a file's bytes, by the JSON parser's rules (UTF-8,
    /// no byte order mark), as a vector file is read.
    package init(bytes: [UInt8], origin: String) throws(ProfileError) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw ProfileError("\(origin): not valid JSON: \(error) (Profiles/profile.schema.json describes the file)")
        }
        try self.init(json: value, origin: origin)
    }

    /// Reads a profile from `r`, whose path says where it lies in its document
    /// (`$.profile` of a vector file or a hello): every error names the path from there.
    package static func read(_ r: JSONReader) throws(JSONReadError) -> Profile {
        try r.expectOnlyKeys(keys)
        var profile = Profile(name: try r.field("name").string())
        let nameField = try r.field("name")
        guard !profile.name.isEmpty else { throw nameField.invalid("the name is empty; give the profile a name") }
        if let d = try r.optionalField("description") { profile.description = try d.string() }
        if let s = try r.optionalField("sources") { profile.sources = try s.array().map { (e) throws(JSONReadError) in try e.string() } }
        if let c = try r.optionalField("choices") {
            for (key, value) in try c.members() {
                guard let choice = DesignChoices.Choice(rawValue: key) else {
                    let names = DesignChoices.Choice.allCases.map(\.rawValue).joined(separator: ", ")
                    throw value.invalid("\"\(key)\" is not a design choice of SPEC.md section 9; the choices are \(names)")
                }
                let text = try value.string()
                guard profile.design.set(choice, to: text) else {
                    throw value.invalid("\"\(text)\" is not a value of \(key); its values are \(choice.values.joined(separator: ", "))")
                }
            }
        }
        if let p = try r.optionalField("parameters") {
            for (key, value) in try p.members() {
                guard let parameter = SwipeParameters.Parameter(rawValue: key) else {
                    let names = SwipeParameters.Parameter.allCases.map(\.name).joined(separator: ", ")
                    throw value.invalid("\"\(key)\" is not a parameter of SPEC.md section 2; the parameters are \(names)")
                }
                if value.value.stringValue == "perRow" { continue }
                let number = try value.double()
                guard parameter.accepts(number, width: .infinity) else {
                    throw value.invalid("\(number) is outside \(parameter.name)'s range (SPEC GEO-6); give a valid value or \"perRow\"")
                }
                profile.fixedParameters[parameter] = number
            }
        }
        if let s = try r.optionalField("styles") {
            profile.styles = try uniqueSet(s, of: ReleaseStyle.self, "style")
            guard !profile.styles.isEmpty else { throw s.invalid("no style; list at least one of \"reveal\", \"select\"") }
        }
        if let f = try r.optionalField("features") {
            profile.features = try uniqueSet(f, of: Feature.self, "feature")
        }
        if let o = try r.optionalField("observes") {
            profile.observes = try uniqueSet(o, of: ObservedField.self, "field")
            // Only the count of rows and observations would be compared: every implementation would pass.
            guard !profile.observes.isEmpty else {
                throw o.invalid("no field: the profile would compare nothing, and every implementation would pass; list the fields "
                                + "the implementation reports (" + ObservedField.allCases.map(\.rawValue).joined(separator: ", ")
                                + "), or leave the key out to compare them all")
            }
        }
        if let o = try r.optionalField("settle") { profile.settle = try o.enumeration(SettleObservation.self) }
        if let o = try r.optionalField("sideChanges") { profile.sideChanges = try o.enumeration(SideChanges.self) }
        if let q = try r.optionalField("timeQuantum") {
            let v = try q.double()
            guard v > 0 && v <= 1 else { throw q.invalid("the time quantum must be in (0, 1] seconds, e.g. 0.001 for whole milliseconds") }
            profile.timeQuantum = v
        }
        if let q = try r.optionalField("positionQuantum") {
            let v = try q.double()
            guard v > 0 && v <= 64 else { throw q.invalid("the position quantum must be in (0, 64] points, e.g. 1 for whole pixels") }
            profile.positionQuantum = v
        }
        if let g = try r.optionalField("geometry") {
            try g.expectOnlyKeys(["touchesInsideRow", "rowHeight"])
            if let t = try g.optionalField("touchesInsideRow") { profile.touchesInsideRow = try t.bool() }
            if let h = try g.optionalField("rowHeight") {
                let v = try h.double()
                guard v > 0 else { throw h.invalid("the row height must be > 0 points") }
                profile.rowHeight = v
            }
            if profile.touchesInsideRow && profile.rowHeight == nil {
                throw g.invalid("touchesInsideRow needs a rowHeight; give the height of a row in points")
            }
        }
        return profile
    }

    /// The values of the list `list`, each one of `Value`'s, none twice (the
    /// schema's `uniqueItems`: a value listed twice is a slip, not a wish).
    private static func uniqueSet<Value: RawRepresentable & CaseIterable & Hashable>(
        _ list: JSONReader, of _: Value.Type, _ noun: String
    ) throws(JSONReadError) -> Set<Value> where Value.RawValue == String {
        var values = Set<Value>()
        for element in try list.array() {
            let value = try element.enumeration(Value.self)
            guard values.insert(value).inserted else {
                throw element.invalid("the \(noun) \"\(value.rawValue)\" is listed twice; list each \(noun) once")
            }
        }
        return values
    }

    /// The profile as a JSON object that `init(json:origin:)` reads back
    /// (the output of `infer`, and the `profile` of a profile's vector files).
    public var json: JSONValue {
        var object: JSONObject = ["name": .string(name)]
        if !description.isEmpty { object["description"] = .string(description) }
        if !sources.isEmpty { object["sources"] = .array(sources.map(JSONValue.string)) }
        var choices = JSONObject()
        for choice in DesignChoices.Choice.allCases { choices[choice.rawValue] = .string(design[choice]) }
        object["choices"] = .object(choices)
        var parameters = JSONObject()
        for parameter in SwipeParameters.Parameter.allCases {
            parameters[parameter.name] = fixedParameters[parameter].map(JSONValue.number) ?? .string("perRow")
        }
        object["parameters"] = .object(parameters)
        object["styles"] = .array(ReleaseStyle.allCases.filter(styles.contains).map { .string($0.rawValue) })
        object["features"] = .array(Feature.allCases.filter(features.contains).map { .string($0.rawValue) })
        object["observes"] = .array(ObservedField.allCases.filter(observes.contains).map { .string($0.rawValue) })
        object["settle"] = .string(settle.rawValue)
        if let timeQuantum { object["timeQuantum"] = .number(timeQuantum) }
        if let positionQuantum { object["positionQuantum"] = .number(positionQuantum) }
        var geometry: JSONObject = ["touchesInsideRow": .bool(touchesInsideRow)]
        if let rowHeight { geometry["rowHeight"] = .number(rowHeight) }
        object["geometry"] = .object(geometry)
        object["sideChanges"] = .string(sideChanges.rawValue)
        return .object(object)
    }

    /// The built-in profile called `name`.
    ///
    /// - Throws: `ProfileError` listing the built-in names when there is none.
    public static func named(_ name: String) throws(ProfileError) -> Profile {
        guard let text = BuiltInProfiles.texts[name] else {
            throw ProfileError("no built-in profile \"\(name)\"; the built-in profiles are "
                               + BuiltInProfiles.names.joined(separator: ", ") + ", or give a profile file")
        }
        return try Profile(text: text, origin: "built-in profile \(name)")
    }

    /// The profile an implementation's `hello` declares in its `profile`
    /// (PROTOCOL.md 2.1): the name of a built-in profile, or a profile object.
    ///
    /// The one reading of a declared profile: the handshake refuses a hello
    /// whose profile this rejects, so every command that reads a hello
    /// (`verify`, `fuzz`, `explain`, `compare`, `infer`) treats a bad one alike.
    ///
    /// ```swift
    /// try Profile.declared(.string("qt-swipedelegate")).name   // "qt-swipedelegate"
    /// try Profile.declared(.number(5))
    /// // throws: $.profile: neither the name of a built-in profile nor a profile object …
    /// ```
    ///
    /// - Throws: `ProfileError` whose description starts with the JSON path in
    ///   the hello (`$.profile.choices.fullSwipe: …`) and says what to do.
    package static func declared(_ value: JSONValue) throws(ProfileError) -> Profile {
        let path = JSONPath.root.appending(key: "profile")
        let builtIn = BuiltInProfiles.names.joined(separator: ", ")
        switch value {
        case .string(let name):
            guard BuiltInProfiles.texts[name] != nil else {
                throw ProfileError("\(path): \(quoteShortened(name, limit: 60)) is not a built-in profile (\(builtIn)); "
                                   + "declare a profile object (Profiles/profile.schema.json), or run with --profile FILE")
            }
            return try named(name)
        case .object:
            do {
                return try read(JSONReader(value, path: path))
            } catch {
                throw ProfileError("\(error.description) (Profiles/profile.schema.json describes a profile)")
            }
        default:
            throw ProfileError("\(path): neither the name of a built-in profile (\(builtIn)) nor a profile object, "
                               + "found \(value.shortDescription); declare one of them, or leave the key out for the default profile")
        }
    }

    /// The `default` profile: SPEC.md sections 1 to 8.
    public static let `default` = Profile(name: "default", description: "SPEC.md sections 1 to 8: every design choice at its default")
}
