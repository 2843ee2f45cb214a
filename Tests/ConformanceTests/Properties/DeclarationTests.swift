import Foundation
import PropertyEngine
import SwipeReference
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI

/// Everything honours what an implementation declares (PROTOCOL.md 2, SPEC.md
/// section 10): verify, fuzz and `PropertySuite` send no case, and no transformed
/// case, that needs a style, a feature or a touch the implementation did not
/// declare, and their reports count what was skipped.
@Suite struct DeclarationTests {
    /// Records every input it receives; thread-safe so a `@Sendable` executor may hold it.
    final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var inputs: [CaseInput] = []
        func append(_ input: CaseInput) { lock.withLock { inputs.append(input) } }
        var all: [CaseInput] { lock.withLock { inputs } }
    }

    /// What a reveal-only implementation with no optional feature must never get.
    static func outsideRevealOnly(_ input: CaseInput) throws -> String? {
        if input.rows.contains(where: { $0.style != .reveal }) { return "a select row" }
        if input.rows.contains(where: { $0.layoutDirection == .rightToLeft }) { return "an RTL row" }
        if input.rows.count > 1 { return "more than one row" }
        if input.events.contains(where: \.isListChange) { return "a list change" }
        if input.rows.contains(where: { $0.key != nil }) { return "a row key" }
        if try input.referenceOutput().observations.contains(where: { $0.rejection != nil }) { return "a rejection" }
        for event in input.events {
            switch event {
            case .open, .close: return "a programmatic event"
            case .activate: return "an accessibility activation"
            default: continue
            }
        }
        return nil
    }

    static let revealOnly = ImplementationInfo(name: "reveal-only", version: "1", styles: [.reveal], features: [])

    /// The reference, announcing only `reveal` and no feature.
    struct RevealOnlyList: SwipeImplementation {
        static let info = DeclarationTests.revealOnly
        static let inbox = Inbox()
        var list: SwipeList
        let rows: [RowConfiguration]
        init(rows: [RowConfiguration]) throws {
            list = try SwipeList(rows: rows)
            self.rows = rows
            Self.inbox.append(CaseInput(rows: rows, events: []))
        }
        mutating func handle(_ event: InputEvent) -> Observation {
            Self.inbox.append(CaseInput(rows: rows, events: [event]))
            return list.handle(event)
        }
        func accessibilityActions(ofRow row: Int) -> [AccessibleAction] { list.accessibilityActions(ofRow: row) }
    }

    /// A driver announcing only `reveal` and no feature, recording every case.
    struct RevealOnlyDriver: CaseDriver {
        var inner = InProcessDriver<SwipeList>()
        let inbox = Inbox()
        var info: ImplementationInfo { DeclarationTests.revealOnly }
        mutating func run(_ cases: [(id: String, input: CaseInput)]) -> [CaseRun] {
            for c in cases { inbox.append(c.input) }
            return inner.run(cases)
        }
        mutating func finish() {}
    }

    @Test("verify sends a reveal-only implementation no other style, RTL, second row, list change or rejection, and counts the skips")
    func verifyHonoursTheDeclaration() throws {
        let files = try VectorStore.load(orBundled: nil)
        var driver = RevealOnlyDriver()
        let report = VectorRunner().run(files, driver: &driver)
        for input in driver.inbox.all {
            let outside = try Self.outsideRevealOnly(input)
            #expect(outside == nil, "sent \(outside ?? ""): \(input.events.prefix(3))")
        }
        #expect(!driver.inbox.all.isEmpty)
        #expect(report.count(.skipped) > 0 && report.count(.skipped) + report.count(.passed) == report.results.count)
        #expect(!report.requirementsUntestedBySkips.isEmpty, "the report names the requirements the skips leave untested")
        let out = BufferStream()
        Verify.printReport(report, to: out, parsed: try ParsedArguments([], command: "verify", options: Verify.options))
        #expect(out.text.contains("\(report.count(.skipped)) skipped"))
    }

    @Test("fuzz and PropertySuite send a reveal-only implementation nothing else, transformed cases included")
    func propertiesHonourTheDeclaration() throws {
        let inbox = Inbox()
        let suite = PropertySuite(cases: 300).restricted(to: Self.revealOnly)
        let report = suite.check { input in
            inbox.append(input)
            do { return .output(try input.run(SwipeList.self)) } catch { return .rejected("\(error)") }
        }
        #expect(report.isSuccess, "\(report)")
        #expect(report.skipped > 0, "cases the declaration excludes are counted")
        #expect(report.description.contains("\(report.skipped) skipped"))
        for input in inbox.all {
            let outside = try Self.outsideRevealOnly(input)
            #expect(outside == nil, "sent \(outside ?? ""): \(input.events.prefix(3))")
        }
        // PropertySuite on a Swift type restricts itself to the type's info.
        let typed = PropertySuite(cases: 200).check(RevealOnlyList.self)
        #expect(typed.isSuccess, "\(typed)")
        for received in RevealOnlyList.inbox.all {
            #expect(received.rows.allSatisfy { $0.style == .reveal && $0.layoutDirection == .leftToRight && $0.key == nil })
            #expect(received.rows.count == 1)
            #expect(!received.events.contains { if case .open = $0 { return true }; return $0.isListChange })
        }
    }

    @Test("regression: the untouched-row relation never sends an insertRow to an implementation without listChanges")
    func untouchedRowRespectsListChanges() {
        let info = ImplementationInfo(name: "no-list-changes", version: "1",
                                      features: Set(Feature.allCases).subtracting([.listChanges]))
        let inbox = Inbox()
        // Before, the relation inserted a row whatever was announced, and the
        // implementation's refusal was reported under the untouched-row property.
        let report = PropertySuite(cases: 300, properties: [.untouchedRow]).restricted(to: info).check { input in
            inbox.append(input)
            if input.events.contains(where: \.isListChange) { return .rejected("listChanges was not announced") }
            do { return .output(try input.run(SwipeList.self)) } catch { return .rejected("\(error)") }
        }
        #expect(report.isSuccess, "\(report)")
        #expect(!inbox.all.isEmpty && !inbox.all.contains { $0.events.contains(where: \.isListChange) })
    }

    @Test("the restricted suite admits exactly the cases whose needs, rejections from the reference's output included, are announced")
    func filterAsTheReferenceOutputDecides() throws {
        let all = Set(Feature.allCases)
        let infos = [
            ImplementationInfo(name: "all", version: "1", features: all),
            ImplementationInfo(name: "no-rejections", version: "1", features: all.subtracting([.rejections])),
            ImplementationInfo(name: "reveal-rejections", version: "1", styles: [.reveal], features: [.rejections, .multiRow]),
            Self.revealOnly,
        ]
        var inputs: [CaseInput] = []
        for (k, gen) in [SwipeGen.swipeCase, SwipeGen.changingCase].enumerated() {
            for i in 0..<300 {
                var source = ChoiceSource(seed: Seed(0xF117E5).forCase(2 * i + k))
                inputs.append(gen.generate(&source))
            }
        }
        // Rows the reference refuses: never sent.
        var refused = inputs[0]
        refused.rows[0].width = -1
        inputs.append(refused)
        let withRejections = try inputs.dropLast().filter { try $0.referenceOutput().observations.contains { $0.rejection != nil } }
        #expect(withRejections.count > 10, "only \(withRejections.count) generated cases have a rejection")
        for info in infos {
            let filter = try #require(PropertySuite(cases: 1).restricted(to: info).filter)
            var admitted = 0
            for input in inputs {
                let needs: CaseRequirements?
                do { needs = input.requirements(referenceOutput: try input.referenceOutput()) } catch { needs = nil }
                let expected = needs.map(info.supports) ?? false
                #expect(filter(input) == expected, "\(info.name): \(input.events.prefix(3))")
                if expected { admitted += 1 }
            }
            #expect(admitted > 0 && admitted < inputs.count || info.name == "all", "\(info.name) admits \(admitted) of \(inputs.count)")
        }
    }

    @Test("under a profile, fuzz sends only touches inside the row, on the profile's quanta, with its fixed parameters")
    func propertiesHonourTheProfile() throws {
        let qt = try Profile.named("qt-swipedelegate")
        let inbox = Inbox()
        let suite = PropertySuite(cases: 200).restricted(to: ReferenceDriver(profile: qt).info, profile: qt)
        #expect(!suite.properties.contains(.originShift) && !suite.properties.contains(.mirror))
        let design = qt.design
        let report = suite.check { input in
            inbox.append(input)
            do { return .output(try input.referenceOutput(design: design)) } catch { return .rejected("\(error)") }
        }
        #expect(report.isSuccess, "\(report)")
        for input in inbox.all {
            #expect(input.applying(qt) == input, "a case off the profile was sent: \(input.events.prefix(3))")
            #expect(input.rows.allSatisfy { $0.style == .reveal && $0.parameters.flingVelocity == 300 })
        }
    }
}
