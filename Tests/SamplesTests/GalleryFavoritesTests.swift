import Foundation
import TestSupport
import Testing

/// The Gallery's favorites, as a script drives them: the list with its search, a favorite's
/// photo opened by its row on the page shown, and back; and a favorite whose photo the Gallery
/// does not hold, which opens nothing and says so.
@Suite("Gallery favorites, end to end", .serialized)
struct GalleryFavoritesTests {
  static let size = ["--width", "80", "--height", "22"]

  @Test func aFavoritesTourMatchesItsTranscript() async throws {
    // The favorites, a search, the second row's photo, back to the search, its clearing, and
    // back to the photos
    let tour = "favorites\nsearch dusk\nopen 2\nback\nsearch\nback\nquit\n"

    let run = try await SampleProcess.run("Gallery", Self.size, input: tour)

    // Then the search keeps the titles that have "dusk", and row 2 shows that favorite's photo
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "gallery-favorites")
  }

  @Test func aFavoriteWhosePhotoIsNotHeldOpensNothingAndSaysSo() async throws {
    // Given a backend whose photos never load, so the Gallery holds none
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/photos=wrong-shape", "--width", "80", "--height", "12"],
      input: "favorites\nopen 1\nquit\n")

    // Then the favorites stay in front, naming the photo that could not be opened
    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "gallery-favorites-not-opened")
  }
}
