// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwipeConformance",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "SwipeReference", targets: ["SwipeReference"]),
        .library(name: "SwipeConformance", targets: ["SwipeConformance"]),
        .library(name: "SwipeConformanceTesting", targets: ["SwipeConformanceTesting"]),
        .executable(name: "swipe-conformance", targets: ["swipe-conformance"]),
    ],
    dependencies: [],
    targets: [
        // The exact reference model of SPEC.md: pure, deterministic, no Foundation.
        .target(name: "SwipeReference"),

        // The vectors of Vectors/ as C data, written by `generate`: built into the
        // library and the tool, so they need no path and no resource bundle.
        .target(name: "SwipeVectorData"),

        // The conformance engine: generators, shrinking, properties, vectors, runner.
        .target(
            name: "SwipeConformance",
            dependencies: ["SwipeReference", "SwipeVectorData"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),

        // Swift Testing expectations over SwipeConformance (one issue per failure).
        .target(name: "SwipeConformanceTesting", dependencies: ["SwipeConformance", "SwipeReference"]),

        // The command-line tool: a thin shell around SwipeConformance.CLI.
        .executableTarget(name: "swipe-conformance", dependencies: ["SwipeConformance"]),

        // Tests (Swift Testing).
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SwipeReference", "SwipeConformance", "SwipeConformanceTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
