import Essentials
import Models
import ViewModels

/// A fixed point in a video post's transfers, at which a script shows a progress frame:
/// fetching or uploading, at 0%, 25%, 50%, 75% or 100%.
///
/// Progress arrives in chunks whose sizes depend on the disk and the network; a frame per
/// quarter, drawn as the quarter itself (`25%`, not the `26.3%` a chunk reached), is the same on
/// every run.
struct TransferCheckpoint: Hashable, Comparable {
  /// Which transfer: an asset's fetch comes before any upload.
  enum Stage: Comparable {
    case fetch, upload
  }

  let stage: Stage
  /// 0 to 4: how many quarters of the transfer are done, rounded down.
  let quarter: Int

  /// The last checkpoint `progress` has reached.
  init(_ stage: Stage, _ progress: TransferProgress) {
    self.init(
      stage, quarter: progress.total == 0 ? 4 : Int(progress.completed * 4 / progress.total))
  }

  init(_ stage: Stage, quarter: Int) {
    self.stage = stage
    self.quarter = min(4, max(0, quarter))
  }

  /// `total` bytes' worth of this checkpoint's progress.
  func progress(of total: Int64) -> TransferProgress {
    TransferProgress(completed: total * Int64(quarter) / 4, total: total)
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.stage, lhs.quarter) < (rhs.stage, rhs.quarter)
  }

  /// This stage's checkpoints up to `self` that come after `last`, in order.
  func passed(since last: TransferCheckpoint?) -> [TransferCheckpoint] {
    (0...quarter).map { TransferCheckpoint(stage, quarter: $0) }
      .filter { checkpoint in last.map { checkpoint > $0 } ?? true }
  }
}

extension VideoPostPhase {
  /// The upload checkpoint this phase has reached; nil before any upload started.
  var uploadCheckpoint: TransferCheckpoint? {
    switch self {
    case .ready, .cancelled(.startUpload), .failed(_, .startUpload): nil
    case .uploading(let progress), .cancelled(.resumeUpload(let progress)),
      .failed(_, .resumeUpload(let progress)):
      TransferCheckpoint(.upload, progress)
    case .posting, .posted, .cancelled(.publishPost), .failed(_, .publishPost):
      TransferCheckpoint(.upload, quarter: 4)
    }
  }
}
