import Composition
import Coordinators
import FullScreen
import TerminalKit
import Views

/// `tui.keystroke`: a person types, then erases, a search in the full-screen Gallery over
/// 100,000 photos at 120x40; each keystroke is one byte through the whole front end: decoded
/// into a key, sent to the coordinator as `search TEXT`, the list re-queried, the frame drawn
/// and diffed against the last, down to the bytes written for the lines that changed.
///
/// It also reports those bytes per keystroke, beside what redrawing the whole frame would
/// send, and the time and bytes of ↓ and ↑, which move the cursor and change two lines: the
/// front end's own cost, with no query behind it.
struct TuiKeystroke: BenchmarkCase {
  var count = 100_000
  let name = "tui.keystroke"
  let goal = "median <= 8 ms (a key byte to the changed lines' bytes)"

  private static let screen = Screen(width: 120, height: 40, usesColor: true)
  /// "harbour" typed, then erased with Backspace (DEL): every keystroke a new search.
  private static let typed = Array("harbour".utf8) + Array(repeating: 0x7F, count: 7)

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    let keys = GalleryKeys(
      coordinator: GalleryApp.makeCoordinator(service: GeneratedPhotos(count: count)))
    keys.fit(toHeight: Self.screen.height)
    await keys.start()
    var decoder = KeyDecoder<ContinuousClock.Instant>(escapeTimeout: .milliseconds(50))
    var writer = ScreenWriter()
    func press(_ bytes: [UInt8]) -> Int {
      for key in decoder.decode(bytes, at: .now) { keys.press(key) }
      return writer.update(to: ScreenWriter.lines(of: keys.frame(on: Self.screen))).utf8.count
    }
    let wholeFrame = press(Array("/".utf8))
    var next = 0
    var written: [Int] = []
    let timing = sampler.measure {
      let bytes = press([Self.typed[next % Self.typed.count]])
      next += 1
      written.append(bytes)
      return bytes
    }
    // ↓ and ↑ in turn (they move the cursor while searching too): the front end's own cost, a
    // frame and its diff without a new query; two rows change each time.
    var down = true
    var cursorBytes = 0
    let cursor = sampler.measure {
      cursorBytes = press(Array((down ? "\u{1B}[B" : "\u{1B}[A").utf8))
      down.toggle()
      return cursorBytes
    }

    let average = written.isEmpty ? 0 : written.reduce(0, +) / written.count
    let verdict: BenchmarkResult.Verdict =
      timing.median <= 8 ? .passed : .failed("median \(TableReport.fixed(timing.median)) ms > 8 ms")
    return [
      BenchmarkResult(
        name: name, n: count, timing: timing,
        fields: [
          ("keystrokes", .int(timing.runs)), ("bytes_per_keystroke", .int(average)),
          ("bytes_whole_frame", .int(wholeFrame)), ("cursor_median_ms", .rounded(cursor.median)),
          ("bytes_per_cursor_move", .int(cursorBytes)),
        ],
        details: "\(average) B a keystroke; ↓/↑ \(TableReport.fixed(cursor.median)) ms, "
          + "\(cursorBytes) B; a whole frame \(wholeFrame) B",
        verdict: verdict)
    ]
  }
}
