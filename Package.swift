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

        // Text quoted for one-line error messages: escaped, shortened, with its size.
        .target(name: "QuotedText"),

        // Strict JSON: parser, typed reader with JSON paths, exact writer.
        // Knows nothing of swipes.
        .target(
            name: "StrictJSON",
            dependencies: ["QuotedText"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // C functions Swift's libc modules do not import (pipe2 and the
        // posix_spawn `_np` file actions), with fallbacks where libc lacks them.
        .target(name: "CProcessShims"),

        // Child processes with deadlines, line-framed pipes and process-group
        // teardown. Knows nothing of swipes.
        .target(name: "ChildProcesses", dependencies: ["CProcessShims", "QuotedText"]),

        // The vectors of Vectors/ as C data, written by `generate`: built into the
        // library and the tool, so they need no path and no resource bundle.
        .target(name: "SwipeVectorData"),

        // The library implementers link: the case model, swipe generators,
        // properties, the vector codec and store (with the built-in vectors), runner.
        .target(
            name: "SwipeConformance",
            dependencies: ["SwipeReference", "PropertyEngine", "QuotedText", "StrictJSON", "ChildProcesses", "SwipeVectorData"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // The curated vector catalog: curated and generated case definitions, the
        // misreading table, the coverage matrix; what `generate` and `coverage` need.
        .target(
            name: "SwipeVectorCatalog",
            dependencies: ["SwipeConformance", "SwipeReference", "PropertyEngine", "StrictJSON"]
        ),

        // The fault catalog: faulty implementations that prove the suite catches bugs.
        .target(name: "SwipeFaults", dependencies: ["SwipeConformance", "SwipeReference", "PropertyEngine"]),

        // C: a per-thread line a crash writes to standard error before the
        // process ends, so a crash in a checked implementation names its vector.
        .target(name: "CCrashBreadcrumb"),

        // Swift Testing expectations over SwipeConformance (one issue per failure).
        .target(name: "SwipeConformanceTesting",
                dependencies: ["SwipeConformance", "SwipeReference", "PropertyEngine", "CCrashBreadcrumb"]),

        // The commands of the tool (parsing, help, output, SVG, bench), a library
        // so that the executable and the tests share it.
        .target(
            name: "SwipeConformanceCLI",
            dependencies: ["SwipeConformance", "SwipeVectorCatalog", "SwipeFaults", "SwipeReference", "PropertyEngine",
                           "StrictJSON", "ChildProcesses"]
        ),

        // The command-line tool: a thin shell around SwipeConformanceCLI.CLI.
        .executableTarget(name: "swipe-conformance", dependencies: ["SwipeConformanceCLI"]),

        // Tests (Swift Testing), one target per library target that has its
        // own tests; ConformanceTests covers SwipeReference, ChildProcesses,
        // SwipeConformance, the catalogs and the CLI, whose tests share fixtures
        // (one folder per target or folder tested).
        .testTarget(name: "PropertyEngineTests", dependencies: ["PropertyEngine"]),
        .testTarget(name: "QuotedTextTests", dependencies: ["QuotedText"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SwipeReference", "PropertyEngine", "QuotedText", "StrictJSON", "ChildProcesses", "SwipeConformance",
                           "SwipeVectorCatalog", "SwipeFaults", "SwipeConformanceCLI", "SwipeConformanceTesting"]
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
