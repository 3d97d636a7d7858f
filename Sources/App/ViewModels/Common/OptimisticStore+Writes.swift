import DataEngine
import Models

extension OptimisticStore {
  /// Adds the record `make` builds from its local id at the end, at once, and sends it with
  /// `send`, after nothing: the row is marked saving until the answer comes. If the server
  /// refuses, the row goes, and the add and each change made to it meanwhile are in
  /// ``unsaved``. When the server may have kept an add that no answer confirms,
  /// `whenUnconfirmed` reads the records again. Returns the row's id, the row's for its whole
  /// life, and the task that sends the add.
  public func add(
    _ make: (Int) -> Change, whenUnconfirmed reload: @escaping @MainActor () async -> Void,
    send: @escaping @MainActor () async throws -> Value
  ) -> (rowID: Int, task: Task<Void, Never>) {
    addCount += 1
    let local = -addCount
    let change = make(local)
    let number = nextWrite()
    var record = Optimistic<Change>(confirmed: nil)
    record.begin(change, number: number)
    commit { $0.upsert(Row(id: local, record: record, position: Int.max / 2 + addCount)) }
    let task = enqueue(local) { [weak self] in
      self?.onWire[local] = number
      let result = await Result { try await send() }
      self?.onWire[local] = nil
      if self?.settleAdd(local, number: number, change: change, result) == true { await reload() }
    }
    return (local, task)
  }

  /// Shows `change` of the record with id `id` (a row id or a server id) at once and sends it
  /// with `send`, given the server's id, after the writes of that record before it; `value` is
  /// what the row showed before. A removal drops the changes queued behind the one on the wire
  /// (each in ``unsaved``, as overtaken). `send` answers with the record as the server now
  /// holds it, nil when it is gone.
  public func send(
    _ change: Change, to id: Int, was value: Value,
    whenUnconfirmed reload: @escaping @MainActor () async -> Void,
    send: @escaping @MainActor (Int) async throws -> Value?
  ) -> Task<Void, Never> {
    let row = rowID(id)
    let number = nextWrite()
    update(row) { record in
      if change.removes {
        // An add is never dropped: a record must exist on the server before it can go there.
        let wire = onWire[row]
        let before = record
        let dropped = record.drop { $0.change.created == nil && $0.number != wire }
        unsaved += dropped.map { write in
          Failure(
            id: row, change: write.change, target: before.shown(before: write.number),
            reason: .overtaken(by: change))
        }
      }
      record.begin(change, number: number)
    }
    return enqueue(row) { [weak self] in
      // A change made while the record was being added goes to the id the server gave it; one
      // made to a refresh's copy of a record an add saved goes to that add's row.
      guard let self, case let row = rowID(row), let target = serverID(of: row),
        isPending(number, of: row)
      else {
        return  // dropped by a removal, or by an add that failed
      }
      onWire[row] = number
      let result = await Result { try await send(target) }
      onWire[row] = nil
      if settle(number, of: row, change: change, was: value, result) { await reload() }
    }
  }

  /// Queues `work`, a write of row `rowID`, after the writes of that row before it, counting it
  /// in ``changesSaving`` until it has settled (answered, or dropped unsent).
  private func enqueue(
    _ rowID: Int, _ work: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    changesSaving += 1
    return writes.enqueue(rowID) { [weak self] in
      await work()
      self?.changesSaving -= 1
    }
  }

  /// Takes the server's answer to write `number` of row `rowID`; true when the answer never
  /// came or could not be read, so the server may have kept the write: the records must be read
  /// again to show what it kept.
  private func settle(
    _ number: Int, of rowID: Int, change: Change, was value: Value,
    _ result: Result<Value?, any Error>
  ) -> Bool {
    answerCount += 1
    let answer = answerCount
    switch result {
    case .success(let confirmed):
      update(rowID) { $0.confirm(number, as: confirmed, answer: answer) }
      return false
    case .failure(let error):
      var removing = false
      update(rowID) { record in
        record.reject(number)
        removing = record.pending.contains { $0.change.removes }
      }
      let failure = Failure(id: rowID, change: change, target: value, error: error)
      // A change whose record is being removed needs no word: the removal speaks for it.
      if !removing { unsaved.append(failure) }
      return failure.mayHaveBeenSaved
    }
  }

  /// Takes the server's answer to the add (write `number`) of row `local`: the row keeps its
  /// id, and holds the record as the server stored it, with the changes made meanwhile on top,
  /// which from now on go to the server's id. True when the server may have kept the add
  /// although no answer says so: the records must be read again, where the record shows under
  /// the id the server gave it.
  private func settleAdd(
    _ local: Int, number: Int, change: Change, _ result: Result<Value, any Error>
  ) -> Bool {
    answerCount += 1
    let answer = answerCount
    let meanwhile = records.fetch(id: local)?.record.pending.filter { $0.number != number } ?? []
    switch result {
    case .success(let value):
      // A refresh may have brought the new record in first, as a row of its own: it becomes
      // this one, its pending writes on top.
      let twin = records.fetch(id: value.id)
      var record = twin?.record ?? Optimistic<Change>(confirmed: value, answer: answer)
      record.refresh(value, sentAt: .max)
      for write in meanwhile { record.begin(write.change, number: write.number) }
      savedIDs[local] = value.id
      rowIDs[value.id] = local
      if twin != nil { writes.rename(value.id, to: local) }
      // The row keeps the place it showed in while saving: an answer moves nothing on screen.
      let place = records.fetch(id: local)?.position ?? value.id
      commit { batch in
        if twin != nil { batch.delete(id: value.id) }
        batch.upsert(Row(id: local, record: record, position: place))
      }
      return false
    case .failure(let error):
      commit { $0.delete(id: local) }
      let ambiguous = (error as? any WriteOutcomeReporting)?.mayHaveBeenApplied ?? false
      // Removed meanwhile: nobody wants it any more, so there is nothing to tell.
      guard !meanwhile.contains(where: { $0.change.removes }) else { return ambiguous }
      // The add, and each change made to it meanwhile, was not saved: each is told, what was
      // typed included.
      var shown: Value?
      for made in [change] + meanwhile.map(\.change) {
        unsaved.append(Failure(id: local, change: made, target: shown, error: error))
        shown = made.applied(to: shown)
      }
      return ambiguous
    }
  }

  private func nextWrite() -> Int {
    writeCount += 1
    return writeCount
  }

  private func isPending(_ number: Int, of rowID: Int) -> Bool {
    records.fetch(id: rowID)?.record.pending.contains { $0.number == number } ?? false
  }
}
