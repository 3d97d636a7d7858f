import Coordinators
import Models
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The tests of refusal words cover every case of every fact: the Gallery's and the word
/// list's worded examples (`RefusalWordsTests`) and the video-post refusals whose commands are
/// checked (`VideoPostRefusalTests`). A case added to a fact fails to compile in its
/// `FactShapes` until it has a shape, then fails here until it has an example. A Gallery screen
/// added later words its refusals beside its commands and tests them in a file of its own
/// (`PostRefusalWordsTests`): it adds no case to the shared facts, and edits none of these.
@Suite("Every fact is worded")
struct EveryFactIsWordedTests {
  @Test func theGalleryExamplesCoverEveryRefusal() {
    let facts = RefusalWordsTests.galleryWords.map(\.0)

    #expect(GalleryRefusalShapes.missing(from: facts).isEmpty)
  }

  @Test func thePhotoListAndAlbumsExamplesCoverEveryRefusalOfTheirs() {
    let screens = RefusalWordsTests.galleryWords.compactMap { refusal, _ -> (any Error)? in
      guard case .screen(let fact) = refusal else { return nil }
      return fact
    }

    #expect(
      PhotoListRefusalShapes.missing(from: screens.compactMap { $0 as? PhotoListError }).isEmpty)
    let albums = screens.compactMap { ($0 as? ListScreenRefusal<AlbumsView, Album.ID>)?.fact }
    #expect(AlbumsRefusalShapes.missing(from: albums).isEmpty)
  }

  @Test func theWordListExamplesCoverEveryRefusal() {
    let facts = RefusalWordsTests.wordListWords.map(\.0)

    #expect(WordListRefusalShapes.missing(from: facts).isEmpty)
  }

  @Test func theVideoPostRefusalsCoverEveryRefusal() {
    #expect(VideoPostRefusalShapes.missing(from: VideoPostRefusalTests.refusals).isEmpty)
  }

  @Test func aMissingCaseIsFound() {
    // Given examples without the refusal for a page past the first
    let facts: [GalleryRefusal] = [
      .page(.rowNotVisible(9, visible: 1...3)), .page(.rowNotVisible(4, visible: nil)),
      .page(.noSuchPage(direction: .next, current: 2, count: 2)), .intent(.nothingToRetry),
      .photoList(.unknownAlbum(9, known: 1...3)), .photoList(.unknownAlbum(1, known: nil)),
      .photoList(.noSuchPhoto(4)), .albums(.notListed(2)),
    ]

    // Then that is the one case reported missing
    #expect(GalleryRefusalShapes.missing(from: facts) == [.noPreviousPage])
  }
}
