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
    // The platform: the kit's own "frameworks" under Sources/Platform, what Apple's frameworks
    // are to an iOS app. A platform module never imports an app module.
    .target(name: "Essentials", path: "Sources/Platform/Essentials"),
    .target(
      name: "DataEngine",
      dependencies: [
        "Essentials",
        // SQLiteStore's library: on Linux the system-library target below, with the trait on;
        // Apple platforms import the SDK's SQLite3 instead.
        .target(name: "CSQLite", condition: .when(platforms: [.linux], traits: ["SQLite"])),
      ],
      path: "Sources/Platform/DataEngine"
    ),
    .target(
      name: "HTTPTransport", dependencies: ["Essentials"], path: "Sources/Platform/HTTPTransport"),
    .target(
      name: "TerminalKit", dependencies: ["Essentials"], path: "Sources/Platform/TerminalKit"),

    // The app layers under Sources/App: the lesson. Each target lists exactly the kit modules
    // it may import.
    .target(
      name: "Models", dependencies: ["Essentials", "DataEngine", "HTTPTransport", "TerminalKit"],
      path: "Sources/App/Models"),
    .target(
      name: "LocalServices",
      dependencies: ["Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit"],
      path: "Sources/App/LocalServices"),
    .target(
      name: "Networking",
      dependencies: ["Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit"],
      path: "Sources/App/Networking"),
    .target(
      name: "ViewModels",
      dependencies: ["Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit"],
      path: "Sources/App/ViewModels"),
    .target(
      name: "Views",
      dependencies: [
        "ViewModels", "Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
      ], path: "Sources/App/Views"),
    // The samples' command-line flags: read once, the same way in every sample and front end.
    .target(
      name: "Flags",
      dependencies: [
        "Views", "Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
      ], path: "Sources/App/Flags"),
    .target(
      name: "Coordinators",
      dependencies: [
        "Flags", "Models", "LocalServices", "Networking", "ViewModels", "Views", "Essentials",
        "DataEngine", "HTTPTransport", "TerminalKit",
      ],
      path: "Sources/App/Coordinators"
    ),

    // The two front ends, not layers: each drives the coordinators. The line front end reads
    // commands (a script or a prompt), pages the lists and draws the frames; the full-screen one
    // adds keys, a cursor and a terminal in raw mode over those frames. Samples pick one.
    .target(
      name: "LineFrontEnd",
      dependencies: [
        "Coordinators", "Flags", "ViewModels", "Views", "Models", "Essentials", "DataEngine",
        "HTTPTransport", "TerminalKit",
      ],
      path: "Sources/App/LineFrontEnd"),
    .target(
      name: "FullScreen",
      dependencies: [
        "LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models", "Essentials",
        "DataEngine", "HTTPTransport", "TerminalKit",
      ],
      path: "Sources/App/FullScreen"),

    // Support, not lessons: what the samples and tests run on. A first read can skip Support/.
    // The system's SQLite C library on Linux (Apple platforms have the SDK's SQLite3 module).
    .systemLibrary(
      name: "CSQLite", path: "Support/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    // The embedded HTTP backend serving generated data; of the kit it uses only Models, to read
    // the numbers of its --faults specs the way the flags are read (InputNumber).
    .target(name: "FixtureBackend", dependencies: ["Essentials"], path: "Support/FixtureBackend"),
    // The demo media library: a few generated movie clips for the video-post samples.
    .target(
      name: "DemoLibrary",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Models", "LocalServices",
      ], path: "Support/DemoLibrary"),
    // The server a sample talks to: --base-url's, or the embedded backend with --faults' failures.
    .target(
      name: "SampleServer",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "FixtureBackend", "Flags",
      ], path: "Support/SampleServer"),

    // Lessons: small compiled examples beside ARCHITECTURE.md's chapters. Not a layer.
    .target(
      name: "Lessons",
      dependencies: ["Models", "Essentials", "DataEngine", "HTTPTransport", "TerminalKit"],
      path: "Sources/App/Lessons"),

    // Examples
    .executableTarget(
      name: "Gallery",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer", "DemoLibrary",
      ],
      path: "Samples/Gallery",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "WordList",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Coordinators", "LineFrontEnd",
        "FullScreen", "Flags",
      ],
      path: "Samples/WordList",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "VideoPost",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer", "DemoLibrary",
      ],
      path: "Samples/VideoPost",
      exclude: ["README.md"]
    ),

    .executableTarget(
      name: "Todos",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Coordinators", "LineFrontEnd",
        "FullScreen", "Flags", "SampleServer",
      ],
      path: "Samples/Todos",
      exclude: ["README.md"]
    ),

    // The diet lesson: one photo screen, fat at step 0 and slimmed step by step, a thin main
    // over a library of steps so each step's objects can be unit tested.
    .target(
      name: "FatGallerySteps",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "LineFrontEnd", "Flags",
        "Networking", "Views", "Models",
      ],
      path: "Samples/FatGallery/Steps"
    ),
    .executableTarget(
      name: "FatGallery",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "FatGallerySteps", "Flags",
        "SampleServer",
      ],
      path: "Samples/FatGallery/Main"
    ),

    // Performance goals, checked in release mode: swift run -c release Benchmarks
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "Models", "LocalServices", "Networking", "ViewModels", "Views", "Coordinators",
        "FullScreen", "FixtureBackend",
      ],
      path: "Support/Benchmarks"
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Models", "ViewModels",
      ],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "ArchitectureTests"),
    .testTarget(
      name: "ModelsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Models", "TestSupport",
      ]),
    .testTarget(
      name: "LocalServicesTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "LocalServices", "Models",
        "DemoLibrary", "TestSupport",
      ]
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Networking", "Models",
        "FixtureBackend", "TestSupport",
      ]
    ),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "ViewModels", "Models",
        "LocalServices", "TestSupport",
      ]
    ),
    // Drives every screen's view model as a SwiftUI or UIKit screen would: ids in, state out,
    // no terminal type in reach.
    .testTarget(
      name: "PortingTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "ViewModels", "Models",
        "TestSupport",
      ]),
    // The write path end to end: the todo view model over the real client and the embedded
    // backend, with faults on the wire.
    .testTarget(
      name: "TodosAcceptanceTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "ViewModels", "Networking",
        "Models", "FixtureBackend", "TestSupport",
      ]
    ),
    .testTarget(
      name: "ViewsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Views", "ViewModels", "Models",
        "TestSupport",
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "FlagsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Flags", "Views", "Models",
      ]),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "Coordinators", "ViewModels", "Models", "LocalServices", "TestSupport",
      ]
    ),
    .testTarget(
      name: "LineFrontEndTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "LineFrontEnd", "Coordinators", "Flags", "Views", "ViewModels", "Models", "LocalServices",
        "TestSupport",
      ]
    ),
    .testTarget(
      name: "FullScreenTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "FullScreen", "LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models",
        "TestSupport", "Gallery", "WordList", "VideoPost",
      ]
    ),
    .testTarget(
      name: "FixtureBackendTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "FixtureBackend", "Models",
      ]),
    .testTarget(
      name: "LessonsTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Lessons", "Models",
        "FixtureBackend",
      ]),
    .testTarget(
      name: "FatGalleryTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
        "FatGallerySteps", "Models", "Networking", "Views", "FixtureBackend", "TestSupport",
      ]
    ),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
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
    "Essentials", "DataEngine", "HTTPTransport", "TerminalKit",
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
