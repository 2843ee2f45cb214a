// snippet: own property
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import SwipeReference
import Testing

// A property of your own over the suite's generated cases, with plain #expect: a
// failing case is shrunk, and the one issue is at the #expect, with the shrunk
// case's timeline and the arguments (seed:, firstCase:, cases: 1) that replay it.
@Test func atMostOneRowIsOpen() async {
    await expectProperty(over: SwipeGen.swipeCase, cases: 500) { input in
        let output = try input.run(MySwipeList.self)
        let open = output.observations.map { $0.rows.filter { $0.phase == .open }.count }
        #expect(open.allSatisfy { $0 <= 1 }, "rows open after each event: \(open)")
    }
}
// end snippet
