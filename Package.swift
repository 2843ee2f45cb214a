// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwipeConformance",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "SwipeReference", targets: ["SwipeReference"]),
        .library(name: "SwipeConformance", targets: ["SwipeConformance"]),
        .library(name: "SwipeConformanceTesting", targets: ["SwipeConformanceTesting"]),
        // The property-based testing engine, usable by any package.
        .library(name: "PropertyEngine", targets: ["PropertyEngine"]),
        .executable(name: "swipe-conformance", targets: ["swipe-conformance"]),
    ],
    dependencies: [],
    targets: [
        // The exact reference model of SPEC.md: pure, deterministic, no Foundation.
        .target(name: "SwipeReference"),

        // A generic property-based testing engine over choice sequences:
        // generators, seeds, shrinking, property checks. Knows nothing of swipes.
        .target(name: "PropertyEngine"),

        // Strict JSON: parser, typed reader with JSON paths, exact writer.
        // Knows nothing of swipes.
        .target(
            name: "StrictJSON",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // C functions Swift's libc modules do not import (pipe2 and the
        // posix_spawn `_np` file actions), with fallbacks where libc lacks them.
        .target(name: "CProcessShims"),

        // Child processes with deadlines, line-framed pipes and process-group
        // teardown. Knows nothing of swipes.
        .target(name: "ChildProcesses", dependencies: ["CProcessShims", "StrictJSON"]),

        // The vectors of Vectors/ as C data, written by `generate`: built into the
        // library and the tool, so they need no path and no resource bundle.
        .target(name: "SwipeVectorData"),

        // The conformance engine: swipe generators, properties, vectors, runner.
        .target(
            name: "SwipeConformance",
            dependencies: ["SwipeReference", "PropertyEngine", "StrictJSON", "ChildProcesses", "SwipeVectorData"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // C: a per-thread line a crash writes to standard error before the
        // process ends, so a crash in a checked implementation names its vector.
        .target(name: "CCrashBreadcrumb"),

        // Swift Testing expectations over SwipeConformance (one issue per failure).
        .target(name: "SwipeConformanceTesting",
                dependencies: ["SwipeConformance", "SwipeReference", "PropertyEngine", "CCrashBreadcrumb"]),

        // The command-line tool: a thin shell around SwipeConformance.CLI.
        .executableTarget(name: "swipe-conformance", dependencies: ["SwipeConformance"]),

        // Tests (Swift Testing), one target per library target that has its
        // own tests; ConformanceTests covers SwipeReference, ChildProcesses
        // and SwipeConformance, whose tests share fixtures.
        .testTarget(name: "PropertyEngineTests", dependencies: ["PropertyEngine"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SwipeReference", "PropertyEngine", "StrictJSON", "ChildProcesses", "SwipeConformance",
                           "SwipeConformanceTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Swift settings for every Swift target (CProcessShims, SwipeVectorData and CCrashBreadcrumb are C).
for target in package.targets where !["CProcessShims", "SwipeVectorData", "CCrashBreadcrumb"].contains(target.name) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
