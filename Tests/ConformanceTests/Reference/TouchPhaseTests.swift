import PropertyEngine
import SwipeConformance
import SwipeReference
import Testing

/// The touch phase the reference exposes (`SwipeList.touchPhase`,
/// `touchPhase(afterMoveTo:y:)`): what the fault catalog's stepper reads instead
/// of recognising touches a second time.
@Suite struct TouchPhaseTests {
    static let row = RowConfiguration(declarations: [SwipeDeclaration(edge: .trailing, actions: [SwipeAction(id: "a")])])

    @Test("REC-2 REC-3 REC-4 the phase: none, pending from the down, predicted without moving, recognised by a move, none after the up")
    func lifecycle() throws {
        var list = try SwipeList(rows: [Self.row])
        #expect(list.touchPhase == nil)
        #expect(list.touchPhase(afterMoveTo: 0, y: 0) == nil)
        _ = list.handle(.down(row: 0, x: 200, y: 20, time: 0))
        #expect(list.touchPhase == .pending)
        // The slop is 10 pt and REC-2 is strict: 6² + 7.9² stays within it, 6² + 8² = 10² leaves it.
        #expect(list.touchPhase(afterMoveTo: 206, y: 27.9) == .pending)
        #expect(list.touchPhase(afterMoveTo: 208, y: 26) == .dragging)  // |8| > |6|
        #expect(list.touchPhase(afterMoveTo: 206, y: 28) == .scrolling)  // |6| < |8|
        #expect(list.touchPhase == .pending, "a prediction moves nothing")
        _ = list.handle(.move(x: 190, y: 20, time: 0.015625))
        #expect(list.touchPhase == .dragging)
        #expect(list.touchPhase(afterMoveTo: 200, y: 100) == .dragging, "a recognised sequence keeps its phase")
        _ = list.handle(.up(x: 190, y: 20, time: 0.03125))
        #expect(list.touchPhase == nil)
    }

    @Test("MUT-10 a sequence whose row is deleted is scrolling")
    func detached() throws {
        var list = try SwipeList(rows: [Self.row, Self.row])
        _ = list.handle(.down(row: 1, x: 200, y: 20, time: 0))
        _ = list.handle(.deleteRow(row: 1, time: 0.015625))
        #expect(list.touchPhase == .scrolling)
    }

    @Test("the predicted phase of a move is the phase the move leaves, on generated cases")
    func predictionMatchesMove() throws {
        var checked = 0
        for i in 0..<300 {
            var source = ChoiceSource(seed: PropertySuite.defaultSeed.forCase(i))
            let input = SwipeGen.swipeCase.generate(&source)
            guard var list = try? SwipeList(rows: input.rows) else { continue }
            for (k, e) in input.events.enumerated() {
                let predicted: TouchPhase??
                if case let .move(x, y, _) = e, list.rejections(of: e).isEmpty {
                    predicted = .some(list.touchPhase(afterMoveTo: x, y: y))
                } else {
                    predicted = nil
                }
                _ = list.handle(e)
                if let predicted {
                    #expect(predicted == list.touchPhase, "case \(i), event \(k): \(e)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000, "only \(checked) moves checked")
    }
}
