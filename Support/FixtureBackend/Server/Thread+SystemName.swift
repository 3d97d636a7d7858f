import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Thread {
  /// Names the calling thread as debuggers, `top -H` and /proc see it.
  ///
  /// Foundation's `Thread.name` does not reach the system thread on Linux, where a new thread
  /// inherits its creator's name instead; a hung test is far easier to read with names such as
  /// "fixture:41234 c". Glibc's `pthread_setname_np` is not visible to Swift, so on Linux the name
  /// is written where the kernel keeps it, which holds 15 bytes.
  static func setSystemName(_ name: String) {
    #if canImport(Glibc)
      let file = open("/proc/thread-self/comm", O_WRONLY)
      guard file >= 0 else { return }
      let bytes = Array(name.utf8.prefix(15))
      _ = write(file, bytes, bytes.count)
      close(file)
    #elseif canImport(Darwin)
      _ = pthread_setname_np(name)
    #endif
  }
}
