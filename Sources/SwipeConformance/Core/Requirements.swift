import SwipeReference

/// The requirement ids of SPEC.md, in document order. `SpecCoverageTests` checks
/// that this table and SPEC.md agree (its groups, their order and every id), so
/// the CLI needs no copy of SPEC.md at run time.
package enum Requirements {
    /// One group of SPEC.md section 3 (`### GEO — …`): its prefix, how many
    /// requirements it has, and the description of its vector file.
    package struct Group: Sendable, Hashable {
        /// The prefix of the group's ids (`GEO`).
        package let prefix: String
        /// The number of requirements, `GEO-1` … `GEO-count`: the cases of
        /// ``RequirementID`` with the group's prefix.
        package var count: Int { RequirementID.allCases.count { $0.prefix == prefix } }
        /// What the group's vector file holds, as `Vectors/GEO.json` says.
        package let vectorFileDescription: String
    }

    /// The groups of SPEC.md in document order: the one table of them.
    package static let groups: [Group] = [
        Group(prefix: "GEO", vectorFileDescription: "Geometry, edges, layout direction, configuration ranges"),
        Group(prefix: "ORD", vectorFileDescription: "Ordering from the originating edge and physical frames"),
        Group(prefix: "ACC", vectorFileDescription: "Accumulation of declarations"),
        Group(prefix: "REC", vectorFileDescription: "Recognition: slop, dominance, scroll, taps, single pointer"),
        Group(prefix: "THR", vectorFileDescription: "Every threshold on, below and above its boundary"),
        Group(prefix: "VEL", vectorFileDescription: "Velocity and fling"),
        Group(prefix: "ELA", vectorFileDescription: "Resistance past the limit and empty edges"),
        Group(prefix: "REV", vectorFileDescription: "The reveal release style"),
        Group(prefix: "SEL", vectorFileDescription: "The select release style"),
        Group(prefix: "DES", vectorFileDescription: "Deselection on new drag"),
        Group(prefix: "CAN", vectorFileDescription: "Cancel"),
        Group(prefix: "TIM", vectorFileDescription: "Time and settling"),
        Group(prefix: "LST", vectorFileDescription: "The list"),
        Group(prefix: "PRG", vectorFileDescription: "Programmatic open and close"),
        Group(prefix: "AX", vectorFileDescription: "Accessibility"),
        Group(prefix: "OBS", vectorFileDescription: "Observations"),
        Group(prefix: "NUM", vectorFileDescription: "Number rules"),
        Group(prefix: "MUT", vectorFileDescription: "The list changes under the finger: insert, delete, move and reload rows"),
    ]

    /// Every id of section 3, e.g. `GEO-1` … `MUT-15`, in document order.
    package static let all: [RequirementID] = RequirementID.allCases.filter { !$0.isDesignChoice }

    /// The group prefixes in document order.
    package static let prefixes: [String] = groups.map(\.prefix)

    /// The design-choice requirements of SPEC.md section 9 (`DCH-1` …): the values
    /// other than the default. They are not part of the default profile's vectors
    /// (no `Vectors/DCH.json`); a profile's vectors cite those of the values it takes.
    package static let designChoiceGroup = Group(
        prefix: "DCH",
        vectorFileDescription: "Design choices: the values other than the default (SPEC.md section 9)")

    /// `DCH-1` … `DCH-18`, in document order.
    package static let designChoices: [RequirementID] = RequirementID.allCases.filter(\.isDesignChoice)

    /// The ids `selection` names: one requirement (`THR-2`, just that id, not
    /// `THR-20`) or a whole group by its prefix (`THR`, every `THR-n`); `nil`
    /// when it names neither.
    package static func ids(selectedBy selection: String) -> Set<RequirementID>? {
        if let id = RequirementID(rawValue: selection) { return [id] }
        let ids = RequirementID.allCases.filter { $0.prefix == selection }
        return ids.isEmpty ? nil : Set(ids)
    }
}

extension RequirementID {
    /// The id's group prefix (`THR` for `THR-2`).
    package var prefix: String { String(rawValue.prefix { $0 != "-" }) }

    /// The id's number within its group (2 for `THR-2`).
    package var number: Int { Int(rawValue.drop { $0 != "-" }.dropFirst())! }

    /// Whether the id is one of section 9's design-choice values (`DCH-n`).
    package var isDesignChoice: Bool { prefix == Requirements.designChoiceGroup.prefix }

    /// The id's place in SPEC.md's document order: sorting by it lists ids as
    /// the spec does (`THR-2` before `THR-10`, `GEO` before `ORD`).
    package var documentOrder: Int { Self.documentOrders[self]! }

    private static let documentOrders = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

extension Sequence where Element == RequirementID {
    /// The ids in SPEC.md's document order.
    package func inDocumentOrder() -> [RequirementID] { sorted { $0.documentOrder < $1.documentOrder } }

    /// The ids as SPEC.md spells them, joined by `separator` (`THR-2, THR-3`).
    package func joined(separator: String) -> String { map(\.rawValue).joined(separator: separator) }
}
