// snippet: properties
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import Testing

@Test func conformsToSwipeSemantics() {
    // One issue if a property fails: the property and what it found, the shrunk
    // timeline, the counterexample (also attached as counterexample.json), and the
    // `PropertySuite(seed: …, firstCase: …).expectConformance(of: …)` line that,
    // pasted into a test, replays it.
    PropertySuite(cases: 2_000).expectConformance(of: MySwipeList.self)
}
// end snippet
