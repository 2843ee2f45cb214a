import Foundation
import SwipeConformance
import SwipeFaults
import SwipeReference
import SwipeVectorCatalog
import Testing

/// Each fault records where it comes from, and lives in the file of its
/// requirement group, so a new fault has one place to go.
@Suite struct FaultOriginTests {
    /// The requirement group of `id`: `GEO` for `GEO-2`.

    @Test("a fault from a peer's bug report cites each reference in its summary, and only such a fault cites one")
    func peerReportsCited() {
        for fault in FaultCatalog.all {
            if case let .peerReport(references) = fault.origin {
                #expect(!references.isEmpty, "\(fault.name): a peer report with no reference")
                for reference in references {
                    let number = String(reference.drop { $0 != "#" })
                    let project = String(reference.prefix { $0 != " " })
                    #expect(fault.summary.contains(number) && fault.summary.contains(project),
                            "\(fault.name): the summary does not cite \(reference)")
                }
            } else {
                #expect(!fault.summary.contains(" #"), "\(fault.name) cites a peer's issue: record it as .peerReport(references:)")
            }
        }
    }

    @Test("a fault written from a misreading is the fault of a row of the misreading table with its requirement")
    func misreadingsTabled() {
        for fault in FaultCatalog.all where fault.origin == .misreading {
            let rows = Misreadings.all.filter { $0.fault == fault.name }
            #expect(rows.map(\.requirement) == [fault.requirement],
                    "\(fault.name) (\(fault.requirement)): no single row of the misreading table names it")
        }
    }

    @Test("a fault carried over from the spec-only catalog names a fault of faults.json with its requirement, and is the fault of a row of the misreading table")
    func specOnlyFaultsTraced() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Paths.root + "/scripts/spec_only_faults/faults.json"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let faults = try #require(catalog["faults"] as? [[String: Any]])
        var requirements: [String: String] = [:]
        for fault in faults {
            if let id = fault["id"] as? String, let requirement = fault["requirement"] as? String { requirements[id] = requirement }
        }
        for fault in FaultCatalog.all {
            guard case let .specOnlyCatalog(id) = fault.origin else { continue }
            #expect(requirements[id] == fault.requirement.rawValue,
                    "\(fault.name) (\(fault.requirement)): faults.json has no fault \(id) of that requirement")
            let rows = Misreadings.all.filter { $0.fault == fault.name }
            #expect(rows.map(\.requirement) == [fault.requirement],
                    "\(fault.name) (\(fault.requirement)): no single row of the misreading table names it")
        }
    }

    @Test("the catalog lists the faults in the order of the requirement groups, each in its group's file")
    func groupedByRequirement() throws {
        let order = Requirements.groups.map(\.prefix)
        let ranks = FaultCatalog.all.map { order.firstIndex(of: $0.requirement.prefix) ?? order.count }
        #expect(ranks == ranks.sorted(), "FaultCatalog.all is not in requirement-group order")
        var filed = 0
        for prefix in order {
            let path = Paths.root + "/Sources/SwipeFaults/FaultCatalog+\(prefix).swift"
            let faults = FaultCatalog.all.filter { $0.requirement.prefix == prefix }
            guard FileManager.default.fileExists(atPath: path) else {
                #expect(faults.isEmpty, "\(prefix) has faults but no file FaultCatalog+\(prefix).swift")
                continue
            }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for fault in faults {
                #expect(text.contains("\"\(fault.name)\", requirement: .\(fault.requirement.prefix.lowercased())\(fault.requirement.number)"),
                        "\(fault.name) (\(fault.requirement)) is not defined in FaultCatalog+\(prefix).swift")
            }
            filed += text.components(separatedBy: "requirement: .\(prefix.lowercased())").count - 1
        }
        #expect(filed == FaultCatalog.all.count, "the group files define \(filed) faults, the catalog lists \(FaultCatalog.all.count)")
    }
}
