// snippet: properties
import SwipeConformance
import SwipeConformanceTesting
import SwipeExample
import Testing

@Test func conformsToSwipeSemantics() {
    // One issue if a property fails: the property, the first differing event,
    // the shrunk timeline, and `PropertySuite(seed: …, firstCase: …)` to replay it.
    PropertySuite(cases: 2_000).expectConformance(of: MySwipeList.self)
}
// end snippet
