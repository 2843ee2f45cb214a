import ChildProcesses
import Testing

@Suite struct ExitStatusTests {
    @Test func exitStatusDecodesWaitStatus() {
        #expect(ExitStatus(waitStatus: 0) == .exited(code: 0))
        #expect(ExitStatus(waitStatus: 3 << 8) == .exited(code: 3))
        #expect(ExitStatus(waitStatus: 9) == .signalled(signal: 9))
        #expect(ExitStatus(waitStatus: 0x80 | 11) == .signalled(signal: 11))  // with core dump flag
        #expect(ExitStatus.exited(code: 3).description == "exit status 3")
        #expect(ExitStatus.signalled(signal: 9).description == "killed by signal 9 (SIGKILL)")
        #expect(ExitStatus.exited(code: 0).isSuccess)
    }
}
