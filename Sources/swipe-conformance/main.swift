import SwipeConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst()),
             standardOutput: FileStream.standardOutput, standardError: FileStream.standardError))
