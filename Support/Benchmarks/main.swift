import Foundation

// The cases, in the order they run, each in a process of its own (BenchmarkRunner). To add one,
// put a type conforming to `BenchmarkCase` in a file under Cases/ and add one line here; see
// Cases/Diff/DiffOnePercent.swift for a case that reports its own fields.
let cases: [any BenchmarkCase] =
  [
    PhotoListAtScale(),
    DiffOnePercent(),
    RenderListFrame(),
    QueryKeystroke(),
    QuerySingleChange(),
    RowsSnapshot(),
    QueryBatchArrival(),
    TuiKeystroke(),
    TodoToggle(),
  ] + storeCases

/// The kept-store starts, one per store, which need the SQLite store (the package's default `SQLite`
/// trait).
var storeCases: [any BenchmarkCase] {
  #if SQLite
    StoreKind.allCases.map { KeptStoreStart(kind: $0) } + [FaultedList()]
  #else
    []
  #endif
}

// The scale case's photo server, started as a process of its own (PhotoServerProcess).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--serve-photos", arguments.count >= 2, let count = Int(arguments[1]) {
  PhotoServerProcess.serve(count: count, paged: !arguments.contains("--whole"))
}

// The kept-store case's set-up and its starts, each in a process of its own (KeptStoreStart).
#if SQLite
  if arguments.first == "--keep-photos", arguments.count == 4,
    let kind = StoreKind(rawValue: arguments[1]), let count = Int(arguments[2])
  {
    await KeptPhotos.keepAndExit(kind, count: count, at: URL(fileURLWithPath: arguments[3]))
  }
  if arguments.first == "--load-sqlite", arguments.count == 2, let url = URL(string: arguments[1]) {
    await PhotoListAtScale.loadIntoSQLiteAndExit(from: url)
  }
  if arguments.first == "--faulted-list", arguments.count == 2 {
    await FaultedList.measureAndExit(at: URL(fileURLWithPath: arguments[1]))
  }
  if arguments.first == "--kept-start", arguments.count == 3,
    let kind = StoreKind(rawValue: arguments[1])
  {
    await KeptStoreStart.measureAndExit(kind, at: URL(fileURLWithPath: arguments[2]))
  }
#endif

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions(arguments: arguments)
} catch {
  FileHandle.standardError.write(Data("\(error)\n\(BenchmarkOptions.usage)\n".utf8))
  exit(2)
}

let runner = BenchmarkRunner(options: options)
switch options.action {
case .help:
  print(BenchmarkOptions.usage)
case .list:
  runner.list(cases)
case .run:
  exit(await runner.run(cases) ? 0 : 1)
}
