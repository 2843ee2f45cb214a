import PropertyEngine
import Testing

@Suite struct GenDoubleTests {
    @Test func doubleStaysInRangeAndUsesSimpleFractionsFirst() {
        for range: ClosedRange<Double> in [-3...4, 0.5...0.75, -1e6...(-2), -1e300...1e300, 0...0] {
            let gen = Gen.double(in: range)
            var source = ChoiceSource(seed: 16)
            for _ in 0..<500 {
                let value = gen.generate(&source)
                #expect(range.contains(value))
            }
        }
        let unit = Gen.double(in: 0...10)
        let fractions = (0...4).map { PropertyCheck.replay(gen: unit, choices: [2, UInt64($0)]) }
        #expect(fractions == [2, 2.5, 2.25, 2.75, 2.125])
        let signed = Gen.double(in: -10...10)
        #expect(PropertyCheck.replay(gen: signed, choices: [1, 3, 1]) == -3.5)
        #expect(PropertyCheck.replay(gen: signed, choices: [1, 0, 0]) == 0)
        #expect(PropertyCheck.replay(gen: signed, choices: [1, 0, 0]).sign == .plus)
    }

    @Test func quantizedDoublesAreExactMultiplesOfTheStep() {
        let gen = Gen.double(in: -100.1...100, step: 0.25)
        var source = ChoiceSource(seed: 17)
        for _ in 0..<2000 {
            let value = gen.generate(&source)
            #expect((-100...100).contains(value))
            #expect((value / 0.25).rounded() * 0.25 == value)
        }
        #expect(PropertyCheck.replay(gen: gen, choices: [0]) == 0)
        #expect(PropertyCheck.replay(gen: gen, choices: [1]) == 0.25)
        #expect(PropertyCheck.replay(gen: gen, choices: [2]) == -0.25)
        #expect(PropertyCheck.replay(gen: gen, choices: [799]) == 100)
        #expect(PropertyCheck.replay(gen: gen, choices: [.max]) == -100)
        let offset = Gen.double(in: 0.3...1, step: 0.5)
        #expect(PropertyCheck.replay(gen: offset, choices: []) == 0.5)
        #expect(PropertyCheck.replay(gen: offset, choices: [1]) == 1)
    }
}
