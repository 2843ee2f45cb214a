// swift-tools-version:6.0
import PackageDescription

// A package that checks its own swipe-action implementation with SwipeConformance,
// the way an implementer's package would: the dependency by path here, by URL in
// yours (`.package(url: "…/SwipeConformance.git", from: "1.0.0")`).
let package = Package(
    name: "SwipeExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "SwipeConformance", path: "../..")],
    targets: [
        .target(name: "SwipeExample", dependencies: [.product(name: "SwipeReference", package: "SwipeConformance")]),
        .testTarget(name: "SwipeExampleTests", dependencies: [
            "SwipeExample",
            .product(name: "SwipeConformance", package: "SwipeConformance"),
            .product(name: "SwipeConformanceTesting", package: "SwipeConformance"),
            .product(name: "SwipeReference", package: "SwipeConformance"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
