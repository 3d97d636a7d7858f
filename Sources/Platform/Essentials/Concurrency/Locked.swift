import Synchronization

#if THREAD_SANITIZER
  import Foundation
#endif

/// A value shared between threads, reached only under a lock: the kit's one lock type.
///
/// Use it wherever a few threads share a little state and an actor would force every caller to
/// `await`: an observer list, a counter a callback bumps, a table a server thread fills. The
/// value lives inside the lock, so no code can touch it without holding the lock, and `Locked`
/// is `Sendable` whatever `Value` is, because the value only ever crosses threads as `sending`.
///
/// ```swift
/// private let seen = Locked<[String]>([])
/// seen.withLock { $0.append(name) }
/// let count = seen.withLock { $0.count }
/// ```
///
/// It is the standard library's `Mutex` with the same API, plus one thing for the thread
/// sanitizer: `Mutex` waits with raw futex system calls on Linux, which the sanitizer does not
/// intercept, so it reports every access under a `Mutex` as a race (LINUX-NOTES.md, note 16). Built
/// with `-Xswiftc -DTHREAD_SANITIZER` (`Support/Scripts/thread-sanitizer.sh` does), `Locked` also
/// holds an `NSLock`, a pthread mutex the sanitizer does see, around each body. Ordinary builds
/// compile that out and pay for the `Mutex` alone.
public struct Locked<Value: ~Copyable>: ~Copyable, Sendable {
  @usableFromInline let mutex: Mutex<Value>
  #if THREAD_SANITIZER
    /// Taken around the mutex so the sanitizer sees the ordering the mutex provides.
    @usableFromInline let sanitizerLock = NSLock()
  #endif

  /// Makes a lock guarding `initialValue`.
  @inlinable
  public init(_ initialValue: consuming sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with the value while holding the lock, and returns what `body` returns.
  ///
  /// Keep bodies short and never wait inside one (no `await`, no other lock taken in an order
  /// another thread could reverse): every other thread wanting the value waits for it.
  @inlinable
  public borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    #if THREAD_SANITIZER
      sanitizerLock.lock()
      defer { sanitizerLock.unlock() }
    #endif
    return try mutex.withLock(body)
  }
}
