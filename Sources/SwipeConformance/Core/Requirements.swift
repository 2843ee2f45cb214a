/// The requirement ids of SPEC.md, in document order. `SpecCoverageTests` checks
/// that this table and SPEC.md agree (its groups, their order and every id), so
/// the CLI needs no copy of SPEC.md at run time.
package enum Requirements {
    /// One group of SPEC.md section 3 (`### GEO — …`): its prefix, how many
    /// requirements it has, and the description of its vector file.
    package struct Group: Sendable, Hashable {
        /// The prefix of the group's ids (`GEO`).
        package let prefix: String
        /// The number of requirements, `GEO-1` … `GEO-count`.
        package let count: Int
        /// What the group's vector file holds, as `Vectors/GEO.json` says.
        package let vectorFileDescription: String
    }

    /// The groups of SPEC.md in document order: the one table of them.
    package static let groups: [Group] = [
        Group(prefix: "GEO", count: 6, vectorFileDescription: "Geometry, edges, layout direction, configuration ranges"),
        Group(prefix: "ORD", count: 6, vectorFileDescription: "Ordering from the originating edge and physical frames"),
        Group(prefix: "ACC", count: 5, vectorFileDescription: "Accumulation of declarations"),
        Group(prefix: "REC", count: 8, vectorFileDescription: "Recognition: slop, dominance, scroll, taps, single pointer"),
        Group(prefix: "THR", count: 8, vectorFileDescription: "Every threshold on, below and above its boundary"),
        Group(prefix: "VEL", count: 6, vectorFileDescription: "Velocity and fling"),
        Group(prefix: "ELA", count: 5, vectorFileDescription: "Resistance past the limit and empty edges"),
        Group(prefix: "REV", count: 8, vectorFileDescription: "The reveal release style"),
        Group(prefix: "SEL", count: 6, vectorFileDescription: "The select release style"),
        Group(prefix: "DES", count: 4, vectorFileDescription: "Deselection on new drag"),
        Group(prefix: "CAN", count: 5, vectorFileDescription: "Cancel"),
        Group(prefix: "TIM", count: 6, vectorFileDescription: "Time and settling"),
        Group(prefix: "LST", count: 7, vectorFileDescription: "The list"),
        Group(prefix: "PRG", count: 5, vectorFileDescription: "Programmatic open and close"),
        Group(prefix: "AX", count: 4, vectorFileDescription: "Accessibility"),
        Group(prefix: "OBS", count: 8, vectorFileDescription: "Observations"),
        Group(prefix: "NUM", count: 5, vectorFileDescription: "Number rules"),
        Group(prefix: "MUT", count: 15, vectorFileDescription: "The list changes under the finger: insert, delete, move and reload rows"),
    ]

    /// Every id, e.g. `GEO-1` … `NUM-5`.
    package static let all: [String] = groups.flatMap { group in (1...group.count).map { "\(group.prefix)-\($0)" } }

    /// The group prefixes in document order.
    package static let prefixes: [String] = groups.map(\.prefix)

    /// Whether `id` names a requirement of SPEC.md.
    package static func isKnown(_ id: String) -> Bool { known.contains(id) }

    /// The ids `selection` names: one requirement (`THR-2`, just that id, not
    /// `THR-20`) or a whole group by its prefix (`THR`, every `THR-n`); `nil`
    /// when it names neither.
    package static func ids(selectedBy selection: String) -> Set<String>? {
        if isKnown(selection) { return [selection] }
        guard let group = groups.first(where: { $0.prefix == selection }) else { return nil }
        return Set((1...group.count).map { "\(group.prefix)-\($0)" })
    }
    package static let known = Set(all)
}
