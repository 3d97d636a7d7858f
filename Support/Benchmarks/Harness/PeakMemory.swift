import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's peak resident memory, reset before an operation and read after it, so a case
/// can say what the operation itself needed at most. Linux only (`/proc/self`); elsewhere nil.
enum PeakMemory {
  /// Hands freed memory back to the system and starts a new peak from what is resident now.
  static func reset() {
    #if os(Linux)
      // glibc's malloc_trim, which the Glibc module does not import; nil handle: RTLD_DEFAULT.
      if let trim = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
      }
      try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    #endif
  }

  /// The peak resident memory since the last ``reset()``, in MiB (`VmHWM`).
  static func megabytes() -> Double? { status("VmHWM:") }

  /// The memory resident now, in MiB (`VmRSS`).
  static func residentMegabytes() -> Double? { status("VmRSS:") }

  /// A figure in kB from `/proc/self/status`, in MiB.
  private static func status(_ field: String) -> Double? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
      else { return nil }
      return kilobytes / 1024
    #else
      return nil
    #endif
  }
}
