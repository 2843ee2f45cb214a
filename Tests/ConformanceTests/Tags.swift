import Foundation
import Testing

extension Tag {
    /// A suite that runs thousands of generated cases, every fault of the catalog,
    /// or a process per test. The tag lets an IDE filter them; ``quickLoop``
    /// leaves them out of a command-line run.
    @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Disables a ``Tag/slow`` suite when `SWIPE_QUICK` is set, for a quick inner
    /// loop: `SWIPE_QUICK=1 swift test`. The toolchain's `swift test --skip`
    /// matches test names only (not tags), so the switch is an environment
    /// variable; CI and a plain `swift test` run everything.
    static var quickLoop: Self {
        .disabled(if: ProcessInfo.processInfo.environment["SWIPE_QUICK"] != nil,
                  "SWIPE_QUICK is set: a slow suite, left out of the quick inner loop")
    }
}
