#if SQLite
  import Foundation

  /// The JSON bodies of many consecutive rows joined into one array, `[` body `,` body ... `]`,
  /// decoded with one `JSONDecoder` call.
  ///
  /// A decoder call has a large fixed cost, so decoding rows one by one cost most of a store's
  /// open. A chunk remembers where each body starts, so one that does not decode, or decodes to
  /// another number of entities than it has rows (a damaged body can hold a comma), is decoded
  /// again row by row: the failure then names the first row that holds no valid entity, exactly
  /// as reading row by row would.
  struct SQLiteRowChunk<Entity: StoreEntity>: Sendable {
    /// The rows read before this chunk's first: turns a row of the chunk into a row number.
    let firstRow: Int
    private var json = Data("[".utf8)
    /// Where each row's body starts in `json`; it ends a byte before the next one starts.
    private var starts: [Int] = []

    /// An empty chunk whose first row is the one after `firstRow` rows.
    init(firstRow: Int, capacity: Int) {
      self.firstRow = firstRow
      json.reserveCapacity(capacity)
    }

    /// How many rows the chunk holds.
    var rows: Int { starts.count }
    /// How many bytes of JSON it holds.
    var bytes: Int { json.count }

    /// Appends one row's body (its bytes are copied).
    mutating func append(_ body: UnsafeRawBufferPointer) {
      if !starts.isEmpty { json.append(UInt8(ascii: ",")) }
      starts.append(json.count)
      json.append(contentsOf: body)
    }

    /// The chunk, its array closed with `]`: the form ``decode()`` reads. Consuming, so the JSON
    /// is closed in place rather than copied.
    consuming func closed() -> SQLiteRowChunk {
      json.append(UInt8(ascii: "]"))
      return self
    }

    /// The entities of a ``closed()`` chunk, in row order, or the reason its first bad row holds
    /// none.
    func decode() -> Result<[Entity], SQLiteError> {
      if let decoded = try? JSONDecoder().decode(Rows.self, from: json),
        decoded.entities.count == starts.count
      {
        return .success(decoded.entities)
      }
      return decodeRowByRow()
    }

    /// A chunk's array, decoded into an array sized once for all its entities (the decoder's own
    /// array grows by doubling, and would keep the slack).
    private struct Rows: Decodable {
      var entities: [Entity] = []

      init(from decoder: any Decoder) throws {
        var rows = try decoder.unkeyedContainer()
        entities.reserveCapacity(rows.count ?? 0)
        while !rows.isAtEnd { entities.append(try rows.decode(Entity.self)) }
      }
    }

    /// Each row decoded alone: the slow way, taken only to name the row that is wrong.
    private func decodeRowByRow() -> Result<[Entity], SQLiteError> {
      let decoder = JSONDecoder()
      var entities: [Entity] = []
      for (index, start) in starts.enumerated() {
        // A body ends at the comma before the next, the last one at the closing bracket.
        let end = index + 1 < starts.count ? starts[index + 1] - 1 : json.count - 1
        do {
          entities.append(try decoder.decode(Entity.self, from: json[start..<end]))
        } catch {
          return .failure(Self.damaged(error, row: firstRow + index + 1))
        }
      }
      return .success(entities)
    }

    /// The error for a row SQLite read that holds no valid entity.
    private static func damaged(_ error: any Error, row: Int) -> SQLiteError {
      let reason = (error as? DecodingError)?.briefDescription ?? "\(error)"
      return SQLiteError.damaged(
        "a row holds no valid \(SQLiteStore<Entity>.entityName): \(reason), row \(row)")
    }
  }
#endif
