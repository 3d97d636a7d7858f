#if SQLite
  import Foundation

  // Reading every row at open: in chunks of many rows, each decoded with one call, then put in
  // id order once, so the in-memory engine and its first fetch find them sorted.
  extension SQLiteStore {
    /// Rows per chunk: enough to make a decoder call's fixed cost vanish, few enough that a
    /// chunk's JSON and its decoder's work stay a few megabytes.
    static var rowsPerChunk: Int { 10_000 }
    /// The bytes at which a chunk of large entities is decoded before it has all its rows.
    static var bytesPerChunk: Int { 4 << 20 }

    /// Every entity in the database, in id order; a row that holds no valid entity, or two rows
    /// holding one id, make it a damaged file.
    static func rows(of connection: SQLiteConnection) throws(SQLiteError) -> [Entity] {
      let select = try connection.prepare(SQLiteSchema.everything)
      let decoding = SQLiteChunkDecoding<Entity>()
      var chunk = SQLiteRowChunk<Entity>(firstRow: 0, capacity: 1 << 16)
      while try select.step() {
        chunk.append(select.bytes(at: 0))
        if chunk.rows == rowsPerChunk || chunk.bytes >= bytesPerChunk {
          // The next chunk is sized like this one: rows of one table are alike in size.
          let next = SQLiteRowChunk<Entity>(
            firstRow: chunk.firstRow + chunk.rows, capacity: chunk.bytes + chunk.bytes / 8)
          decoding.start(chunk.closed())
          chunk = next
        }
      }
      if chunk.rows > 0 { decoding.start(chunk.closed()) }
      return try inIDOrder(decoding.finish())
    }

    /// `entities` in id order. Rows come out of the table in the order of its key, the id's
    /// JSON text, which is not the ids' order for numbers ("10" comes before "9"). Entities in
    /// order cost one comparison each; others are sorted by their ids alone, then swapped into
    /// place, never copied. Two entities with one id (a damaged body) would be one in memory, and
    /// the next save would lose the other's row, so they are refused. Specialized for each concrete
    /// entity through the release builds' cross-module optimisation (Package.swift): in generic
    /// code, reading each id copies its entity.
    static func inIDOrder(_ entities: consuming [Entity]) throws(SQLiteError) -> [Entity] {
      // Read in place: iterating the array would copy each entity.
      let ids = entities.withUnsafeBufferPointer { entities in
        entities.indices.map { entities[$0].id }
      }
      // Ids that are numbers, the usual case, are compared as numbers, many times faster than
      // through `Comparable`.
      let order =
        if let numbers = ids as? [Int] { numbers.sortedIndices } else { ids.sortedIndices }
      guard let order else { return entities }
      for (earlier, later) in zip(order, order.dropFirst()) where ids[earlier] == ids[later] {
        throw .damaged("two rows hold the \(entityName) with id \(ids[later])")
      }
      entities.withUnsafeMutableBufferPointer { $0.permute(by: order) }
      return entities
    }
  }

  extension Array where Element: Comparable {
    /// The indices in the ascending order of their elements, or nil when the elements are in
    /// it already, each after the one before (so none repeats).
    fileprivate var sortedIndices: [Int]? {
      if indices.dropFirst().allSatisfy({ self[$0 - 1] < self[$0] }) { return nil }
      return indices.sorted { self[$0] < self[$1] }
    }
  }

  extension UnsafeMutableBufferPointer {
    /// Rearranges the elements so that the one at `order[i]` ends at `i`, by swaps along each
    /// cycle of the permutation: elements are moved, none is copied.
    fileprivate func permute(by order: [Int]) {
      var placed = [Bool](repeating: false, count: count)
      for start in indices where !placed[start] {
        var position = start
        while order[position] != start {
          swapAt(position, order[position])
          placed[position] = true
          position = order[position]
        }
        placed[position] = true
      }
    }
  }
#endif
