import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// How much memory the process holds now: its resident bytes, read from the system each time
/// it is asked, or nil where the system does not say.
///
/// A load that could fill memory reads one between batches and stops at a ceiling
/// (`LoadLimits` in Models); a test gives it a fake that says what the test needs.
///
/// ```swift
/// let gauge = MemoryGauge.resident
/// if let bytes = gauge.residentBytes(), bytes >= 200 << 20 { /* stop */ }
///
/// let fake = MemoryGauge { 250 << 20 }
/// ```
public struct MemoryGauge: Sendable {
  private let read: @Sendable () -> Int?

  /// A gauge that answers with `read`: a test's fake, or another measure of the process.
  public init(_ read: @escaping @Sendable () -> Int?) { self.read = read }

  /// The bytes the process holds in memory now, or nil when the gauge cannot say.
  public func residentBytes() -> Int? { read() }

  /// The system's own count of the process's resident memory: `/proc/self/statm` on Linux,
  /// `task_info` on Darwin; nil elsewhere, or when the system does not answer.
  public static let resident = MemoryGauge { systemResidentBytes() }

  private static func systemResidentBytes() -> Int? {
    #if os(Linux)
      // "size resident shared text lib data dt", in pages.
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(taskSelf, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
      return nil
    #endif
  }

  #if canImport(Darwin)
    /// The task's own port, asked for once: `mach_task_self_` is a C global, which strict
    /// concurrency refuses to read on SDKs that do not mark it safe.
    private static let taskSelf: mach_port_t = task_self_trap()
  #endif
}
