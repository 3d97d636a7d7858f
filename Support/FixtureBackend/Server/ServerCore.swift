import Dispatch
import Essentials
import Foundation

/// The running part of a server: the listening socket, the accept thread, the open connections.
///
/// Blocking socket calls run on dedicated `Thread`s, never on Swift concurrency's cooperative pool:
/// that pool has one thread per core (two here), and a URLSession awaiting a response in the same
/// process would starve if the server parked those threads in `accept` or `recv`.
///
/// Who closes what is the heart of the design. A descriptor is closed by exactly one party, while
/// holding `state`'s lock: the listener by `stop()`, each connection by its own thread when it ends.
/// `stop()` only *shuts down* connections (which wakes their threads) and never closes them, so no
/// thread ever reads from a number the kernel has already handed to someone else.
final class ServerCore: Sendable {
  let port: UInt16
  private let listener: Descriptor
  private let wakePipe: WakePipe
  private let router: FixtureRouter
  private let state = Locked(State())
  /// Every thread of this server, so `stop()` can return only once they have all ended.
  private let threads = DispatchGroup()

  private struct State {
    var isStopped = false
    var connections: Set<Descriptor> = []
    /// Lets `stop()` notice it is running on one of these threads (an `intercept` stopping its
    /// own server), where waiting for them all would wait forever.
    var threadIDs: Set<ObjectIdentifier> = []
  }

  /// Binds 127.0.0.1:`port` and starts accepting; port 0 lets the kernel choose.
  init(port requestedPort: UInt16, router: FixtureRouter) throws(SocketError) {
    let listener = try Descriptor.listening(onLoopbackPort: requestedPort)
    do throws(SocketError) {
      port = try listener.localPort()
      wakePipe = try WakePipe()
    } catch {
      listener.close()
      throw error
    }
    self.listener = listener
    self.router = router
    spawnThread(named: "accept") { [self] in acceptLoop() }
  }

  /// Closes the listener, shuts down every connection, and returns once all of this server's
  /// threads have ended: from then on connections are refused and nothing is left open.
  ///
  /// The wait is short: every thread is blocked on a socket that was just shut down, unless an
  /// `intercept` closure is still running.
  func stop() {
    let (wasRunning, calledFromOwnThread) = state.withLock { state in
      let calledFromOwnThread = state.threadIDs.contains(ObjectIdentifier(Thread.current))
      guard !state.isStopped else { return (false, calledFromOwnThread) }
      state.isStopped = true
      listener.shutdown()
      listener.close()
      wakePipe.signal()
      for connection in state.connections { connection.shutdown() }
      return (true, calledFromOwnThread)
    }
    if wasRunning && !calledFromOwnThread { threads.wait() }
  }

  private enum AcceptOutcome {
    case accepted(Descriptor)
    case nothingPending
    case stopped
  }

  private func acceptLoop() {
    defer { wakePipe.close() }
    while true {
      wakePipe.wait(for: listener)
      // Accepting under the lock means `stop()` can never miss a connection it should shut down.
      // (A persistent accept error such as EMFILE would spin here; a fixture accepts that.)
      let outcome = state.withLock { state -> AcceptOutcome in
        guard !state.isStopped else { return .stopped }
        guard let connection = listener.acceptConnection() else { return .nothingPending }
        state.connections.insert(connection)
        return .accepted(connection)
      }
      switch outcome {
      case .stopped: return
      case .nothingPending: continue
      case .accepted(let socket):
        spawnThread(named: "connection") { [self] in
          var connection = Connection(socket: socket, router: router)
          connection.serve()
          state.withLock { state in
            state.connections.remove(socket)
            socket.close()
          }
        }
      }
    }
  }

  /// Runs `body` on a new thread that `stop()` will wait for.
  private func spawnThread(named role: String, _ body: @escaping @Sendable () -> Void) {
    threads.enter()
    let name = "fixture:\(port) \(role)"
    let thread = Thread { [self] in
      Thread.setSystemName(name)
      let id = ObjectIdentifier(Thread.current)
      state.withLock { _ = $0.threadIDs.insert(id) }
      body()
      state.withLock { _ = $0.threadIDs.remove(id) }
      threads.leave()
    }
    thread.name = name
    thread.start()
  }
}
