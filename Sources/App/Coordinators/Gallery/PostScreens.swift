import Models
import ViewModels

/// How the Gallery makes its posts screens: given by the composition root, which alone knows the
/// service behind them.
public struct PostScreens {
  public var makeList: @MainActor () -> PostListViewModel
  /// Makes the screen of the post with the id.
  public var makePost: @MainActor (Post.ID) -> PostViewModel

  /// The posts screens `makeList` and `makePost` make.
  public init(
    makeList: @escaping @MainActor () -> PostListViewModel,
    makePost: @escaping @MainActor (Post.ID) -> PostViewModel
  ) {
    self.makeList = makeList
    self.makePost = makePost
  }
}
