// swift-tools-version: 6.0
import PackageDescription

// Slim: MVVM with coordinators, rendered as text. Five layer modules, one rule between them
// (see ARCHITECTURE.md), samples under Samples/, and no package dependencies at all.
let package = Package(
  name: "Slim",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Models", targets: ["Models"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "Views", targets: ["Views"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .executable(name: "WordList", targets: ["WordList"]),
    .executable(name: "VideoPost", targets: ["VideoPost"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The five layers. Each target lists exactly the kit modules it may import.
    .target(name: "Models"),
    .target(name: "Networking", dependencies: ["Models"]),
    .target(name: "ViewModels", dependencies: ["Models"]),
    .target(name: "Views", dependencies: ["ViewModels", "Models"]),
    .target(
      name: "Coordinators",
      dependencies: ["Models", "Networking", "ViewModels", "Views"]
    ),

    // Sample and test support: the embedded HTTP backend serving generated data.
    // It is not a layer; of the kit it uses only Models, to read numbers (InputNumber).
    .target(name: "FixtureBackend", dependencies: ["Models"]),

    // Lessons: small compiled examples beside ARCHITECTURE.md's chapters. Not a layer.
    .target(name: "Lessons", dependencies: ["Models"]),

    // Examples
    .executableTarget(
      name: "Gallery",
      dependencies: ["Coordinators", "FixtureBackend"],
      path: "Samples/Gallery",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "WordList",
      dependencies: ["Coordinators"],
      path: "Samples/WordList",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "VideoPost",
      dependencies: ["Coordinators", "FixtureBackend"],
      path: "Samples/VideoPost",
      exclude: ["README.md"]
    ),

    // Performance goals, checked in release mode: swift run -c release Benchmarks
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Models", "ViewModels", "Views"]
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: ["Models", "ViewModels"],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "ArchitectureTests"),
    .testTarget(name: "ModelsTests", dependencies: ["Models", "TestSupport"]),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "Models", "FixtureBackend", "TestSupport"]
    ),
    .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Models", "TestSupport"]),
    .testTarget(
      name: "ViewsTests",
      dependencies: ["Views", "ViewModels", "Models", "TestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "Views", "ViewModels", "Models", "TestSupport"]
    ),
    .testTarget(name: "FixtureBackendTests", dependencies: ["FixtureBackend"]),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Models"]),
    .testTarget(
      name: "SamplesTests",
      dependencies: ["FixtureBackend", "TestSupport", "Gallery", "WordList", "VideoPost"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
