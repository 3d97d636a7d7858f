import Coordinators
import Essentials
import Models
import ViewModels

/// One value of every case of each fact the words say, with the values it carries that its
/// sentence must name. Each list is kept whole by a `switch` over the fact (`kind(of:)`): a case
/// added to the fact does not compile here until it has an arm, and its arm's comment asks for
/// a value in the list above; the tests then require each kind to appear exactly once.
enum Facts {
  /// A value of a fact, the name of its case, and the values its sentence must name.
  struct Example<Fact: Sendable>: Sendable {
    let fact: Fact
    let carries: [String]
  }

  // MARK: Loads

  static let causes: [Example<LoadFailure.Cause>] = [
    .init(fact: .described, carries: []),
    .init(fact: .repeatedIDs([3, 5, 8, 13, 21, 34, 55]), carries: ["3, 5, 8, 13, 21", "2 more"]),
    .init(fact: .mediaLibrary(.noSuchAsset("owl.mov", known: [])), carries: ["owl.mov"]),
    .init(fact: .userNotFound(417), carries: ["417"]),
    .init(fact: .uploadEndedEarly, carries: []),
    .init(fact: .uploadStalled(.seconds(95)), carries: ["1:35"]),
  ]

  /// The case of a cause; a new cause needs an arm here and a value in ``causes``.
  static func kind(of cause: LoadFailure.Cause) -> String {
    switch cause {
    case .described: "described"
    case .repeatedIDs: "repeatedIDs"
    case .mediaLibrary: "mediaLibrary"
    case .userNotFound: "userNotFound"
    case .uploadEndedEarly: "uploadEndedEarly"
    case .uploadStalled: "uploadStalled"
    }
  }

  static let steps: [Example<LoadFailure.Step>] = [
    .init(fact: .fetching, carries: []), .init(fact: .keeping, carries: []),
  ]

  /// The case of a step; a new step needs an arm here and a value in ``steps``.
  static func kind(of step: LoadFailure.Step) -> String {
    switch step {
    case .fetching: "fetching"
    case .keeping: "keeping"
    }
  }

  /// With 12,345 of 250,000 photos arrived, as each stop's sentence says.
  static let stops: [Example<LoadStop>] = [
    .init(fact: .rowLimit(200_000), carries: ["200,000", "12,345 of 250,000"]),
    .init(
      fact: .memoryCeiling(rows: 150_000, bytes: 2_000_000_000),
      carries: ["150,000", ByteCountText.text(2_000_000_000), "12,345 of 250,000"]),
    .init(fact: .interrupted, carries: ["12,345 of 250,000"]),
  ]

  /// The case of a stop; a new one needs an arm here and a value in ``stops``.
  static func kind(of stop: LoadStop) -> String {
    switch stop {
    case .rowLimit: "rowLimit"
    case .memoryCeiling: "memoryCeiling"
    case .interrupted: "interrupted"
    }
  }

  // MARK: Refusals

  static let intentErrors: [Example<IntentError>] = [.init(fact: .nothingToRetry, carries: [])]

  /// The case of a shared refusal; a new one needs an arm here and a value in ``intentErrors``.
  static func kind(of error: IntentError) -> String {
    switch error {
    case .nothingToRetry: "nothingToRetry"
    }
  }

  static let listErrors: [Example<ListError<Int>>] = [.init(fact: .notListed(62), carries: ["62"])]

  /// The case of a list's refusal; a new one needs an arm here and a value in ``listErrors``.
  static func kind(of error: ListError<Int>) -> String {
    switch error {
    case .notListed: "notListed"
    }
  }

  static let photoListErrors: [Example<PhotoListError>] = [
    .init(fact: .noSuchPhoto(731), carries: ["731"]),
    .init(fact: .unknownAlbum(12, known: 2...9), carries: ["12", "2–9"]),
    .init(fact: .unknownAlbum(14, known: nil), carries: ["14"]),
  ]

  /// The case of a photo list's refusal; a new one needs an arm here and a value in
  /// ``photoListErrors``.
  static func kind(of error: PhotoListError) -> String {
    switch error {
    case .noSuchPhoto: "noSuchPhoto"
    case .unknownAlbum(_, .some): "unknownAlbum, albums known"
    case .unknownAlbum(_, nil): "unknownAlbum, no albums"
    }
  }

  /// Retries named "retry" and captions "caption", as the terminal names them.
  static let videoPostErrors: [Example<VideoPostError>] = [
    .init(fact: .invalidCaption(.tooLong(2_300, limit: 2_200)), carries: ["2300", "2200"]),
    .init(fact: .captionLocked, carries: ["'cancel'"]),
    .init(fact: .notFetched, carries: []),
    .init(fact: .alreadySending, carries: ["'cancel'"]),
    .init(fact: .alreadyPosted, carries: []),
    .init(fact: .useRetry(.startUpload), carries: ["'retry'"]),
    .init(fact: .nothingToCancel, carries: []),
    .init(fact: .nothingToRetry, carries: []),
  ]

  /// The case of a video post's refusal; a new one needs an arm here and a value in
  /// ``videoPostErrors``.
  static func kind(of error: VideoPostError) -> String {
    switch error {
    case .invalidCaption: "invalidCaption"
    case .captionLocked: "captionLocked"
    case .notFetched: "notFetched"
    case .alreadySending: "alreadySending"
    case .alreadyPosted: "alreadyPosted"
    case .useRetry: "useRetry"
    case .nothingToCancel: "nothingToCancel"
    case .nothingToRetry: "nothingToRetry"
    }
  }

  static let captionIssues: [Example<CaptionIssue>] = [
    .init(fact: .empty, carries: ["'caption'"]),
    .init(fact: .controlCharacters, carries: []),
    .init(fact: .tooLong(2_300, limit: 2_200), carries: ["2300", "2200"]),
  ]

  /// The case of a caption's issue; a new one needs an arm here and a value in
  /// ``captionIssues``.
  static func kind(of issue: CaptionIssue) -> String {
    switch issue {
    case .empty: "empty"
    case .controlCharacters: "controlCharacters"
    case .tooLong: "tooLong"
    }
  }

  static let retryPlans: [Example<RetryPlan>] = [
    .init(fact: .startUpload, carries: ["'retry'"]),
    .init(
      fact: .resumeUpload(TransferProgress(completed: 3_000_000, total: 48_000_000)),
      carries: ["'retry'", ByteCountText.text(3_000_000), ByteCountText.text(48_000_000)]),
    .init(fact: .publishPost, carries: ["'retry'"]),
  ]

  /// The case of a retry's plan; a new one needs an arm here and a value in ``retryPlans``.
  static func kind(of plan: RetryPlan) -> String {
    switch plan {
    case .startUpload: "startUpload"
    case .resumeUpload: "resumeUpload"
    case .publishPost: "publishPost"
    }
  }

  static let postErrors: [Example<PostError>] = [
    .init(fact: .notLoaded, carries: []),
    .init(fact: .noSuchComment(88), carries: ["88"]),
    .init(fact: .text(.empty), carries: []),
    .init(fact: .text(.controlCharacters), carries: []),
    .init(fact: .text(.tooLong(301, limit: 280)), carries: ["301", "280"]),
  ]

  /// The case of a post's refusal; a new one needs an arm here and a value in ``postErrors``.
  static func kind(of error: PostError) -> String {
    switch error {
    case .notLoaded: "notLoaded"
    case .noSuchComment: "noSuchComment"
    case .text(.empty): "text empty"
    case .text(.controlCharacters): "text controlCharacters"
    case .text(.tooLong): "text tooLong"
    }
  }

  static let todoListErrors: [Example<TodoListError>] = [
    .init(fact: .notLoaded, carries: []),
    .init(fact: .noSuchTodo(29), carries: ["29"]),
    .init(fact: .title(.empty), carries: []),
    .init(fact: .title(.controlCharacters), carries: []),
    .init(fact: .title(.tooLong(207, limit: 200)), carries: ["207", "200"]),
  ]

  /// The case of a todo list's refusal; a new one needs an arm here and a value in
  /// ``todoListErrors``.
  static func kind(of error: TodoListError) -> String {
    switch error {
    case .notLoaded: "notLoaded"
    case .noSuchTodo: "noSuchTodo"
    case .title(.empty): "title empty"
    case .title(.controlCharacters): "title controlCharacters"
    case .title(.tooLong): "title tooLong"
    }
  }

  static let wordListErrors: [Example<WordListError>] = [
    .init(fact: .noSuchWord(46), carries: ["46"]),
    .init(fact: .emptyWord, carries: []),
    .init(fact: .wordTooLong(limit: 33), carries: ["33"]),
    .init(fact: .store("The store could not save: the disk is full."), carries: ["disk is full"]),
    .init(fact: .noIDLeft, carries: ["\(Int.max)"]),
  ]

  /// The case of a word list's refusal; a new one needs an arm here and a value in
  /// ``wordListErrors``.
  static func kind(of error: WordListError) -> String {
    switch error {
    case .noSuchWord: "noSuchWord"
    case .emptyWord: "emptyWord"
    case .wordTooLong: "wordTooLong"
    case .store: "store"
    case .noIDLeft: "noIDLeft"
    }
  }

  // MARK: Video posts

  static let fileProblems: [Example<VideoFileProblem>] = [
    .init(fact: .missing(path: "/clips/a.mp4"), carries: ["/clips/a.mp4"]),
    .init(
      fact: .notRegularFile(path: "/clips/b", kind: "a folder"), carries: ["/clips/b", "a folder"]),
    .init(
      fact: .unreadable(path: "/clips/c.mp4", reason: "no permission"),
      carries: ["/clips/c.mp4", "no permission"]),
    .init(fact: .empty(path: "/clips/d.mp4"), carries: ["/clips/d.mp4"]),
    .init(
      fact: .tooLarge(path: "/clips/e.mp4", size: 9_000_000, limit: 5_000_000),
      carries: ["/clips/e.mp4", "9.0 MB", "5.0 MB"]),
  ]

  /// The case of a file problem; a new one needs an arm here and a value in ``fileProblems``.
  static func kind(of problem: VideoFileProblem) -> String {
    switch problem {
    case .missing: "missing"
    case .notRegularFile: "notRegularFile"
    case .unreadable: "unreadable"
    case .empty: "empty"
    case .tooLarge: "tooLarge"
    }
  }

  static let libraryErrors: [Example<MediaLibraryError>] = [
    .init(
      fact: .noSuchAsset("fox.mov", known: ["cat.mov", "owl.mp4"]),
      carries: ["fox.mov", "cat.mov, owl.mp4"]),
    .init(fact: .noSuchAsset("hen.mov", known: []), carries: ["hen.mov"]),
    .init(
      fact: .unreadableLibrary(path: "/media", reason: "it is gone"),
      carries: ["/media", "it is gone"]),
    .init(
      fact: .exportFailed(name: "elk.mov", reason: "the disk is full"),
      carries: ["elk.mov", "the disk is full"]),
  ]

  /// The case of a library error; a new one needs an arm here and a value in ``libraryErrors``.
  static func kind(of error: MediaLibraryError) -> String {
    switch error {
    case .noSuchAsset(_, let known) where known.isEmpty: "noSuchAsset, empty library"
    case .noSuchAsset: "noSuchAsset"
    case .unreadableLibrary: "unreadableLibrary"
    case .exportFailed: "exportFailed"
    }
  }

  // MARK: Writes

  static let writeReasons: [Example<WriteFailure<Int, TodoChange>.Reason>] = [
    .init(fact: .failed(message: "busy (503).", retryAdvice: .mayHelp), carries: ["busy (503)"]),
    .init(
      fact: .failed(message: "busy", retryAdvice: .after(.seconds(7))), carries: ["busy", "7"]),
    .init(
      fact: .failed(message: "refused", retryAdvice: .unlikelyToHelp("the title is taken")),
      carries: ["refused", "the title is taken"]),
    .init(fact: .overtaken(by: .delete), carries: []),
    .init(
      fact: .unconfirmed(message: "the connection was reset"), carries: ["the connection was reset"]
    ),
  ]

  /// The case of a write's failure, with its advice; a new one needs an arm here and a value in
  /// ``writeReasons``.
  static func kind(of reason: WriteFailure<Int, TodoChange>.Reason) -> String {
    switch reason {
    case .failed(_, .mayHelp): "failed, may help"
    case .failed(_, .after): "failed, after a pause"
    case .failed(_, .unlikelyToHelp): "failed, unlikely to help"
    case .overtaken: "overtaken"
    case .unconfirmed: "unconfirmed"
    }
  }

  // MARK: Navigation

  static let notices: [Example<GalleryCoordinator.Notice>] = [
    .init(fact: .withoutVideoPosting, carries: []),
    .init(
      fact: .videoPostNotOpened(VideoFileProblem.missing(path: "/tmp/owl.mov")),
      carries: ["/tmp/owl.mov"]),
    .init(
      fact: .videoPosted(VideoPost(id: 101, caption: "An owl at dusk", fileID: "f1")),
      carries: ["101", "An owl at dusk"]),
    .init(fact: .videoPostClosed, carries: []),
    .init(fact: .notOpened(.user(417)), carries: ["user 417"]),
  ]

  /// The case of a notice; a new one needs an arm here and a value in ``notices``.
  static func kind(of notice: GalleryCoordinator.Notice) -> String {
    switch notice {
    case .withoutVideoPosting: "withoutVideoPosting"
    case .videoPostNotOpened: "videoPostNotOpened"
    case .videoPosted: "videoPosted"
    case .videoPostClosed: "videoPostClosed"
    case .notOpened: "notOpened"
    }
  }

  /// Every route as a notice names it when its screen could not be opened.
  static let routes: [Example<GalleryCoordinator.Route>] = [
    .init(fact: .detail(7), carries: ["photo 7"]), .init(fact: .albums, carries: ["the albums"]),
    .init(fact: .album(4), carries: ["album 4"]),
    .init(fact: .videoPost(.file("/tmp/owl.mov")), carries: ["/tmp/owl.mov"]),
    .init(fact: .videoPost(.asset("owl")), carries: ["asset owl"]),
    .init(fact: .posts, carries: ["the posts"]), .init(fact: .post(3), carries: ["post 3"]),
    .init(fact: .people, carries: ["the people"]), .init(fact: .user(9), carries: ["user 9"]),
    .init(fact: .favorites, carries: ["the favorites"]),
  ]

  /// The case of a route, and of a video post's source; a new one needs an arm here and a
  /// value in ``routes``.
  static func kind(of route: GalleryCoordinator.Route) -> String {
    switch route {
    case .detail: "detail"
    case .albums: "albums"
    case .album: "album"
    case .videoPost(.file): "videoPost, file"
    case .videoPost(.asset): "videoPost, asset"
    case .posts: "posts"
    case .post: "post"
    case .people: "people"
    case .user: "user"
    case .favorites: "favorites"
    }
  }
}
