import Models
import ViewModels
import Words

/// What the photo list shows when it has no rows: not loaded, loading, empty, or failed, and
/// where the person can do something about it, which command does it.
struct PhotoListStatus {
  /// A state without rows; `.loaded` is the list itself and never reaches here.
  let state: PhotoListViewModel.State

  /// What the header bar says about the state, `width` columns at most.
  func segments(width: Int) -> [HeaderBar.Segment] {
    switch state {
    case .idle, .loaded: return [.init("not loaded", priority: 1)]
    case .loading: return [.init("loading…", priority: 1, style: .barProgress)]
    case .retrying(let countdown):
      return [.init(RetryText.short(countdown), priority: 1, style: .barFailure)]
    case .empty(.noPhotos): return [.init("no photos", priority: 5)]
    case .empty(.noMatches(let query)):
      return [.init("0 shown", priority: 2)] + PhotoListView.searchAndAlbum(of: query, width: width)
    case .failed: return [.init("load failed", priority: 1, style: .barFailure)]
    }
  }

  /// The explanation, wrapped to `width`, each paragraph in at most `height` lines: no more
  /// than the screen can show, however long a search term or a server's message is.
  func lines(width: Int, height: Int = .max) -> [Line] {
    func paragraph(_ text: SafeText, style: Style = .plain) -> [Line] {
      Paragraph.lines(text, width: width, style: style, maximumLines: height)
    }
    switch state {
    case .idle, .loaded: return paragraph("Photos are not loaded yet. Type 'refresh' to load them.")
    case .loading: return paragraph(SafeText(untrusted: PhotoListWords.loading), style: .secondary)
    case .retrying(let countdown):
      return Paragraph.failure(
        SafeText(untrusted: PhotoListWords.loadFailed(countdown.failure)),
        advice: RetryText.countdown(countdown), width: width, maximumLines: height)
    case .empty(.noPhotos):
      return paragraph("There are no photos yet. Type 'refresh' to check again.")
    case .empty(.noMatches(let query)):
      // The paragraph shows at most `height` lines: no more of the term is read than they hold.
      let (columns, overflow) = width.multipliedReportingOverflow(by: height)
      return paragraph(noMatches(query, upTo: overflow ? .max : columns))
        + paragraph(howToWiden(query), style: .secondary)
    case .failed(let failure):
      return Paragraph.failure(
        SafeText(untrusted: PhotoListWords.loadFailed(failure)),
        advice: RetryText.advice(for: failure), width: width, maximumLines: height)
    }
  }

  private func noMatches(_ query: PhotoQuery, upTo columns: Int) -> SafeText {
    SafeText(
      untrusted: PhotoListWords.noMatches(query) {
        SafeText.fitting(untrusted: $0, toWidth: columns).string
      })
  }

  private func howToWiden(_ query: PhotoQuery) -> SafeText {
    switch (query.searchTerm.isEmpty, query.albumFilter) {
    case (false, .album): "Type 'search' to clear the search, or 'album all' to see every album."
    case (false, .all): "Type 'search' to clear the search."
    case (true, .album): "Type 'album all' to see every album."
    case (true, .all): "Type 'refresh' to load again."
    }
  }
}
