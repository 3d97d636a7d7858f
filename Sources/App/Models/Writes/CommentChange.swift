/// One write to a comment, as a screen shows it before the server answers: the
/// ``OptimisticChange`` of a post's comments.
public enum CommentChange: OptimisticChange, Codable {
  /// Adds the comment (shown with a local id until the server gives it one).
  case create(Comment)
  /// Removes the comment.
  case delete

  /// The comment after this change: created, or gone.
  public func applied(to comment: Comment?) -> Comment? {
    switch self {
    case .create(let new): new
    case .delete: nil
    }
  }

  /// The comment an add creates.
  public var created: Comment? {
    if case .create(let comment) = self { comment } else { nil }
  }

  /// Whether this is a delete.
  public var removes: Bool { self == .delete }
}
