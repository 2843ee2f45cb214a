import Foundation
import StrictJSON
import SwipeReference
import Testing

@testable import SwipeConformance
@testable import SwipeConformanceCLI
import SwipeVectorCatalog

/// Profiles (SPEC.md section 10): the built-in files, their compiled copies,
/// reading errors, and the vector set of a profile.
@Suite struct ProfileTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the compiled built-in profiles are exactly Profiles/*.json (run scripts/embed_profiles.py after editing one)")
    func builtInsMatchTheFiles() throws {
        let folder = Self.root.appendingPathComponent("Profiles")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "profile.schema.json" }.map { String($0.dropLast(5)) }.sorted()
        #expect(names == BuiltInProfiles.names)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".json"), encoding: .utf8)
            #expect(BuiltInProfiles.texts[name].map { $0 + "\n" } == text, "Profiles/\(name).json differs from its compiled copy")
            #expect(try Profile.named(name).name == name)
        }
    }

    @Test("the default profile is the default design with nothing fixed; qt-swipedelegate takes Qt's value of every choice")
    func builtInValues() throws {
        #expect(try Profile.named("default").isDefault)
        let qt = try Profile.named("qt-swipedelegate")
        #expect(qt.design.requirements.inDocumentOrder() == Requirements.designChoices.filter { ![.dch2, .dch4, .dch10, .dch12].contains($0) })
        #expect(qt.fixedParameters == [.slop: 10, .openFraction: 0.5, .flingVelocity: 300])
        #expect(qt.styles == [.reveal] && qt.timeQuantum == 0.001 && qt.positionQuantum == 1 && qt.touchesInsideRow && qt.rowHeight == 40)
        #expect(qt.sideChanges == .atZero)
    }

    @Test("a profile survives its JSON: what infer writes, verify reads")
    func roundTrip() throws {
        for name in BuiltInProfiles.names {
            let profile = try Profile.named(name)
            let text = JSONWriter.write(profile.json, style: .pretty)
            let back = try Profile(text: text, origin: "round trip")
            #expect(back.design == profile.design && back.fixedParameters == profile.fixedParameters)
            #expect(back.styles == profile.styles && back.features == profile.features && back.observes == profile.observes)
            #expect(back.timeQuantum == profile.timeQuantum && back.positionQuantum == profile.positionQuantum)
            #expect(back.touchesInsideRow == profile.touchesInsideRow && back.rowHeight == profile.rowHeight)
            #expect(back.sideChanges == profile.sideChanges)
        }
    }

    @Test("a bad profile is refused on one line naming the file, the JSON path and what to do", arguments: [
        (#"{"name": "x", "choices": {"openBoundry": "strict"}}"#, "$.choices.openBoundry", "not a design choice"),
        (#"{"name": "x", "choices": {"openBoundary": "strictly"}}"#, "$.choices.openBoundary", "inclusive, strict"),
        (#"{"name": "x", "parameters": {"slop": -1}}"#, "$.parameters.slop", "\"perRow\""),
        (#"{"name": "x", "geometry": {"touchesInsideRow": true}}"#, "$.geometry", "rowHeight"),
        (#"{"name": "x", "timeQuantum": 0}"#, "$.timeQuantum", "0.001"),
        (#"{"name": "", "styles": ["reveal"]}"#, "$.name", "give the profile a name"),
        (#"{"name": "x", "colour": "red"}"#, "$", "colour"),
        (#"{"name": "x", "sideChanges": "never"}"#, "$.sideChanges", "atZero"),
        (#"{"name": "x", "observes": []}"#, "$.observes", "would compare nothing"),
        (#"{"name": "x", "styles": ["reveal", "select", "reveal"]}"#, "$.styles[2]", "\"reveal\" is listed twice"),
        (#"{"name": "x", "features": ["rtl", "rtl"]}"#, "$.features[1]", "\"rtl\" is listed twice"),
        (#"{"name": "x", "observes": ["offset", "offset"]}"#, "$.observes[1]", "\"offset\" is listed twice"),
    ])
    func badProfiles(text: String, path: String, hint: String) {
        do {
            _ = try Profile(text: text, origin: "p.json")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix("p.json: \(path)"), "\(error.description)")
            #expect(error.description.contains(hint), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("an implementation's hello may name its profile or carry it; anything else breaks the handshake")
    func helloProfile() throws {
        let base = #"{"type":"hello","protocol":1,"name":"a","version":"1","styles":["reveal"]"#
        guard case let .success(named) = ProtocolMessages.readHello(base + #","profile":"qt-swipedelegate"}"#) else {
            Issue.record("a named profile was refused")
            return
        }
        #expect(named.profile == .string("qt-swipedelegate"))
        guard case let .success(carried) = ProtocolMessages.readHello(base + #","profile":{"name":"mine","choices":{"clock":"milliseconds"}}}"#) else {
            Issue.record("a profile object was refused")
            return
        }
        let profile = try ProfileOption.declared(try #require(carried.profile), command: "verify")
        #expect(profile.design.clock == .milliseconds && profile.name == "mine")
        guard case .success(let plain) = ProtocolMessages.readHello(base + "}") else { Issue.record("a hello without profile was refused"); return }
        #expect(plain.profile == nil)
    }

    @Test("a hello whose profile cannot be judged against fails the handshake, naming the JSON path in the hello", arguments: [
        (#""nosuch""#, "$.profile: \"nosuch\" is not a built-in profile"),
        (#"{"name":"x","choices":{"fullSwipe":"bad"}}"#, "$.profile.choices.fullSwipe: \"bad\" is not a value of fullSwipe"),
        ("5", "$.profile: neither the name of a built-in profile"),
        (#""""#, "$.profile: \"\" is not a built-in profile"),
        (#"{"name":"x","observes":[]}"#, "$.profile.observes: no field"),
    ])
    func badHelloProfile(profile: String, reason: String) {
        let hello = #"{"type":"hello","protocol":1,"name":"a","version":"1","styles":["reveal"],"profile":"# + profile + "}"
        guard case let .failure(why) = ProtocolMessages.readHello(hello) else {
            Issue.record("the hello was accepted: \(hello)")
            return
        }
        #expect(why.reason.hasPrefix("the hello's profile is invalid: " + reason), "\(why.reason)")
    }

    @Test("a profile's cases follow it: fixed parameters, times, durations and positions on its quanta, touches inside the row")
    func applyingAProfile() throws {
        let qt = try Profile.named("qt-swipedelegate")
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")])])
        let input = CaseInput(rows: [row], events: [
            .down(row: 0, x: 300.4, y: 20, time: 0.0625), .move(x: 280.5, y: 20, time: 0.0791015625), .up(x: 200, y: 20, time: 0.5),
        ])
        let applied = try #require(input.applying(qt))
        #expect(applied.rows[0].parameters.flingVelocity == 300 && applied.rows[0].parameters.settleDuration == 0.25)
        #expect(applied.events[0] == .down(row: 0, x: 300, y: 20, time: 0.063))  // 62.5 ms, ties away from zero
        #expect(applied.events[1] == .move(x: 281, y: 20, time: 0.079))
        #expect(applied.applying(qt) == applied, "applying a profile twice changes nothing")
        // A duration is a time: settleDuration on the time quantum, in the rows and
        // in every inserted or reloaded configuration (Qt's durations are whole ms).
        var slow = row
        slow.parameters.settleDuration = 0.015625
        let changing = CaseInput(rows: [slow], events: [
            .insertRow(index: 1, configuration: slow, time: 0), .reloadRow(row: 0, configuration: slow, time: 0),
        ])
        let changed = try #require(changing.applying(qt))
        #expect(changed.rows[0].parameters.settleDuration == 0.016)
        #expect(changed.events == [.insertRow(index: 1, configuration: changed.rows[0], time: 0),
                                   .reloadRow(row: 0, configuration: changed.rows[0], time: 0)])
        let outside = CaseInput(rows: [row], events: [.down(row: 0, x: 300, y: 45, time: 0)])
        #expect(outside.applying(qt) == nil, "a touch below the 40 pt row never reaches it")
        #expect(input.applying(.default) == input)
    }

    @Test("under sideChanges atZero a reload that changes what a row's sides show reaches it only while it shows no side")
    func sideChangesAtZero() throws {
        var atZero = Profile(name: "sides-at-zero")
        atZero.sideChanges = .atZero
        let anytime = Profile(name: "sides-anytime", timeQuantum: 1.0 / 1024)  // not the default profile, so applied
        let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a"), SwipeAction(id: "b")])])
        var emptied = row
        emptied.declarations = [SwipeDeclaration(edge: .trailing, actions: [])]
        var wider = row
        wider.declarations = [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a", width: 100), SwipeAction(id: "b")])]
        var both = row
        both.declarations.append(SwipeDeclaration(edge: .leading, actions: [SwipeAction(id: "pin")]))
        var mirrored = row
        mirrored.layoutDirection = .rightToLeft
        var bothMirrored = both  // the same physical sides have actions, each now the other edge's
        bothMirrored.layoutDirection = .rightToLeft
        // (events before the reload, the reload's configuration and time, whether atZero admits it)
        let open: [InputEvent] = [.open(row: 0, edge: .trailing, time: 0)]
        let closing = open + [.close(row: 0, time: 1)]  // settles to 0 until 1.25
        let dragAtZero: [InputEvent] = [.down(row: 0, x: 100, y: 20, time: 0), .move(x: 150, y: 20, time: 0.125)]
        let cases: [(String, [InputEvent], RowConfiguration, Double, Bool)] = [
            ("closed, a side emptied", [], emptied, 0.5, true),
            ("settling open, a side emptied", open, emptied, 0.125, false),
            ("open, a side emptied", open, emptied, 0.5, false),
            ("open, mirrored", open, mirrored, 0.5, false),
            ("two-sided, open, mirrored", [.reloadRow(row: 0, configuration: both, time: 0), .open(row: 0, edge: .trailing, time: 0)],
             bothMirrored, 0.5, false),
            ("two-sided, closed, mirrored", [.reloadRow(row: 0, configuration: both, time: 0)], bothMirrored, 0.5, true),
            ("open, a side gained", open, both, 0.5, false),
            ("open, the same sides wider", open, wider, 0.5, true),
            ("settling closed before its end", closing, emptied, 1.25 - 1.0 / 1024, false),
            ("settling closed at its end", closing, emptied, 1.25, true),
            ("dragged at 0, a side gained", dragAtZero, both, 0.25, true),
            ("dragged off 0, a side gained", [.down(row: 0, x: 300, y: 20, time: 0), .move(x: 250, y: 20, time: 0.125)], both, 0.25, false),
        ]
        for (name, before, configuration, t, admitted) in cases {
            let input = CaseInput(rows: [row], events: before + [.reloadRow(row: 0, configuration: configuration, time: t)])
            switch input.received(by: atZero) {
            case .success: #expect(admitted, "\(name): admitted")
            case let .failure(refusal): #expect(!admitted && refusal == .sidesChangedOffZero, "\(name): refused (\(refusal))")
            }
            #expect(input.applying(anytime) != nil, "\(name): refused under anytime")
        }
    }

    @Test("the reference passes its own qt-swipedelegate vectors, and the default reference fails them")
    func qtVectorsDiscriminate() throws {
        let qt = try Profile.named("qt-swipedelegate")
        let files = try ProfileVectors.derive(for: qt, citing: false).files
        var underQt = ReferenceDriver(profile: qt)
        let report = VectorRunner().run(files, driver: &underQt)
        #expect(report.count(.failed) == 0 && report.count(.passed) == report.results.count)
        var asDefault = InProcessDriver<SwipeList>()
        let wrong = VectorRunner().run(files, driver: &asDefault)
        #expect(wrong.count(.failed) > 100, "the default design is judged as not Qt's")
    }

    @Test("a profile's generated cases are drawn within it: as many as the default set's, each one the profile can receive")
    func generatedCasesFollowTheProfile() throws {
        let qt = try Profile.named("qt-swipedelegate")
        let declared = ImplementationInfo(name: "qt", version: "", styles: qt.styles, features: qt.features)
        let generated = GeneratedCases.all(for: qt)
        #expect(generated.count == GeneratedCases.count + GeneratedCases.changingCount)
        for c in generated {
            #expect(c.input.applying(qt) == c.input, "\(c.id) is off the profile's quanta or touches outside its row")
            let output = try c.input.referenceOutput(design: qt.design)
            #expect(declared.supports(c.input.requirements(referenceOutput: output)), "\(c.id) needs more than qt-swipedelegate declares")
        }
        // Filtering the default's cases instead keeps few of them: the reason the set draws its own.
        let filtered = GeneratedCases.all().filter { c in
            guard let input = c.input.applying(qt) else { return false }
            do {
                return declared.supports(input.requirements(referenceOutput: try input.referenceOutput(design: qt.design)))
            } catch {
                return false  // a row the profile's fixed parameters make invalid does not fit it
            }
        }
        #expect(filtered.count < generated.count / 2, "\(filtered.count) of the default's generated cases fit the profile")
        // A profile without list changes draws no gen-list- case, and its search ends.
        var gesturesOnly = qt
        gesturesOnly.features.remove(.listChanges)
        let noLists = GeneratedCases.all(for: gesturesOnly)
        #expect(noLists.count == GeneratedCases.count && !noLists.contains { $0.id.hasPrefix("gen-list-") })
    }
}
