import PropertyEngine
import Testing

@Suite struct PropertyCheckTests {
    @Test func aPassingPropertyRunsEveryCase() {
        let result = PropertyCheck.run(gen: Gen.int(in: 0...100), seed: 1, cases: 500) { value in
            (0...100).contains(value) ? nil : "\(value) out of range"
        }
        #expect(result.isSuccess)
        #expect(result.casesRun == 500)
        #expect(result.casesDiscarded == 0)
        #expect(result.description == "passed 500 cases with seed 0000000000000001")
    }

    @Test func theRunStopsAtTheFirstFailingCase() throws {
        let gen = Gen.int(in: 0...10_000)
        let seed: Seed = 0x5EED
        let result = PropertyCheck.run(gen: gen, seed: seed, cases: 1000) { $0 >= 9000 ? "too large" : nil }
        let failure = try #require(result.failure)
        #expect(result.casesRun == failure.caseIndex + 1)
        #expect(failure.caseSeed == seed.forCase(failure.caseIndex))
        var source = ChoiceSource(seed: failure.caseSeed)
        let regenerated = gen.generate(&source)
        #expect(regenerated == failure.originalValue)
        #expect(source.choices == failure.originalChoices)
        #expect(failure.originalValue >= 9000)
        #expect(failure.shrunkValue == 9000)
        #expect(failure.originalFailure == "too large")
        for index in 0..<failure.caseIndex {
            var earlier = ChoiceSource(seed: seed.forCase(index))
            let value = gen.generate(&earlier)
            #expect(value < 9000)
        }
    }

    @Test func caseIndicesRunAloneGiveTheSameFailure() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 0...20)
        let property: ([Int]) -> String? = { $0.count > 15 ? "too long" : nil }
        let whole = try #require(PropertyCheck.run(gen: gen, seed: 7, cases: 10_000, property: property).failure)
        let alone = PropertyCheck.run(gen: gen, seed: 7, caseIndices: [whole.caseIndex], property: property)
        let failure = try #require(alone.failure)
        #expect(alone.casesRun == 1)
        #expect(failure.caseIndex == whole.caseIndex)
        #expect(failure.originalValue == whole.originalValue)
        #expect(failure.shrunkValue == whole.shrunkValue)
        #expect(failure.shrunkValue == Array(repeating: 0, count: 16))
    }

    @Test func shardsPartitionTheCases() {
        var seen: [Int] = []
        let gen = Gen.int(in: 0...10)
        for shard in 1...4 {
            var count = 0
            let result = PropertyCheck.run(
                gen: gen,
                seed: 3,
                caseIndices: stride(from: shard - 1, to: 103, by: 4)
            ) { _ -> String? in
                count += 1
                return nil
            }
            #expect(result.casesRun == count)
            seen.append(count)
        }
        #expect(seen == [26, 26, 26, 25])
    }

    @Test func rejectedCasesAreDiscardedNotFailed() {
        let gen = Gen.int(in: 0...100).filter(maxAttempts: 1) { $0 % 2 == 0 }
        let result = PropertyCheck.run(gen: gen, seed: 5, cases: 400) { $0 % 2 == 0 ? nil : "odd" }
        #expect(result.isSuccess)
        #expect(result.casesRun + result.casesDiscarded == 400)
        // With one attempt, a case is discarded exactly when its first draw is odd.
        let odd = (0..<400).filter { index in
            var source = ChoiceSource(seed: Seed(5).forCase(index))
            return Gen.int(in: 0...100).generate(&source) % 2 == 1
        }.count
        #expect(result.casesDiscarded == odd)
        #expect(odd > 0)
        #expect(result.description.contains("discarded"))
    }

    @Test func theFailureDescriptionNamesSeedCaseAndShrunkCase() throws {
        let result = PropertyCheck.run(gen: Gen.int(in: 0...10_000), seed: 0x5EED, cases: 100) {
            $0 >= 1234 ? "\($0) >= 1234" : nil
        }
        let failure = try #require(result.failure)
        let text = result.description
        #expect(text.contains("seed 0000000000005eed"))
        #expect(text.contains("case \(failure.caseIndex) (case seed \(failure.caseSeed))"))
        #expect(text.contains("1234 >= 1234"))
        #expect(text.contains("shrunk value: 1234"))
        #expect(text.contains("shrunk choices: [1234]"))
    }

    @Test func replayRebuildsAValueFromChoices() {
        let gen = Gen.array(of: Gen.int(in: 0...1000), count: 0...10)
        #expect(PropertyCheck.replay(gen: gen, choices: [1, 1, 1, 1000, 0]) == [1, 1000])
        #expect(PropertyCheck.replay(gen: gen, choices: [1, 5000]) == [1000])
    }
}
