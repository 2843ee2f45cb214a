import SwipeReference
import Testing

/// An event is small: the list changes carry their configuration boxed
/// (`indirect`), so that the events a case holds, and every step of the model,
/// copy a few words rather than a whole configuration.
@Suite struct InputEventTests {
    @Test("an event is at most 40 bytes: a list change's configuration is boxed")
    func eventIsSmall() {
        // The largest inline payload is a down's row and three numbers (32 bytes),
        // plus the case tag; a configuration held inline makes it over 100.
        #expect(MemoryLayout<InputEvent>.size <= 40)
        #expect(MemoryLayout<RowConfiguration>.size > 40)
    }
}
