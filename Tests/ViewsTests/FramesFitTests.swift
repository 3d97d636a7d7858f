import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Every screen's frame fits its screen, whatever text reaches it: at several sizes, with long
/// and hostile search terms, titles, server messages and command messages, no frame is taller
/// than the screen and no line wider.
struct FramesFitTests {
  static let screens = [
    Screen(width: 20, height: 5), Screen(width: 40, height: 12), Screen(width: 80, height: 24),
    Screen(width: 120, height: 8), Screen(width: 33, height: 7, usesColor: true),
  ]

  /// Texts that strain a layout: long with and without spaces, wide, escaping, joined.
  static let hostileTexts: [String] = {
    var random = Models.SeededGenerator(seed: 12)
    let pieces = ["x", "東京", "👨‍👩‍👧", "\u{1B}[2J", "\t", "a/b-c", "e\u{301}", " ", "  ", "\u{202E}"]
    let mixed = (0..<600).map { _ in pieces.randomElement(using: &random)! }.joined()
    return [
      String(repeating: "x", count: 3_000), String(repeating: "word ", count: 600),
      String(repeating: "東", count: 1_500), mixed, "",
    ]
  }()

  static func failure(_ text: String) -> LoadFailure {
    LoadFailure(message: text, retryAdvice: .unlikelyToHelp(text))
  }

  static func listStates(_ text: String) -> [PhotoListViewModel.State] {
    let photos = (1...12).map { Photo.sample(id: $0, albumID: $0 % 3 + 1, title: text + "\($0)") }
    return [
      ListFixtures.content(photos, query: PhotoQuery(searchTerm: text, grouping: .album)).state,
      .empty(.noMatches(PhotoQuery(searchTerm: text, albumFilter: .album(2)))),
      .failed(failure(text)),
    ]
  }

  @Test func everyPhotoListFrameFits() {
    for screen in Self.screens {
      for text in Self.hostileTexts {
        for state in Self.listStates(text) {
          for message in [nil, Message.error(text)] {
            let frame = PhotoListView.frame(
              for: state, on: screen, commands: ListFixtures.listCommands, message: message)
            expectFits(frame, on: screen)
          }
        }
      }
    }
  }

  @Test func everyDetailFrameFits() {
    for screen in Self.screens {
      for text in Self.hostileTexts {
        let photo = Photo.sample(id: 7, title: text)
        for state in [PhotoDetailViewModel.State.loaded(photo), .failed(photo, Self.failure(text))]
        {
          let frame = PhotoDetailView.frame(
            for: state, on: screen, commands: ListFixtures.detailCommands,
            message: .info(text))
          expectFits(frame, on: screen)
        }
      }
    }
  }

  @Test func everyHelpFrameFits() {
    for screen in Self.screens {
      for text in Self.hostileTexts {
        let commands =
          ListFixtures.listCommands
          + [
            CommandHelp(
              usage: SafeText(untrusted: String(text.prefix(30))),
              summary: SafeText(untrusted: text))
          ]
        expectFits(
          HelpView.frame(commands: commands, on: screen, message: .error(text)), on: screen)
      }
    }
  }

  private func expectFits(
    _ frame: Frame, on screen: Screen, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(frame.lines.count <= screen.height, sourceLocation: sourceLocation)
    let widest = frame.lines.map(\.width).max() ?? 0
    #expect(widest <= screen.width, sourceLocation: sourceLocation)
    expectWellFormed(frame, sourceLocation: sourceLocation)
  }
}
