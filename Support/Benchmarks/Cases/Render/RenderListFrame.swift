import Models
import TerminalKit
import ViewModels
import Views

/// `render.list-frame`: one frame of the photo list at 120x40, on a middle page, for a short list
/// and a very long one. A frame is about 5,000 cells, so 0.5 ms is 100 ns a cell. Its cost must
/// not grow with the list either: the line front end's pager cuts the visible page from the
/// sections' counts, and the view reads and lays out only that page's rows.
struct RenderListFrame: BenchmarkCase {
  var counts = [1_000, 1_000_000]
  let name = "render.list-frame"
  let goal = "median <= 0.5 ms at every n, and within 2x of each other (cost independent of n)"
  /// The slowest median allowed, in milliseconds.
  private static let limit = 0.5

  private static let screen = Screen(width: 120, height: 40)
  private static let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "search TEXT", summary: "Keep matching photos."),
    CommandHelp(usage: "next", summary: "Show the next page."),
    CommandHelp(usage: "prev", summary: "Show the previous page."),
    CommandHelp(usage: "quit", summary: "Leave."),
  ]

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    var lists: [(list: PhotoListViewModel, pager: LinePager)] = []
    for count in counts { lists.append(await middlePage(of: count)) }
    let timings = sampler.measureTogether(
      lists.map { list, pager in
        {
          PhotoListView.frame(
            for: list.state, pager: pager, on: Self.screen, commands: Self.commands
          ).text.utf8.count
        }
      })
    let measured = counts.indices.map {
      (n: counts[$0], timing: timings[$0], page: Self.page(lists[$0].list, lists[$0].pager))
    }

    let medians = measured.map(\.timing.median)
    let slowest = medians.max() ?? 0
    let ratio = slowest / max(medians.min() ?? 1, .leastNonzeroMagnitude)
    let verdict: BenchmarkResult.Verdict =
      if slowest > Self.limit {
        .failed("median \(TableReport.fixed(slowest)) ms > \(TableReport.fixed(Self.limit)) ms")
      } else if ratio > 2 {
        .failed("slowest median is \(TableReport.fixed(ratio))x the fastest")
      } else {
        .passed
      }
    return measured.map { entry in
      let page = entry.page.map { "page \($0.number) of \($0.count)" } ?? "no page"
      return BenchmarkResult(
        name: name, n: entry.n, timing: entry.timing,
        fields: [
          ("page", .int(entry.page?.number ?? 0)),
          ("pages", .int(entry.page?.count ?? 0)),
          ("ratio_to_fastest", .rounded(entry.timing.median / (medians.min() ?? 1), places: 2)),
        ],
        details: "\(page), \(TableReport.fixed(entry.timing.median / (medians.min() ?? 1)))x "
          + "the fastest", verdict: verdict)
    }
  }

  /// A loaded list of `count` generated photos, paged for a 40-line screen, on its middle page.
  private func middlePage(of count: Int) async -> (PhotoListViewModel, LinePager) {
    let list = PhotoListViewModel(service: GeneratedPhotos(count: count))
    var pager = LinePager(pageSize: PhotoListView.pageSize(forHeight: Self.screen.height))
    await list.load()
    guard case .loaded(let content) = list.state else { return (list, pager) }
    let layout = PhotoListView.layout(of: content)
    for _ in 0..<pager.pageCount(of: layout) / 2 { try? pager.turn(.next, in: layout) }
    return (list, pager)
  }

  /// Which page a loaded list shows; nil in any other state.
  private static func page(_ list: PhotoListViewModel, _ pager: LinePager) -> PageInfo? {
    guard case .loaded(let content) = list.state else { return nil }
    return pager.page(of: PhotoListView.layout(of: content)).info
  }
}
