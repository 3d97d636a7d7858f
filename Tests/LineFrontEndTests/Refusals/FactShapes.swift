import Coordinators
import Models
import ViewModels
import Views

@testable import LineFrontEnd

/// Which case of a fact a value is, as a value that can be listed, so a test can tell whether
/// its examples leave a case out.
///
/// Each `shape(of:)` switches over the fact with no `default`: a new case of the fact does not
/// compile until it has a shape, and then `EveryFactIsWordedTests` fails until the examples
/// that are worded include it. A shape is a case, or a case's variant that reads differently
/// (a range or none, next or previous).
protocol FactShapes {
  associatedtype Fact
  associatedtype Shape: CaseIterable, Hashable

  /// The case `fact` is.
  static func shape(of fact: Fact) -> Shape
}

extension FactShapes {
  /// The cases `facts` leave out.
  static func missing(from facts: [Fact]) -> Set<Shape> {
    Set(Shape.allCases).subtracting(facts.map(shape(of:)))
  }
}

/// The cases of a Gallery refusal: the shared ``IntentError``'s, the line front end's paging
/// refusals, and a screen's own, as one shape: each screen's refusal has shapes of its own
/// (below, or beside a later screen's words tests), so a new screen adds no case here.
enum GalleryRefusalShapes: FactShapes {
  enum Shape: CaseIterable {
    case rowNotVisible, rowNotVisibleOnAnEmptyPage, noNextPage, noPreviousPage, nothingToRetry
    case screen
  }

  static func shape(of fact: GalleryRefusal) -> Shape {
    switch fact {
    case .page(.rowNotVisible(_, visible: .some)): .rowNotVisible
    case .page(.rowNotVisible(_, visible: nil)): .rowNotVisibleOnAnEmptyPage
    case .page(.noSuchPage(direction: .next, _, _)): .noNextPage
    case .page(.noSuchPage(direction: .previous, _, _)): .noPreviousPage
    case .intent(.nothingToRetry): .nothingToRetry
    case .screen: .screen
    }
  }
}

/// The cases of the photo list's refusal.
enum PhotoListRefusalShapes: FactShapes {
  enum Shape: CaseIterable {
    case unknownAlbum, unknownAlbumBeforeAnyLoaded, noSuchPhoto
  }

  static func shape(of fact: PhotoListError) -> Shape {
    switch fact {
    case .unknownAlbum(_, known: .some): .unknownAlbum
    case .unknownAlbum(_, known: nil): .unknownAlbumBeforeAnyLoaded
    case .noSuchPhoto: .noSuchPhoto
    }
  }
}

/// The cases of the albums' refusal.
enum AlbumsRefusalShapes: FactShapes {
  enum Shape: CaseIterable {
    case notListed
  }

  static func shape(of fact: ListError<Album.ID>) -> Shape {
    switch fact {
    case .notListed: .notListed
    }
  }
}

/// The cases of a word list refusal; paging is the line front end's, worded as in the Gallery.
enum WordListRefusalShapes: FactShapes {
  enum Shape: CaseIterable {
    case noNextPage, noPreviousPage, rowNotVisible, rowNotVisibleOnAnEmptyPage
    case noSuchRow, noSuchRowOfOne, noSuchRowInAnEmptyList, noSuchWord, emptyWord, wordTooLong
    case store, noIDLeft
  }

  static func shape(of fact: WordListRefusal) -> Shape {
    switch fact {
    case .paging(.noSuchPage(direction: .next, _, _)): .noNextPage
    case .paging(.noSuchPage(direction: .previous, _, _)): .noPreviousPage
    case .paging(.rowNotVisible(_, visible: .some)): .rowNotVisible
    case .paging(.rowNotVisible(_, visible: nil)): .rowNotVisibleOnAnEmptyPage
    case .noSuchRow(_, let count):
      count == 0 ? .noSuchRowInAnEmptyList : count == 1 ? .noSuchRowOfOne : .noSuchRow
    case .list(.noSuchWord): .noSuchWord
    case .list(.emptyWord): .emptyWord
    case .list(.wordTooLong): .wordTooLong
    case .list(.store): .store
    case .list(.noIDLeft): .noIDLeft
    }
  }
}

/// The cases of a video-post refusal, with every caption issue and every retry plan.
enum VideoPostRefusalShapes: FactShapes {
  enum Shape: CaseIterable {
    case emptyCaption, captionWithControlCharacters, captionTooLong, captionLocked, notFetched
    case alreadySending, alreadyPosted, retryStartsTheUpload, retryResumesTheUpload
    case retryPublishesThePost, nothingToCancel, nothingToRetry
  }

  static func shape(of fact: VideoPostError) -> Shape {
    switch fact {
    case .invalidCaption(.empty): .emptyCaption
    case .invalidCaption(.controlCharacters): .captionWithControlCharacters
    case .invalidCaption(.tooLong): .captionTooLong
    case .captionLocked: .captionLocked
    case .notFetched: .notFetched
    case .alreadySending: .alreadySending
    case .alreadyPosted: .alreadyPosted
    case .useRetry(.startUpload): .retryStartsTheUpload
    case .useRetry(.resumeUpload): .retryResumesTheUpload
    case .useRetry(.publishPost): .retryPublishesThePost
    case .nothingToCancel: .nothingToCancel
    case .nothingToRetry: .nothingToRetry
    }
  }
}
