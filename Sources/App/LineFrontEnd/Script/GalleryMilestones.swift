import Coordinators
import TerminalKit
import Views

/// The Gallery's script milestones: those of the video post in front, if one is, and the frame
/// of a screen saving a write (the generic ``SavingMilestones``, asking `isSavingInFront`, which
/// reads the view model in front as `SavesChanges`); the photo screens have none.
@MainActor
public final class GalleryMilestones: ScriptMilestones {
  private let transfers = TransferMilestones()
  private let saving = SavingMilestones<GalleryLines>(isSaving: { $0.isSavingInFront })

  /// Creates the milestones; nothing is shown yet.
  public init() {}

  /// Counts from where the video post in front is, if one is.
  public func begin(at lines: GalleryLines, atStart: Bool) {
    saving.begin(at: lines, atStart: atStart)
    if case .videoPost(let flow) = lines.coordinator.front {
      transfers.begin(at: lines.lines(of: flow), atStart: atStart)
    }
  }

  /// The video post's progress frames while it is in front, and the frame of a screen saving a
  /// write it was given.
  public func frames(of lines: GalleryLines, on screen: Screen) -> [Frame] {
    guard case .videoPost(let flow) = lines.coordinator.front else {
      return saving.frames(of: lines, on: screen)
    }
    return transfers.frames(of: lines.lines(of: flow), on: screen)
  }
}

extension GalleryLines {
  /// Whether the first screen has something to show (photos, a failure, a countdown to the
  /// next try): from then on a script's `quit` ends its load (``interrupts(_:)``).
  public var hasShownStart: Bool {
    switch coordinator.list.state {
    case .idle, .loading: false
    case .retrying, .loaded, .empty, .failed: true
    }
  }
}
