import SwipeConformance
import SwipeReference

/// A hand-written vector before the reference computes its expected output.
public struct CuratedCase: Sendable, Hashable {
    /// The vector id, unique across all files.
    public var id: String
    /// The vector file it belongs in (a requirement prefix, or `examples`).
    public var area: String
    /// What the case shows, in one sentence.
    public var description: String
    /// The requirement ids the case exercises.
    public var requirements: [RequirementID]
    /// The rows and events.
    public var input: CaseInput
}

/// Which exact variants of a scenario become vectors (see `CaseInput.mirrored()`
/// and `CaseInput.edgeSwapped()`).
enum Variants {
    /// Only the scenario as written.
    case single
    /// As written and mirrored (`-rtl`).
    case directions
    /// As written, mirrored, with edges swapped, and both (`-rtl`, `-other-edge`, `-rtl-other-edge`).
    case all
}

/// Collects curated cases, expanding variants.
struct CuratedLibrary {
    private(set) var cases: [CuratedCase] = []
    static let e = 1.0 / 64

    mutating func add(_ id: String, area: String, description: String, requirements: [RequirementID],
                      _ variants: Variants = .all, rows: [RowConfiguration], _ build: (inout Script) -> Void) {
        var s = Script()
        build(&s)
        let base = CaseInput(rows: rows, events: s.events)
        cases.append(CuratedCase(id: id, area: area, description: description, requirements: requirements, input: base))
        guard variants != .single else { return }
        cases.append(CuratedCase(id: id + "-rtl", area: area, description: description + " (mirrored: right-to-left)",
                                 requirements: Self.merge(requirements, [.geo2, .ord3]), input: base.mirrored()))
        guard variants == .all else { return }
        cases.append(CuratedCase(id: id + "-other-edge", area: area, description: description + " (the other edge)",
                                 requirements: Self.merge(requirements, [.geo3]), input: base.edgeSwapped()))
        cases.append(CuratedCase(id: id + "-rtl-other-edge", area: area,
                                 description: description + " (the other edge, right-to-left)",
                                 requirements: Self.merge(requirements, [.geo2, .geo3]), input: base.edgeSwapped().mirrored()))
    }

    /// Three cases a boundary apart: `-below`, `-on`, `-above` (SPEC NUM-5).
    mutating func boundary(_ id: String, area: String, description: String, requirements: [RequirementID],
                           _ variants: Variants = .all, at value: Double, step: Double = CuratedLibrary.e,
                           rows: [RowConfiguration], _ build: (inout Script, Double) -> Void) {
        boundary(id, area: area, description: description, requirements: requirements, variants, at: value, step: step, rowsFor: { _ in rows }, build)
    }

    /// As `boundary(…rows:…)`, with rows that depend on the value.
    mutating func boundary(_ id: String, area: String, description: String, requirements: [RequirementID],
                           _ variants: Variants = .all, at value: Double, step: Double = CuratedLibrary.e,
                           rowsFor: (Double) -> [RowConfiguration], _ build: (inout Script, Double) -> Void) {
        for (suffix, v) in [("below", value - step), ("on", value), ("above", value + step)] {
            add("\(id)-\(suffix)", area: area, description: "\(description): \(suffix) the boundary (\(v))",
                requirements: Self.merge(requirements, [.num5]), variants, rows: rowsFor(v)) { build(&$0, v) }
        }
    }

    static func merge(_ a: [RequirementID], _ b: [RequirementID]) -> [RequirementID] {
        var seen = Set<RequirementID>()
        return (a + b).filter { seen.insert($0).inserted }
    }
}

extension Variants: Equatable {}
