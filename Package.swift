// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Slim: MVVM with coordinators, rendered as text. Two halves (see ARCHITECTURE.md, "The lesson
// and the platform"): the app layers under Sources/App, which are the lesson, over four platform
// modules under Sources/Platform, the kit's own "frameworks"; one rule between the modules,
// samples under Samples/, no package dependencies and no unsafe flags, so that an app's package
// can depend on the kit by version (CI checks it: Support/Scripts/depend-by-version.sh).

let package = Package(
  name: "Slim",
  // The Apple platforms the layers a phone app imports (Essentials, DataEngine, HTTPTransport,
  // Models, Networking, ViewModels, Words) need: `Mutex` (macOS 15, iOS 18), Observation (iOS
  // 17). Linux ignores this line; what is Linux's or Darwin's alone in them sits behind `#if`.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Essentials", targets: ["Essentials"]),
    .library(name: "DataEngine", targets: ["DataEngine"]),
    .library(name: "HTTPTransport", targets: ["HTTPTransport"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "Models", targets: ["Models"]),
    .library(name: "LocalServices", targets: ["LocalServices"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "Words", targets: ["Words"]),
    .library(name: "Views", targets: ["Views"]),
    .library(name: "Flags", targets: ["Flags"]),
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "Composition", targets: ["Composition"]),
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
    // The platform, under Sources/Platform: the kit's own "frameworks", what Core Data,
    // URLSession and UIKit are to an iOS app. Clever inside, a small documented public face, and
    // never an import of an app module. Each target lists exactly the kit modules it may import.
    //
    // What every platform module and the app share: a lock, numbers read from outside, byte
    // counts and durations as text, retry advice and notices, transfer progress, the allocator.
    .target(name: "Essentials", path: "Sources/Platform/Essentials"),
    // The data engine (think Core Data): stores in memory, in a file and in SQLite, fetch
    // descriptors, fetched results, the diff, folded text and search.
    .target(
      name: "DataEngine",
      dependencies: [
        "Essentials",
        // SQLiteStore's library on Linux, with the trait on (Apple platforms have SQLite3).
        .target(name: "CSQLite", condition: .when(platforms: [.linux], traits: ["SQLite"])),
      ],
      path: "Sources/Platform/DataEngine"
    ),
    // The HTTP transport (think URLSession and a resilience layer over it): the client, its
    // retries, coalescing, deadlines and limits, streaming JSON, and tus uploads.
    .target(
      name: "HTTPTransport", dependencies: ["Essentials"], path: "Sources/Platform/HTTPTransport"),
    // The terminal toolkit: raw mode, keys, screen writing, signals, widths, text cleaning, probes.
    .target(
      name: "TerminalKit", dependencies: ["Essentials"], path: "Sources/Platform/TerminalKit"),

    // The app layers, under Sources/App: the lesson.
    .target(
      name: "Models", dependencies: ["DataEngine", "Essentials"], path: "Sources/App/Models"),
    // The local counterpart of Networking: a folder of movies as a media library, file checks.
    .target(
      name: "LocalServices", dependencies: ["Models", "DataEngine", "Essentials"],
      path: "Sources/App/LocalServices"),
    .target(
      name: "Networking", dependencies: ["Models", "HTTPTransport", "Essentials"],
      path: "Sources/App/Networking"),
    .target(
      name: "ViewModels", dependencies: ["Models", "DataEngine", "Essentials"],
      path: "Sources/App/ViewModels"),
    .target(
      name: "Words", dependencies: ["Coordinators", "ViewModels", "Models", "Essentials"],
      path: "Sources/App/Words"),
    .target(
      name: "Views",
      dependencies: ["Words", "ViewModels", "Models", "DataEngine", "Essentials", "TerminalKit"],
      path: "Sources/App/Views"),
    // The samples' command-line flags: read once, the same way in every sample and front end.
    .target(
      name: "Flags", dependencies: ["Views", "Models", "Essentials", "TerminalKit"],
      path: "Sources/App/Flags"),
    // Navigation only: route stacks, factories, onNavigate.
    .target(
      name: "Coordinators", dependencies: ["Models", "ViewModels"],
      path: "Sources/App/Coordinators"),
    // The composition roots: where concrete types meet, the store chosen is opened and the
    // client made, for the front end main.swift picks.
    .target(
      name: "Composition",
      dependencies: [
        "Coordinators", "Flags", "Models", "LocalServices", "Networking", "ViewModels", "Views",
        "Words", "DataEngine", "Essentials", "HTTPTransport",
      ],
      path: "Sources/App/Composition"),

    // The two front ends, not layers: each drives the coordinators. The line front end reads
    // commands (a script or a prompt), pages the lists and draws the frames; the full-screen one
    // adds keys, a cursor and a terminal in raw mode over those frames. Samples pick one.
    .target(
      name: "LineFrontEnd",
      dependencies: [
        "Coordinators", "Flags", "ViewModels", "Views", "Words", "Models", "DataEngine",
        "Essentials", "TerminalKit",
      ],
      path: "Sources/App/LineFrontEnd"),
    .target(
      name: "FullScreen",
      dependencies: [
        "LineFrontEnd", "Coordinators", "Flags", "ViewModels", "Views", "Models", "TerminalKit",
      ],
      path: "Sources/App/FullScreen"),

    // Lessons: small compiled examples and the reading path's articles. Not a layer.
    .target(name: "Lessons", dependencies: ["Models", "Essentials"], path: "Sources/App/Lessons"),

    // Support, not lessons (a first read skips Support/). SQLite's C library on Linux (Apple
    // platforms have the SDK's SQLite3 module).
    .systemLibrary(
      name: "CSQLite", path: "Support/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    // The embedded HTTP backend serving generated data; of the kit it uses only Essentials, to
    // read the numbers of its --faults specs the way the flags are read (InputNumber).
    .target(name: "FixtureBackend", dependencies: ["Essentials"], path: "Support/FixtureBackend"),
    // The demo media library: a few generated movie clips for the video-post samples.
    .target(
      name: "DemoLibrary", dependencies: ["Models", "LocalServices", "DataEngine", "Essentials"],
      path: "Support/DemoLibrary"),
    // The server a sample talks to: --base-url's, or the embedded backend with --faults' failures.
    .target(
      name: "SampleServer", dependencies: ["FixtureBackend", "Flags"], path: "Support/SampleServer"),

    // Examples
    .executableTarget(
      name: "Gallery",
      dependencies: [
        "Composition", "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer",
        "DemoLibrary", "Essentials",
      ],
      path: "Samples/Gallery",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "WordList",
      dependencies: ["Composition", "Coordinators", "LineFrontEnd", "FullScreen", "Flags"],
      path: "Samples/WordList",
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "VideoPost",
      dependencies: [
        "Composition", "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer",
        "DemoLibrary",
      ],
      path: "Samples/VideoPost",
      exclude: ["README.md"]
    ),

    .executableTarget(
      name: "Todos",
      dependencies: [
        "Composition", "Coordinators", "LineFrontEnd", "FullScreen", "Flags", "SampleServer",
      ],
      path: "Samples/Todos",
      exclude: ["README.md"]
    ),

    // The diet lesson: one photo screen, fat at step 0 and slimmed step by step, a thin main
    // over a library of steps so each step's objects can be unit tested.
    .target(
      name: "FatGallerySteps",
      dependencies: [
        "LineFrontEnd", "Flags", "Networking", "Views", "Models", "HTTPTransport", "TerminalKit",
      ],
      path: "Samples/FatGallery/Steps"
    ),
    .executableTarget(
      name: "FatGallery",
      dependencies: ["FatGallerySteps", "Flags", "SampleServer", "Views", "TerminalKit"],
      path: "Samples/FatGallery/Main"
    ),

    // Performance goals, checked in release mode: swift run -c release Benchmarks
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Models", "LocalServices", "Networking", "ViewModels", "Views", "Coordinators",
        "Composition", "FullScreen", "FixtureBackend", "DataEngine", "Essentials", "HTTPTransport",
        "TerminalKit",
      ],
      path: "Support/Benchmarks"
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: ["Models", "ViewModels", "DataEngine", "Essentials"],
      path: "Tests/TestSupport"
    ),
    // A host that runs views spelled as SwiftUI's the way SwiftUI does (`.task` on appear,
    // cancelled on disappear or push; a navigation path bound both ways; rows diffed by id;
    // `@State` kept by place; alerts), so a port is proved on Linux. It needs nothing of the kit.
    .target(name: "SwiftUIHost", path: "Tests/SwiftUIHost"),
  ],
  swiftLanguageModes: [.v6]
)

// The tests: one target per layer or sample with the modules it reads and, for all, the test
// support, the embedded backend and the platform; ArchitectureTests reads only the manifest.
let tests: [(name: String, imports: [String])] = [
  ("ModelsTests", ["Models", "DataEngine", "Essentials"]),
  ("LocalServicesTests", ["LocalServices", "Models", "DataEngine", "DemoLibrary"]),
  ("NetworkingTests", ["Networking", "Models", "HTTPTransport", "DataEngine", "Essentials"]),
  ("ViewModelsTests", ["ViewModels", "Models", "LocalServices", "DataEngine", "Essentials"]),
  // Drives every screen's view model as a SwiftUI or UIKit screen would, in a host that behaves
  // as SwiftUI does: ids in, state out, navigation as a value, no terminal type in reach.
  ("PortingTests", ["Coordinators", "ViewModels", "Words", "Models", "SwiftUIHost"]),
  // The write path end to end: the todo view model over the real client and the embedded
  // backend, with faults on the wire.
  ("TodosAcceptanceTests", ["ViewModels", "Networking", "Models", "HTTPTransport", "DataEngine"]),
  ("WordsTests", ["Words", "Coordinators", "ViewModels", "Models"]),
  ("ViewsTests", ["Views", "Words", "ViewModels", "Models", "TerminalKit"]),
  ("FlagsTests", ["Flags", "Models"]),
  ("CoordinatorsTests", ["Coordinators", "Composition", "ViewModels", "Models", "DataEngine"]),
  (
    "LineFrontEndTests",
    ["LineFrontEnd", "Composition", "Coordinators", "Views", "ViewModels", "Models", "TerminalKit"]
  ),
  (
    "FullScreenTests",
    [
      "FullScreen", "LineFrontEnd", "Composition", "Coordinators", "Flags", "ViewModels", "Views",
      "Models", "TerminalKit", "Gallery", "WordList", "VideoPost", "Todos",
    ]
  ),
  ("FixtureBackendTests", ["Models"]),
  ("LessonsTests", ["Lessons", "Models"]),
  ("FatGalleryTests", ["FatGallerySteps", "Models", "Networking", "Views", "TerminalKit"]),
  (
    "SamplesTests",
    [
      "DemoLibrary", "Gallery", "WordList", "VideoPost", "Todos", "FatGallery", "FatGallerySteps",
      "Flags", "Models", "LocalServices",
    ]
  ),
]
let shared = ["TestSupport", "FixtureBackend", "DataEngine", "Essentials", "HTTPTransport"]
package.targets.append(.testTarget(name: "ArchitectureTests"))
for test in tests {
  let imports = test.imports + shared.filter { !test.imports.contains($0) }
  // Files a test reads by its own path, not sources: golden frames, stores kept by older kits.
  let read = [
    "ViewsTests": ["Snapshots"], "SamplesTests": ["Snapshots"],
    "LocalServicesTests": ["KeptStores"],
  ]
  package.targets.append(
    .testTarget(
      name: test.name, dependencies: imports.map { .byName(name: $0) },
      exclude: read[test.name] ?? []))
}

// The graded exercises (Exercises/README.md), built only with SLIM_EXERCISES=1 (`bash
// Exercises/check` sets it), so the kit's build and `swift test` never see them. Then the
// package is the platform and app layer modules, the flags, the line front end (exercises write
// commands and sessions for it), TestSupport, FixtureBackend and, per folder Exercises/NN-name,
// a library ExerciseNN (its Sources) and ExerciseNNTests (its Tests); SLIM_EXERCISE=NN keeps
// that one only, so a half-done exercise never blocks another. A new folder needs no edit here.
let environment = Context.environment
if environment["SLIM_EXERCISES"] == "1" {
  let layers = [
    "Essentials", "DataEngine", "HTTPTransport", "TerminalKit", "Models", "LocalServices",
    "Networking", "ViewModels", "Words", "Views", "Flags", "Coordinators", "LineFrontEnd",
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
  let testing = ["TestSupport", "FixtureBackend", "SwiftUIHost"]
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
