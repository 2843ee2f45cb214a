import PropertyEngine
import SwipeConformance
import SwipeReference
import Testing

/// What the case generators promise in their documentation (`SwipeGen`): the
/// same seed gives the same case, choice 0 gives the simplest one, every number
/// is exact (SPEC NUM-3), and the starting rows are ones the reference accepts,
/// so a case tests its events rather than a configuration error.
@Suite struct GeneratorTests {
    /// Cases per generator in the checks below: enough to draw every kind of
    /// gesture and list change many times (`InputFeaturesTests` counts them).
    static let cases = 2_000

    /// The two generators `fuzz` draws from: gestures only, and gestures with list changes.
    static let generators: [(name: String, gen: Gen<CaseInput>)] = [("swipeCase", SwipeGen.swipeCase), ("changingCase", SwipeGen.changingCase)]

    /// The first `cases` cases of `gen` from the suite's default seed.
    static func sample(_ gen: Gen<CaseInput>) -> [CaseInput] {
        (0..<cases).map { index in
            var source = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(index))
            return gen.generate(&source)
        }
    }

    @Test("the generators draw every kind of event: swipeCase every kind but the list changes, changingCase every kind")
    func everyEventKind() {
        for (name, gen) in Self.generators {
            let drawn = Set(Self.sample(gen).flatMap { $0.events.map(\.kind) })
            let expected = EventKind.allCases.filter { name == "changingCase" || !$0.isListChange }
            #expect(drawn == Set(expected), "\(name) never draws \(expected.filter { !drawn.contains($0) })")
        }
    }

    @Test("the same seed gives the same cases; another seed gives others")
    func reproducible() {
        var s1 = ChoiceSource(seed: Seed(42).forCase(7))
        var s2 = ChoiceSource(seed: Seed(42).forCase(7))
        var s3 = ChoiceSource(seed: Seed(43).forCase(7))
        let c1 = SwipeGen.swipeCase.generate(&s1)
        #expect(c1 == SwipeGen.swipeCase.generate(&s2))
        #expect(c1 != SwipeGen.swipeCase.generate(&s3))
    }

    @Test("the simplest case (all choices 0) is one default row and one straight swipe")
    func simplest() {
        let c = PropertyCheck.replay(gen: SwipeGen.swipeCase, choices: ChoiceSequence())
        #expect(c.rows.count == 1 && c.rows[0].width == 375 && c.rows[0].layoutDirection == .leftToRight)
        #expect(c.rows[0].style == .reveal && c.rows[0].parameters == .defaults)
        #expect(c.events.count >= 2)
    }

    @Test("NUM-3: every finite position is a multiple of 1/64 pt and every finite time a multiple of 1/1024 s",
          arguments: generators.map(\.name))
    func exactNumbers(_ name: String) throws {
        let gen = try #require(Self.generators.first { $0.name == name }).gen
        for (index, input) in Self.sample(gen).enumerated() {
            for (e, event) in input.events.enumerated() {
                var numbers = [("time", event.time, 1024.0)]
                switch event {
                case let .down(_, x, y, _), let .move(x, y, _), let .up(x, y, _): numbers += [("x", x, 64.0), ("y", y, 64.0)]
                default: break  // only the touches carry a position
                }
                for (label, value, step) in numbers where value.isFinite {
                    #expect((value * step).rounded() == value * step,
                            "\(name) case \(index), event \(e) (\(event.kind)): \(label) \(value) is not a multiple of 1/\(Int(step))")
                }
            }
        }
    }

    @Test("GEO-6: the reference accepts every generated case's starting rows; invalid rows come only as list changes",
          arguments: generators.map(\.name))
    func validStartingRows(_ name: String) throws {
        let gen = try #require(Self.generators.first { $0.name == name }).gen
        for (index, input) in Self.sample(gen).enumerated() {
            #expect(throws: Never.self, "\(name) case \(index)") { _ = try SwipeList(rows: input.rows) }
        }
    }
}
