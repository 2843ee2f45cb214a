import SwipeConformanceCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Before any other thread starts: Ctrl-C, SIGTERM and SIGHUP stop the implementation first.
CLI.handleTerminationSignals()
CLI.exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 standardOutput: FileStream.standardOutput, standardError: FileStream.standardError))
