import ViewModels

/// The bar across the top of a screen: its name, then facts about what it shows.
///
/// Facts that do not fit give way rather than being cut mid-word: the least important take
/// their short forms (`by id ↑` becomes `id↑`), then are dropped whole, then room left goes back
/// to long forms, most important first. The most important is never dropped, only cut.
///
/// ```swift
/// HeaderBar.line(
///   title: "Users",
///   segments: [
///     HeaderBar.Segment(NumberText.count(3, "user"), priority: 2),
///     HeaderBar.Segment("by name", short: "name", priority: 1),
///   ],
///   width: screen.width)  // Users · 3 users · by name
/// ```
public enum HeaderBar {
  /// One fact in the bar.
  public struct Segment: Hashable, Sendable {
    /// The text of the fact.
    public var text: SafeText
    /// A shorter way to say it, if there is one.
    public var short: SafeText?
    /// Higher stays longer when space runs out.
    public var priority: Int
    /// How the fact is drawn inside the bar.
    public var style: Style

    /// A fact saying `text` (or `short`, when room is short), kept before facts of lower
    /// `priority`, drawn in `style`.
    public init(_ text: SafeText, short: SafeText? = nil, priority: Int, style: Style = .bar) {
      self.text = text
      self.short = short
      self.priority = priority
      self.style = style
    }

    /// `page 2 of 9`, or `2/9` when short of room; for a list that scrolls, its ``window(_:priority:)``.
    static func page(_ page: PageInfo) -> Segment {
      if let window = page.window { return .window(window, priority: 5) }
      return Segment(
        "page \(page.number) of \(page.count)", short: "\(page.number)/\(page.count)", priority: 5)
    }

    /// Where a scrolled list's view is: `rows 7–31 of 229`, or `7–31/229` when short of room.
    static func window(_ window: PageInfo.Window, priority: Int) -> Segment {
      let count = NumberText.grouped(window.rowCount)
      guard let rows = window.rows else {
        return Segment("no rows of \(count)", short: "0/\(count)", priority: priority)
      }
      let first = NumberText.grouped(rows.lowerBound)
      let span: SafeText =
        rows.count == 1 ? first : first + "–" + NumberText.grouped(rows.upperBound)
      let noun: SafeText = rows.count == 1 ? "row" : "rows"
      return Segment("\(noun) \(span) of \(count)", short: "\(span)/\(count)", priority: priority)
    }

    /// `matching "term"`, or the quoted term alone; no more of the term is read than the bar
    /// could show.
    static func matching(_ untrusted: String, width: Int) -> Segment {
      let term = SafeText.fitting(untrusted: untrusted, toWidth: width)
      return Segment("matching \"\(term)\"", short: "\"\(term)\"", priority: 4)
    }
  }

  /// The bar for `title` and `segments` (in display order), exactly `width` columns wide.
  public static func line(title: SafeText, segments: [Segment], width: Int) -> Line {
    // No fact can show more than the whole bar, so none is measured past it: the bar costs the
    // same for a search term of ten characters and of a megabyte.
    let title = title.truncated(toWidth: width)
    let segments = segments.map { segment in
      var segment = segment
      segment.text = segment.text.truncated(toWidth: width)
      segment.short = segment.short?.truncated(toWidth: width)
      return segment
    }
    var shown = Array(repeating: true, count: segments.count)
    var shortened = Array(repeating: false, count: segments.count)
    func compose() -> Line {
      var line = Line(title, style: .barTitle)
      for (index, segment) in segments.enumerated() where shown[index] {
        line.append(" · ", style: .bar)
        line.append(
          shortened[index] ? segment.short ?? segment.text : segment.text, style: segment.style)
      }
      return line
    }
    func fits() -> Bool { compose().width <= width }

    // Least important first; among equals, the rightmost.
    let leastImportantFirst = segments.indices.sorted {
      (segments[$0].priority, $1) < (segments[$1].priority, $0)
    }
    for index in leastImportantFirst where !fits() && segments[index].short != nil {
      shortened[index] = true
    }
    for index in leastImportantFirst.dropLast() where !fits() { shown[index] = false }
    for index in leastImportantFirst.reversed() where shown[index] && shortened[index] {
      shortened[index] = false
      if !fits() { shortened[index] = true }
    }
    return compose().truncated(toWidth: width).padded(toWidth: width, style: .bar)
  }
}
