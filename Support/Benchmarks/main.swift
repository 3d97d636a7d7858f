import Foundation

// The cases, in the order they run. To add one, put a type conforming to `BenchmarkCase` in a
// file under Cases/ and add one line here; see Cases/Diff/DiffOnePercent.swift for a case that
// reports its own fields.
let cases: [any BenchmarkCase] =
  [
    DiffOnePercent(),
    RenderListFrame(),
    QueryKeystroke(),
    QuerySingleChange(),
    QueryBatchArrival(),
    TuiKeystroke(),
    TodoToggle(),
  ] + storeCases

/// The kept-store start, which needs the SQLite store (the package's default `SQLite` trait).
var storeCases: [any BenchmarkCase] {
  #if SQLite
    [KeptStoreStart()]
  #else
    []
  #endif
}

let options: BenchmarkOptions
do {
  options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
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
