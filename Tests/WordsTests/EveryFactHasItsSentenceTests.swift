import Coordinators
import Essentials
import Models
import Testing
import ViewModels
import Words

/// Every case of every fact a view model hands over has its sentence in `Words`: one value of
/// each case (``Facts``, kept whole by a `switch`), worded, and each sentence checked the way a
/// person reads it: there is one, on one line, beginning as a sentence does and ending in a full
/// stop, a question or an exclamation mark (or in the outside words it carries, which a sentence
/// shows as they came), naming the values the fact carries, and no two cases saying the same.
struct EveryFactHasItsSentenceTests {
  /// A fact's case, its sentence, and the values the sentence must name.
  struct Said {
    let kind: String
    let sentence: String
    let carries: [String]
  }

  /// What is wrong with `said`, one line a problem; empty when every sentence reads right.
  static func problems(_ said: [Said]) -> [String] {
    var problems: [String] = []
    var kinds: Set<String> = []
    var sentences: [String: String] = [:]
    for each in said {
      let name = "\(each.kind): \"\(each.sentence)\""
      if !kinds.insert(each.kind).inserted { problems.append("\(each.kind) is listed twice") }
      if let other = sentences.updateValue(each.kind, forKey: each.sentence) {
        problems.append("\(name) says what \(other) says")
      }
      guard let first = each.sentence.first, let last = each.sentence.last else {
        problems.append("\(each.kind) has no sentence")
        continue
      }
      if each.sentence.contains(where: \.isNewline) { problems.append("\(name) is not one line") }
      let carried = { (part: String) in each.carries.contains { $0.hasPrefix(part) } }
      if !first.isUppercase && !carried(String(each.sentence.prefix(while: { $0 != " " }))) {
        problems.append("\(name) does not begin as a sentence")
      }
      if !".?!".contains(last) && !each.carries.contains(where: each.sentence.hasSuffix) {
        problems.append("\(name) does not end as a sentence")
      }
      for value in each.carries where !each.sentence.contains(value) {
        problems.append("\(name) does not name \(value)")
      }
    }
    return problems
  }

  static func said<Fact>(
    _ examples: [Facts.Example<Fact>], kind: (Fact) -> String, words: (Fact) -> String
  ) -> [Said] {
    examples.map { Said(kind: kind($0.fact), sentence: words($0.fact), carries: $0.carries) }
  }

  @Test func everyCauseOfAFailedLoadHasItsSentence() {
    let said = Self.said(Facts.causes, kind: Facts.kind) { cause in
      cause == .described
        ? FailureWords.what(LoadFailure(message: "The server answered 500."))
        : FailureWords.what(LoadFailure(cause))
    }
    #expect(said.count == Facts.causes.count)
    #expect(Self.problems(said) == [])
  }

  @Test func everyStepOfALoadHasItsSentence() {
    let list = Self.said(Facts.steps, kind: Facts.kind) { step in
      PhotoListWords.why(LoadFailure(message: "The disk is full.", step: step))
    }
    let detail = Self.said(Facts.steps, kind: Facts.kind) { step in
      PhotoDetailWords.reloadFailed(LoadFailure(message: "The disk is full.", step: step))
    }
    for screen in [list, detail] {
      #expect(Self.problems(screen) == [])
      #expect(screen.allSatisfy { $0.sentence.hasSuffix("The disk is full.") })
    }
  }

  @Test func everyStopOfALoadInBatchesHasItsSentence() {
    let said = Self.said(Facts.stops, kind: Facts.kind) { stop in
      PhotoListWords.stopped(
        stop, progress: LoadProgress(received: 12_345, expected: 250_000, stop: stop))
    }
    #expect(Self.problems(said) == [])
  }

  @Test func everySharedRefusalHasItsSentence() {
    let intents = Self.said(Facts.intentErrors, kind: Facts.kind, words: FailureWords.refusal)
    let lists = Self.said(Facts.listErrors, kind: Facts.kind) {
      FailureWords.refusal($0, noun: "album")
    }
    #expect(Self.problems(intents + lists) == [])
    #expect(FailureWords.refusal(ListError.notListed(62), noun: "album").hasPrefix("Album 62"))
  }

  @Test func everyScreensRefusalHasItsSentence() {
    let photos = Self.said(Facts.photoListErrors, kind: Facts.kind, words: PhotoListWords.refusal)
    let post = Self.said(Facts.postErrors, kind: Facts.kind, words: PostWords.refusal)
    let todos = Self.said(Facts.todoListErrors, kind: Facts.kind, words: TodoListWords.refusal)
    let words = Self.said(Facts.wordListErrors, kind: Facts.kind, words: WordListWords.refusal)

    for screen in [photos, post, todos, words] {
      #expect(Self.problems(screen) == [])
    }
  }

  @Test func everyVideoProblemHasItsSentence() {
    let files = Self.said(Facts.fileProblems, kind: Facts.kind) {
      VideoPostWords.sentence(for: $0)
    }
    let library = Self.said(Facts.libraryErrors, kind: Facts.kind) {
      VideoPostWords.sentence(for: $0)
    }
    #expect(Self.problems(files + library) == [])
  }

  @Test func everyVideoPostRefusalCaptionIssueAndRetryHasItsSentence() {
    let words = VideoPostVocabulary(
      caption: "caption", post: "post", cancel: "cancel", retry: "retry")
    let refusals = Self.said(Facts.videoPostErrors, kind: Facts.kind, words: words.refusal)
    let captions = Self.said(Facts.captionIssues, kind: Facts.kind, words: words.captionHint)
    let retries = Self.said(Facts.retryPlans, kind: Facts.kind) { words.retryHint($0) }
    for fact in [refusals, captions, retries] {
      #expect(Self.problems(fact) == [])
    }
  }

  @Test func aRetryUnlikelyToHelpSaysWhyAndThatItTriesAnyway() {
    let words = VideoPostVocabulary(
      caption: "caption", post: "post", cancel: "cancel", retry: "again")
    let failure = LoadFailure(
      message: "413", retryAdvice: .unlikelyToHelp("the server takes at most 25 MB"))
    #expect(
      words.retryHint(.startUpload, after: failure)
        == "Trying again will likely fail the same way: the server takes at most 25 MB. "
        + "'again' tries anyway.")
    #expect(
      words.retryHint(.publishPost, after: LoadFailure(message: "503"))
        == words.retryHint(.publishPost))
  }

  @Test func everyNoticeOfNavigationHasItsSentence() {
    let notices = Self.said(Facts.notices, kind: Facts.kind, words: GalleryWords.notice)
    let routes = Self.said(Facts.routes, kind: Facts.kind) { GalleryWords.notice(.notOpened($0)) }
    #expect(Self.problems(notices) == [])
    #expect(Self.problems(routes) == [])
  }

  @Test func everyReasonAWriteWasNotSavedHasItsSentence() {
    let todo = Todo(id: 5, userID: 1, title: "Buy milk", completed: false)
    let said = Self.said(Facts.writeReasons, kind: Facts.kind) { reason in
      TodoListWords.unsaved(
        WriteFailure(
          id: 5, change: .patch(TodoPatch(completed: true)), target: todo, reason: reason))
    }
    #expect(Self.problems(said) == [])
    #expect(said.allSatisfy { $0.sentence.hasPrefix("Marking \"Buy milk\" done") })
  }

  @Test func everyChangeIsSaidAsWhatThePersonDid() {
    let todo = Todo(id: 5, userID: 1, title: "Buy milk", completed: false)
    let todoChanges: [TodoChange] = [
      .create(Todo(id: 6, userID: 1, title: "Call home", completed: false)),
      .patch(TodoPatch(completed: true)), .patch(TodoPatch(completed: false)),
      .patch(TodoPatch(title: "Buy oat milk")), .patch(TodoPatch(title: "x", completed: true)),
      .delete,
    ]
    let comment = Comment(id: 3, postID: 1, body: "Nice")
    let commentChanges: [CommentChange] = [
      .create(Comment(id: 4, postID: 1, body: "Lovely")), .replace(comment), .delete,
    ]
    let todos = todoChanges.map { TodoListWords.change($0, of: todo) }
    let comments = commentChanges.map { PostWords.change($0, before: comment) }

    #expect(
      todos == [
        "Adding \"Call home\"", "Marking \"Buy milk\" done", "Marking \"Buy milk\" not done",
        "Renaming \"Buy milk\" to \"Buy oat milk\"", "Changing \"Buy milk\"",
        "Deleting \"Buy milk\"",
      ])
    #expect(
      comments == [
        "Adding the comment \"Lovely\"", "Adding the comment \"Nice\"",
        "Deleting the comment \"Nice\"",
      ])
  }

  @Test func aFrontEndShortensTheQuotedTitleItHasNoRoomFor() {
    let failure = TodoWriteFailure(
      id: 5, change: .delete, target: Todo(id: 5, userID: 1, title: "Buy milk", completed: false),
      reason: .overtaken(by: .delete))

    #expect(
      TodoListWords.unsaved(failure) { String($0.prefix(3)) + "…" }
        == "Deleting \"Buy…\" was not sent: the todo was deleted first.")
    #expect(FailureWords.unsaved(latest: "It was not saved.", others: 0) == "It was not saved.")
    #expect(
      FailureWords.unsaved(latest: "It was not saved.", others: 2)
        == "It was not saved. (and 2 more not saved)")
  }

  @Test func aSentenceThatBreaksTheRulesIsCaught() {
    let broken = [
      Said(kind: "a", sentence: "", carries: []),
      Said(kind: "b", sentence: "no capital.", carries: []),
      Said(kind: "c", sentence: "No full stop", carries: []),
      Said(kind: "d", sentence: "Names nothing.", carries: ["42"]),
      Said(kind: "e", sentence: "Two\nlines.", carries: []),
      Said(kind: "f", sentence: "Names nothing.", carries: []),
    ]
    #expect(Self.problems(broken).count == 6)
  }
}

/// The photo list's words for what a search or an album filter left, and for how far a load in
/// batches got: each says the values it was given.
struct PhotoListWordsTests {
  @Test func whatASearchLeftNamesTheTermAndTheAlbum() {
    let said = [
      PhotoListWords.noMatches(PhotoQuery(searchTerm: "dusk", albumFilter: .album(4))),
      PhotoListWords.noMatches(PhotoQuery(searchTerm: "dusk")),
      PhotoListWords.noMatches(PhotoQuery(albumFilter: .album(4))),
      PhotoListWords.noMatches(PhotoQuery()),
    ]
    #expect(
      said == [
        "No photos in album 4 match \"dusk\".", "No photos match \"dusk\".",
        "No photos in album 4.", "No photos match.",
      ])
    #expect(
      PhotoListWords.noMatches(PhotoQuery(searchTerm: "harbour")) { String($0.prefix(1)) + "…" }
        .contains("\"h…\""))
  }

  @Test func aLoadInBatchesSaysHowFarItGot() {
    #expect(
      PhotoListWords.progress(LoadProgress(received: 1_200, expected: 5_000)) == "1,200 of 5,000")
    #expect(PhotoListWords.progress(LoadProgress(received: 1_200, expected: nil)) == "1,200 so far")
    #expect(
      PhotoListWords.refreshFailed(
        LoadFailure(message: "Timed out"), progress: LoadProgress(received: 7, expected: 9))
        == "Refresh failed: Timed out. Loaded 7 of 9")
  }
}
