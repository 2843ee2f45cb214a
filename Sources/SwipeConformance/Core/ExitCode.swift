/// The exit codes of PROTOCOL.md 6.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let failures: Int32 = 1
    public static let usage: Int32 = 2
    public static let protocolBroken: Int32 = 3
}
