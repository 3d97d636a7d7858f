import DataEngine
import Foundation
import Models

/// One comment of a post on screen: the comment as the server last confirmed it, with the
/// writes it has not answered yet on top. An added comment keeps its local row id after the
/// server gives it its own (see ``OptimisticRow``).
public struct CommentRow: OptimisticRow {
  /// The row's identity for a UI, for the row's whole life.
  public let id: Comment.ID
  /// What the server confirmed, and the writes not yet answered.
  public let record: Optimistic<CommentChange>
  /// Where the row sits: server ids in order, then adds in the order they were made.
  public let position: Int
  /// Whether the post shows it (false once a delete of it is under way or done).
  let isShown: Bool

  /// A row of `record` at `position`.
  public init(id: Comment.ID, record: Optimistic<CommentChange>, position: Int) {
    self.id = id
    self.record = record
    self.position = position
    isShown = record.shown != nil
  }

  /// The comment to show: the confirmed one with the pending writes applied.
  public var comment: Comment {
    record.shown ?? record.confirmed ?? Comment(id: id, postID: 0, body: "")
  }

  /// Whether a write of this comment is waiting for the server: a front end marks the row.
  public var isSaving: Bool { record.isSaving }

  /// The shown comments, in order.
  static var shown: FetchDescriptor<CommentRow> {
    FetchDescriptor(
      predicate: #Predicate<CommentRow> { $0.isShown }, sortBy: [SortDescriptor(\.position)])
  }
}

/// A write to a comment that was not saved: which change, of which comment, and why.
public typealias CommentWriteFailure = WriteFailure<Comment.ID, CommentChange>

/// One truth of a post's comments, which every screen over them reads and writes.
public typealias CommentStore = OptimisticStore<CommentRow>

extension OptimisticStore where Row == CommentRow {
  /// An empty store of comments: a comment a refresh brings with the post and text of an add
  /// still waiting for its answer is that add.
  public convenience init() {
    self.init(isSameAdd: { draft, fresh in
      draft.postID == fresh.postID && draft.body == fresh.body
    })
  }
}
