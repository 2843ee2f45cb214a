import PropertyEngine
import Testing

@Suite struct ChoiceSourceTests {
    @Test func replayClampsToTheBoundAndReadsZeroPastTheEnd() {
        var source = ChoiceSource(replaying: [3, 9])
        let first = source.choose(upTo: 10)
        let second = source.choose(upTo: 5)
        #expect(first == 3)
        #expect(second == 5)
        #expect(!source.isOverrun)
        let third = source.choose(upTo: 7)
        #expect(third == 0)
        #expect(source.isOverrun)
        #expect(source.choices == [3, 5, 0])
        #expect(source.count == 3)
        #expect(source.isReplaying)
    }

    @Test func replayOfABooleanChoiceClampsToOne() {
        var source = ChoiceSource(replaying: [0, 7])
        let first = source.chooseBool(probabilityOfTrue: 1)
        let second = source.chooseBool(probabilityOfTrue: 0)
        #expect(!first)
        #expect(second)
        #expect(source.choices == [0, 1])
    }

    @Test func generationDrawsFromTheSeededXoshiro() {
        var source = ChoiceSource(seed: 0x5EED)
        let draws = (0..<5).map { _ in source.choose(upTo: 1000) }
        #expect(draws == [935, 883, 847, 975, 686])
        #expect(source.choices.choices == draws)
        #expect(!source.isReplaying)
    }

    @Test func aChoiceBoundedByZeroIsRecordedWithoutADraw() {
        var source = ChoiceSource(seed: 0x5EED)
        let forced = source.choose(upTo: 0)
        let drawn = source.choose(upTo: 1000)
        #expect(forced == 0)
        #expect(drawn == 935)
        #expect(source.choices == [0, 935])
    }

    @Test func biasedCoinFollowsItsProbability() {
        var source = ChoiceSource(seed: 1)
        let heads = (0..<10_000).filter { _ in source.chooseBool(probabilityOfTrue: 0.9) }.count
        #expect((8_800...9_200).contains(heads))
        var never = ChoiceSource(seed: 1)
        let anyTrue = (0..<1000).contains { _ in never.chooseBool(probabilityOfTrue: 0) }
        var always = ChoiceSource(seed: 1)
        let allTrue = (0..<1000).allSatisfy { _ in always.chooseBool(probabilityOfTrue: 1) }
        #expect(!anyTrue)
        #expect(allTrue)
    }

    @Test func rejectMarksTheSource() {
        var source = ChoiceSource(seed: 3)
        #expect(!source.isRejected)
        source.reject()
        #expect(source.isRejected)
    }
}
