// swift-tools-version: 6.0
import PackageDescription

// Slim: MVVM with coordinators, rendered as text. Six layer modules, one rule between them
// (see ARCHITECTURE.md), samples under Samples/, and no package dependencies at all.
let package = Package(
  name: "Slim",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Models", targets: ["Models"]),
    .library(name: "LocalServices", targets: ["LocalServices"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "Views", targets: ["Views"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .executable(name: "WordList", targets: ["WordList"]),
    .executable(name: "VideoPost", targets: ["VideoPost"]),
    .executable(name: "FatGallery", targets: ["FatGallery"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The six layers. Each target lists exactly the kit modules it may import.
    .target(name: "Models"),
    .target(name: "LocalServices", dependencies: ["Models"]),
    .target(name: "Networking", dependencies: ["Models"]),
    .target(name: "ViewModels", dependencies: ["Models"]),
    .target(name: "Views", dependencies: ["ViewModels", "Models"]),
    .target(
      name: "Coordinators",
      dependencies: ["Models", "LocalServices", "Networking", "ViewModels", "Views"]
    ),

    // Support, not lessons: what the samples and tests run on. A first read can skip Support/.
    // The embedded HTTP backend serving generated data; of the kit it uses only Models, to read
    // the numbers of its --faults specs the way the flags are read (InputNumber).
    .target(name: "FixtureBackend", dependencies: ["Models"], path: "Support/FixtureBackend"),
    // The demo media library: a few generated movie clips for the video-post samples.
    .target(
      name: "DemoLibrary", dependencies: ["Models", "LocalServices"], path: "Support/DemoLibrary"),

    // Lessons: small compiled examples beside ARCHITECTURE.md's chapters. Not a layer.
    .target(name: "Lessons", dependencies: ["Models"]),

    // Examples
    .executableTarget(
      name: "Gallery",
      dependencies: ["Coordinators", "FixtureBackend", "DemoLibrary"],
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
      dependencies: ["Coordinators", "FixtureBackend", "DemoLibrary"],
      path: "Samples/VideoPost",
      exclude: ["README.md"]
    ),

    // The diet lesson: one photo screen, fat at step 0 and slimmed step by step, a thin main
    // over a library of steps so each step's objects can be unit tested.
    .target(
      name: "FatGallerySteps",
      dependencies: ["Coordinators", "Networking", "Views", "Models"],
      path: "Samples/FatGallery/Steps"
    ),
    .executableTarget(
      name: "FatGallery",
      dependencies: ["FatGallerySteps", "Coordinators", "FixtureBackend"],
      path: "Samples/FatGallery/Main"
    ),

    // Performance goals, checked in release mode: swift run -c release Benchmarks
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Models", "ViewModels", "Views"],
      path: "Support/Benchmarks"
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
      name: "LocalServicesTests",
      dependencies: ["LocalServices", "Models", "DemoLibrary", "TestSupport"]
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "Models", "FixtureBackend", "TestSupport"]
    ),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: ["ViewModels", "Models", "LocalServices", "TestSupport"]
    ),
    .testTarget(
      name: "ViewsTests",
      dependencies: ["Views", "ViewModels", "Models", "TestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: [
        "Coordinators", "Views", "ViewModels", "Models", "LocalServices", "TestSupport",
      ]
    ),
    .testTarget(name: "FixtureBackendTests", dependencies: ["FixtureBackend", "Models"]),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Models", "FixtureBackend"]),
    .testTarget(
      name: "FatGalleryTests",
      dependencies: [
        "FatGallerySteps", "Models", "Networking", "Views", "FixtureBackend", "TestSupport",
      ]
    ),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "FixtureBackend", "DemoLibrary", "TestSupport", "Gallery", "WordList", "VideoPost",
        "FatGallery", "FatGallerySteps", "Models",
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
