import Coordinators
import Models
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The favorites screen's refusal, worded once for every list of one section (`ListCommand.swift`,
/// with the list's noun), and what the Gallery says when a favorite's photo cannot be opened.
@Suite("Favorite refusal words")
struct FavoriteRefusalWordsTests {
  /// Which case of the favorites' refusal a value is.
  enum FavoritesShapes: FactShapes {
    enum Shape: CaseIterable { case notListed }

    static func shape(of fact: ListError<Favorite.ID>) -> Shape {
      switch fact {
      case .notListed: .notListed
      }
    }
  }

  /// The favorites' refusals, with their words.
  nonisolated static let favoritesWords: [(ListError<Favorite.ID>, String)] = [
    (.notListed(7), "Favorite 7 is no longer in the list.")
  ]

  @Test(arguments: favoritesWords)
  func theFavoritesWordTheirRefusal(refusal: ListError<Favorite.ID>, message: String) {
    let worded = ListScreenRefusal<FavoritesView, Favorite.ID>(fact: refusal)
    #expect(GalleryLines.refusal(.screen(worded)) == .error(message))
  }

  @Test func theExamplesCoverEveryRefusal() {
    #expect(FavoritesShapes.missing(from: Self.favoritesWords.map(\.0)).isEmpty)
  }

  @MainActor @Test func aFavoriteWhosePhotoCannotBeOpenedNamesThePhoto() {
    #expect(
      GalleryLines.words(for: .notOpened(.detail(999))) == .error("Could not open photo 999."))
    #expect(
      GalleryLines.words(for: .notOpened(.favorites)) == .error("Could not open the favorites."))
  }
}
