import Coordinators
import Testing

@testable import LineFrontEnd

@Suite("Transfer checkpoints")
struct TransferCheckpointTests {
  private func upload(_ quarter: Int) -> TransferCheckpoint { .init(.upload, quarter: quarter) }
  private func fetch(_ quarter: Int) -> TransferCheckpoint { .init(.fetch, quarter: quarter) }

  @Test func aFreshTransferPassesEveryQuarterFromZero() {
    #expect(upload(2).passed(since: nil) == [upload(0), upload(1), upload(2)])
  }

  @Test func laterCallsReturnOnlyTheQuartersNewlyPassed() {
    #expect(upload(3).passed(since: upload(1)) == [upload(2), upload(3)])
    #expect(upload(1).passed(since: upload(1)).isEmpty)
    #expect(upload(0).passed(since: upload(2)).isEmpty, "a resume below what was shown is quiet")
  }

  @Test func theUploadStartsFromZeroAfterTheFetch() {
    #expect(upload(1).passed(since: fetch(4)) == [upload(0), upload(1)])
    #expect(fetch(4).passed(since: upload(0)).isEmpty)
  }
}
