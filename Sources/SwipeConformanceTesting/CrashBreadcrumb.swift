import CCrashBreadcrumb

/// The line a crash writes to standard error while a vector runs, so that a trap
/// in the implementation names the vector instead of ending the test process
/// anonymously. Per thread (Swift Testing runs test cases in parallel), written
/// only on a crash: a passing run prints nothing more.
enum CrashBreadcrumb {
    /// Runs `body` with `line` as the calling thread's breadcrumb.
    static func whileRunning<R>(_ line: String, _ body: () throws -> R) rethrows -> R {
        var line = line
        line.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                swipe_breadcrumb_set(text.baseAddress, text.count)
            }
        }
        defer { swipe_breadcrumb_clear() }
        return try body()
    }
}
