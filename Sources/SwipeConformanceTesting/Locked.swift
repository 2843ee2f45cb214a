#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared with the `@Sendable` closures Swift Testing calls (an
/// issue handler, a scope's body), read and written under a lock. The
/// standard library's `Mutex` needs macOS 15, and the package supports macOS 13.
final class Locked<Value>: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(&lock, nil)
    }

    deinit { pthread_mutex_destroy(&lock) }

    /// Runs `body` on the value while holding the lock.
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return try body(&value)
    }
}
