import Testing

/// The full screen names no screen (issue 28, item 1): every screen's keys, search, fields and
/// hints are its declaration beside its commands in the line front end, which `DeclaredKeys`
/// reads, so a screen added to an app needs no edit in `Sources/App/FullScreen`. A view model, a
/// screen's command enum or a route named there would mean a screen's logic has crept back.
@Suite("The full screen names no screen")
struct FullScreenNamesNoScreenTests {
  /// Words that name a screen: its view model in use (an import of the module is not one), its
  /// command enum, a route of the Gallery.
  static let screenWords = [
    "ViewModel ", "ViewModel?", "ViewModel(", "ViewModel)", "ViewModel.", "ViewModel,",
    "ViewModel>", "ViewModel:", "PhotoListCommand", "PhotoDetailCommand", "AlbumsCommand",
    "WordListCommand", "TodosCommand", ".route", "case .list", "case .detail", "case .albums",
    "case .videoPost",
  ]

  /// The VideoPost sample's own keys, a table of its commands that the sample's test pins; the
  /// Gallery reads the flow's declaration instead.
  static let allowed: Set<String> = ["Sources/App/FullScreen/VideoPost/VideoPostKeys.swift"]

  @Test func noFullScreenFileNamesAScreen() throws {
    let found = try AppLayerTests.offences(
      inModule: "FullScreen", words: Self.screenWords, allowed: Self.allowed)

    #expect(
      found.isEmpty,
      """
      Declare the screen's keys beside its commands (a ScreenKeys in LineFrontEnd) rather than
      naming it in the full screen.
      \(found.map(\.description).joined(separator: "\n"))
      """)
  }
}
