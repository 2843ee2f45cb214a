#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended: with an exit code, or killed by a signal.
///
/// ```swift
/// let status = ExitStatus(waitStatus: 3 << 8)  // .exited(code: 3)
/// print(status)                                // exit status 3
/// print(ExitStatus.signalled(signal: SIGKILL)) // killed by signal 9 (SIGKILL)
/// ```
public enum ExitStatus: Sendable, Hashable, CustomStringConvertible {
    /// The process called `exit` (or returned from `main`) with this code.
    case exited(code: Int32)
    /// The process was killed by this signal.
    case signalled(signal: Int32)

    /// Decodes a status from `waitpid`.
    ///
    /// The encoding is the traditional one shared by Linux and Darwin: the
    /// low 7 bits hold the terminating signal (0 for a normal exit), bits 8
    /// to 15 the exit code.
    ///
    /// ```swift
    /// ExitStatus(waitStatus: 9)       // .signalled(signal: 9)
    /// ExitStatus(waitStatus: 0x0100)  // .exited(code: 1)
    /// ```
    ///
    /// - Parameter waitStatus: The status stored by `waitpid` for a process
    ///   that has terminated (not merely stopped).
    public init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        if signal == 0 {
            self = .exited(code: (waitStatus >> 8) & 0xFF)
        } else {
            self = .signalled(signal: signal)
        }
    }

    /// Whether the process exited with code 0.
    ///
    /// ```swift
    /// ExitStatus.exited(code: 0).isSuccess  // true
    /// ```
    public var isSuccess: Bool {
        self == .exited(code: 0)
    }

    /// `exit status N`, or `killed by signal N (SIGNAME)`.
    public var description: String {
        switch self {
        case .exited(let code):
            return "exit status \(code)"
        case .signalled(let signal):
            if let name = Self.signalName(signal) {
                return "killed by signal \(signal) (\(name))"
            }
            return "killed by signal \(signal)"
        }
    }

    private static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGHUP: "SIGHUP"
        case SIGINT: "SIGINT"
        case SIGQUIT: "SIGQUIT"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGSEGV: "SIGSEGV"
        case SIGPIPE: "SIGPIPE"
        case SIGALRM: "SIGALRM"
        case SIGTERM: "SIGTERM"
        case SIGUSR1: "SIGUSR1"
        case SIGUSR2: "SIGUSR2"
        case SIGXCPU: "SIGXCPU"
        case SIGXFSZ: "SIGXFSZ"
        default: nil
        }
    }
}
