import Essentials

/// How far one load in batches goes before it stops, unfinished, though the server still has
/// more: at most ``mostRows`` rows, and no further once the load has added ``memoryCeiling``
/// bytes to what the process held when it started, as ``gauge`` reads them between batches.
///
/// The ceiling counts what the load adds, not the whole process, so a load in a process that
/// holds much already (a test run, an app with other screens) is not stopped for what others
/// hold; in the Gallery, which holds some 20 MB before its list loads, it keeps a load from a
/// server without end under 300 MB.
///
/// A server that keeps sending full pages of new ids would otherwise be asked forever while
/// its photos fill memory. The row count alone bounds the list but not what it costs: a million
/// rows held 422 MB in a release build, three times a list of 200,000, so the ceiling stops the
/// load well before that, on any device, whatever one row costs there.
///
/// ```swift
/// let limits = LoadLimits(mostRows: 10_000, memoryCeiling: 64 << 20)
/// let cursor = PhotoBatchCursor(limits: limits)
/// ```
public struct LoadLimits: Sendable {
  /// The most rows one load takes, repeats counted (at least 1).
  public var mostRows: Int
  /// The most bytes one load may add to the process before it stops asking for more; nil: no
  /// ceiling.
  public var memoryCeiling: Int?
  /// What reads the process's memory between batches.
  public var gauge: MemoryGauge
  /// How many rows a load brings between saves of the store (at least 1): it saves each time
  /// this many more have arrived, and once it is over (``PhotoBatchCursor/savesNow``).
  public var savingEvery: Int

  /// The most rows a load takes when none is given: a million photos, five times the largest
  /// list the kit measures (200,000).
  public static let defaultMostRows = 1_000_000
  /// The ceiling an app gives its loads (the Gallery's composition root does): 200 MB more than
  /// the process held when the load started, so a Gallery that loads from a server without end
  /// stays under 300 MB, debug or release, with the list on screen. A list of 200,000 photos
  /// loads below it. A `LoadLimits()` has no ceiling: in a process shared with other work (a
  /// test run), what the process gains is not the load's alone.
  public static let app = LoadLimits(memoryCeiling: defaultMemoryCeiling)
  /// The bytes of ``app``'s ceiling.
  public static let defaultMemoryCeiling = 200_000_000
  /// The rows a load brings between saves when none is given: a store that writes through
  /// to disk (SQLite) then holds at most some 25 MB of rows not yet saved, and a load of the
  /// 200,000 photos the kit measures saves a store that writes whole files four times.
  public static let defaultSavingEvery = 50_000

  /// Limits of `mostRows` rows and, if given, `memoryCeiling` bytes as `gauge` reads them (the
  /// process's resident memory unless a test gives its own), saving every `savingEvery` rows.
  public init(
    mostRows: Int = defaultMostRows, memoryCeiling: Int? = nil,
    gauge: MemoryGauge = .resident, savingEvery: Int = defaultSavingEvery
  ) {
    self.mostRows = max(1, mostRows)
    self.memoryCeiling = memoryCeiling
    self.gauge = gauge
    self.savingEvery = max(1, savingEvery)
  }

  /// What the process holds now, for a load about to start; nil without a ceiling.
  func startingBytes() -> Int? { memoryCeiling == nil ? nil : gauge.residentBytes() }

  /// Which limit a load that goes on past `rows` rows would cross, if any: the rows first,
  /// then the memory, read now, against what the process held at the load's start.
  func reached(atRows rows: Int, startedAt start: Int?) -> LoadLimit? {
    if rows >= mostRows { return .rows(mostRows) }
    guard let memoryCeiling, let bytes = gauge.residentBytes(),
      bytes - (start ?? 0) >= memoryCeiling
    else { return nil }
    return .memory(bytes: memoryCeiling)
  }
}

/// Which of its ``LoadLimits`` a load in batches stopped at, unfinished.
public enum LoadLimit: Hashable, Sendable {
  /// It took this many rows, the most a load takes.
  case rows(Int)
  /// The load had added this many bytes, the ceiling, when its last batch arrived.
  case memory(bytes: Int)
}
