@testable import SwipeFaults
import SwipeConformance
import SwipeReference
import Testing

/// TIM-1 applies to every event, list changes included. The reading that only
/// touches, advances, requests and inserts check the clock is decided by one
/// vector alone. It is not in the catalog: the generators never send a list
/// change earlier than the last event, so the property runner cannot reach it.
@Suite struct ClockCheckReadingTests {
    /// A delete, move or reload earlier than the last accepted event is applied
    /// as if it came at that event's time.
    static let rowChangeTimeUnchecked: FaultyImplementation =
        .changing("row-change-time-unchecked", requirement: .tim1, origin: .misreading,
                  summary: "a delete, move or reload of a row never checks the clock: one earlier than the last event is applied as if it came now") { st, e in
            let now = st.inner.now ?? 0
            switch e {
            case let .deleteRow(row, t) where t < now: return st.feed(.deleteRow(row: row, time: now))
            case let .moveRow(row, to, t) where t < now: return st.feed(.moveRow(row: row, to: to, time: now))
            case let .reloadRow(row, c, t) where t < now: return st.feed(.reloadRow(row: row, configuration: c, time: now))
            default: return st.feed(e)
            }
        }

    @Test("skipping the clock check on row changes fails tim-1-every-kind and no other stored vector")
    func onlyTheEveryKindVectorDecidesIt() throws {
        var driver = Self.rowChangeTimeUnchecked.driver
        let report = VectorRunner().run(try VectorStore.load(Paths.vectors), driver: &driver)
        #expect(report.results.filter { $0.status == .failed }.map(\.id) == ["tim-1-every-kind"])
    }
}
