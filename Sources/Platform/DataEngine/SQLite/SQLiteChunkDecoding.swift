import Essentials

#if SQLite
  import Foundation

  /// Decodes the chunks of rows a store's open reads, on every core, while the reading goes on:
  /// decoding is most of an open, and reading the next rows need not wait for it.
  ///
  /// At most one chunk per core is being decoded at a time (``start(_:)`` waits for a free one),
  /// so the JSON held at once stays a few chunks, whatever the database holds.
  final class SQLiteChunkDecoding<Entity: StoreEntity>: Sendable {
    /// Each chunk's entities, or why its first bad row holds none, by chunk number.
    private let results = Locked<[Result<[Entity], SQLiteError>?]>([])
    private let free: DispatchSemaphore
    private let running = DispatchGroup()

    /// Ready to decode up to `width` chunks at a time.
    init(width: Int = ProcessInfo.processInfo.activeProcessorCount) {
      free = DispatchSemaphore(value: max(1, width))
    }

    /// Starts decoding `chunk`, the one after those started before it, once a core is free.
    func start(_ chunk: SQLiteRowChunk<Entity>) {
      free.wait()
      let number = results.withLock { results in
        results.append(nil)
        return results.count - 1
      }
      running.enter()
      DispatchQueue.global(qos: .userInitiated).async { [self] in
        let result = chunk.decode()
        results.withLock { $0[number] = result }
        free.signal()
        running.leave()
      }
    }

    /// Every chunk's entities, in the order the chunks were started, once all are decoded; or
    /// the failure of the first chunk that holds a bad row. Each chunk's array is let go as soon
    /// as its entities are in the whole one, so the entities are held about once, not twice.
    func finish() throws(SQLiteError) -> [Entity] {
      running.wait()
      var decoded: [Result<[Entity], SQLiteError>?] = []
      results.withLock { swap(&decoded, &$0) }
      var entities: [Entity] = []
      entities.reserveCapacity(decoded.reduce(0) { $0 + ((try? $1?.get())?.count ?? 0) })
      for index in decoded.indices {
        // Every started chunk has its result once `running` is empty.
        guard let result = decoded[index] else { continue }
        decoded[index] = nil
        entities += try result.get()
      }
      return entities
    }
  }
#endif
