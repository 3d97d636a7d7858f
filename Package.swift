// swift-tools-version: 6.1
import Foundation
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
    .library(name: "Flags", targets: ["Flags"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "LineFrontEnd", targets: ["LineFrontEnd"]),
    .library(name: "FullScreen", targets: ["FullScreen"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .executable(name: "WordList", targets: ["WordList"]),
    .executable(name: "VideoPost", targets: ["VideoPost"]),
    .executable(name: "Todos", targets: ["Todos"]),
    .executable(name: "FatGallery", targets: ["FatGallery"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  // SQLite (on by default) builds SQLiteStore over the system's SQLite library. A machine
  // without its headers builds and tests everything else with --disable-default-traits.
  traits: [
    .trait(name: "SQLite", description: "SQLiteStore, over the system's SQLite library"),
    .default(enabledTraits: ["SQLite"]),
  ],
  targets: [
    // The six layers. Each target lists exactly the kit modules it may import.
    .target(name: "Models"),
    .target(
      name: "LocalServices",
      dependencies: [
        "Models",
        // SQLiteStore's library: on Linux the system-library target below, with the trait on;
        // Apple platforms import the SDK's SQLite3 instead.
        .target(name: "CSQLite", condition: .when(platforms: [.linux], traits: ["SQLite"])),
      ]
    ),
    .target(name: "Networking", dependencies: ["Models"]),
    .target(name: "ViewModels", dependencies: ["Models"]),
    .target(name: "Views", dependencies: ["ViewModels", "Models"]),
    // The samples' command-line flags: read once, the same way in every sample and front end.
    .target(name: "Flags", dependencies: ["Views", "Models"]),
    .target(
      name: "Coordinators",
      dependencies: ["Flags", "Models", "LocalServices", "Networking", "ViewModels", "Views"]
    ),

    // The two front ends, not layers: each drives the coordinators. The line front end reads
    // commands (a script or a prompt), pages the lists and draws the frames; the full-screen one
    // adds keys, a cursor and a terminal in raw mode over those frames. Samples pick one.
    .target(
      name: "LineFrontEnd",
      dependencies: ["Coordinators", "Flags", "ViewModels", "Views", "Models"]),
    .target(
      name: "FullScreen",
      dependencies: ["LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models"]),

    // Support, not lessons: what the samples and tests run on. A first read can skip Support/.
    // The system's SQLite C library on Linux (Apple platforms have the SDK's SQLite3 module).
    .systemLibrary(
      name: "CSQLite", path: "Support/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    // The embedded HTTP backend serving generated data; of the kit it uses only Models, to read
    // the numbers of its --faults specs the way the flags are read (InputNumber).
    .target(name: "FixtureBackend", dependencies: ["Models"], path: "Support/FixtureBackend"),
    // The demo media library: a few generated movie clips for the video-post samples.
    .target(
      name: "DemoLibrary", dependencies: ["Models", "LocalServices"], path: "Support/DemoLibrary"),
    // The server a sample talks to: --base-url's, or the embedded backend with --faults' failures.
    .target(
      name: "SampleServer", dependencies: ["FixtureBackend", "Flags"], path: "Support/SampleServer"),

    // Lessons: small compiled examples beside ARCHITECTURE.md's chapters. Not a layer.
    .target(name: "Lessons", dependencies: ["Models"]),

    // Examples
    .executableTarget(
      name: "Gallery",
      dependencies: [
        "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer", "DemoLibrary",
      ],
      path: "Samples/Gallery",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "WordList",
      dependencies: ["Coordinators", "LineFrontEnd", "FullScreen", "Flags"],
      path: "Samples/WordList",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "VideoPost",
      dependencies: [
        "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer", "DemoLibrary",
      ],
      path: "Samples/VideoPost",
      exclude: ["README.md"]
    ),

    .executableTarget(
      name: "Todos",
      dependencies: ["Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer"],
      path: "Samples/Todos",
      exclude: ["README.md"]
    ),

    // The diet lesson: one photo screen, fat at step 0 and slimmed step by step, a thin main
    // over a library of steps so each step's objects can be unit tested.
    .target(
      name: "FatGallerySteps",
      dependencies: ["LineFrontEnd", "Flags", "Networking", "Views", "Models"],
      path: "Samples/FatGallery/Steps"
    ),
    .executableTarget(
      name: "FatGallery",
      dependencies: ["FatGallerySteps", "Flags", "SampleServer"],
      path: "Samples/FatGallery/Main"
    ),

    // Performance goals, checked in release mode: swift run -c release Benchmarks
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Models", "LocalServices", "Networking", "ViewModels", "Views", "Coordinators",
        "FullScreen", "FixtureBackend",
      ],
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
    // Drives every screen's view model as a SwiftUI or UIKit screen would: ids in, state out,
    // no terminal type in reach.
    .testTarget(name: "PortingTests", dependencies: ["ViewModels", "Models", "TestSupport"]),
    // The write path end to end: the todo view model over the real client and the embedded
    // backend, with faults on the wire.
    .testTarget(
      name: "TodosAcceptanceTests",
      dependencies: ["ViewModels", "Networking", "Models", "FixtureBackend", "TestSupport"]
    ),
    .testTarget(
      name: "ViewsTests",
      dependencies: ["Views", "ViewModels", "Models", "TestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "FlagsTests", dependencies: ["Flags", "Views", "Models"]),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: [
        "Coordinators", "ViewModels", "Models", "LocalServices", "TestSupport",
      ]
    ),
    .testTarget(
      name: "LineFrontEndTests",
      dependencies: [
        "LineFrontEnd", "Coordinators", "Flags", "Views", "ViewModels", "Models", "LocalServices",
        "TestSupport",
      ]
    ),
    .testTarget(
      name: "FullScreenTests",
      dependencies: [
        "FullScreen", "LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models",
        "TestSupport", "FixtureBackend", "Gallery", "WordList", "VideoPost", "Todos",
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
        "Todos", "FatGallery", "FatGallerySteps", "Flags", "Models", "LocalServices",
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The graded exercises (Exercises/README.md), built only when SLIM_EXERCISES=1, as
// `bash Exercises/check` sets it, so the kit's own build and `swift test` never see them.
// Then the package is the six layer modules, the flags and the line front end (the exercises
// write commands and sessions for it), what tests use (TestSupport, FixtureBackend) and, for
// each folder Exercises/NN-name, a library ExerciseNN (its Sources) and a test target
// ExerciseNNTests (its Tests); SLIM_EXERCISE=NN keeps only that one, so a half-done exercise
// never blocks the check of another. A new exercise folder needs no edit here.
let environment = Context.environment
if environment["SLIM_EXERCISES"] == "1" {
  let layers = [
    "Models", "LocalServices", "Networking", "ViewModels", "Views", "Flags", "Coordinators",
    "LineFrontEnd",
  ]
  let kit = layers.map { Target.Dependency.target(name: $0) }
  let folders =
    (try? FileManager.default.contentsOfDirectory(
      atPath: Context.packageDirectory + "/Exercises")) ?? []
  let exercises = folders.sorted().filter { folder in
    folder.range(of: #"^[0-9]{2}-"#, options: .regularExpression) != nil
      && environment["SLIM_EXERCISE"].map(folder.hasPrefix) ?? true
  }
  package.products = []
  let testing = ["TestSupport", "FixtureBackend"]
  package.targets = package.targets.filter { (layers + testing + ["CSQLite"]).contains($0.name) }
  for folder in exercises {
    let name = "Exercise" + folder.prefix(2)
    package.targets += [
      .target(name: name, dependencies: kit, path: "Exercises/\(folder)/Sources"),
      .testTarget(
        name: name + "Tests",
        dependencies: [.target(name: name)] + testing.map { .target(name: $0) } + kit,
        path: "Exercises/\(folder)/Tests"),
    ]
  }
}
