import SwipeConformanceCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Before any other thread starts: Ctrl-C, SIGTERM and SIGHUP stop the implementation first.
CLI.handleTerminationSignals()
// A reader of the output that goes away (`| head`) does not cut the run short.
CLI.ignoreBrokenPipes()
// An implementation's descendant that escapes its group and its marker is adopted, and stopped at the end.
CLI.adoptOrphanedDescendants()
CLI.exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
                 standardOutput: FileStream.standardOutput, standardError: FileStream.standardError))
