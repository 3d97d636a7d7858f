/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// The byte stream is never trusted: a sequence split across reads waits for its rest, an unknown
/// or broken sequence is dropped (the byte that broke it is read afresh), and no input, however
/// long or strange, makes the decoder crash or hold more than a few bytes, or a paste's
/// `BracketedPaste/longest`.
///
/// A bracketed paste (`ESC [ 200 ~`, the text, `ESC [ 201 ~`) is one ``Key/paste(_:)``, its
/// newlines and escapes text rather than keys. A paste whose end never comes (a terminal cut
/// off mid-paste) ends once nothing has arrived for ``pasteTimeout``, so keys work again. An
/// end marker that arrives inside a paste does not end it (`BracketedPaste` holds what follows
/// an end marker until a pause of ``escapeTimeout`` says it is keys), so no paste acts as keys.
///
/// Escape is both a key and the first byte of most others (↑ is `ESC [ A`), so a lone `ESC`
/// waits: if nothing follows within `escapeTimeout` it was the Escape key. The decoder never
/// reads a clock. Its caller passes the time each read arrived, asks for ``deadline``, and
/// calls ``expire(at:)`` when that passes with nothing read, so tests pass instants and never
/// sleep.
///
/// ```swift
/// var decoder = KeyDecoder<ContinuousClock.Instant>(escapeTimeout: .milliseconds(50))
/// decoder.decode([0x1B, 0x5B], at: now)       // []: the start of a sequence
/// decoder.decode([0x41, 0x71], at: now)       // [.up, .character("q")]
/// decoder.decode([0x1B], at: now)             // []: Escape, or the start of something?
/// decoder.expire(at: now + .milliseconds(50)) // [.escape]
/// ```
public struct KeyDecoder<Instant: InstantProtocol> {
  /// How long a lone Escape waits for the rest of a sequence.
  public let escapeTimeout: Instant.Duration
  /// The bytes of a key not complete yet.
  private var pending: [UInt8] = []
  /// When the first of `pending` arrived.
  private var pendingSince: Instant?
  /// Whether an over-long control sequence is being skipped up to its final byte.
  private var skippingSequence = false
  /// The paste being read, if a paste has begun and not ended.
  private var paste: BracketedPaste?
  /// When the last byte of the paste being read arrived.
  private var pasteLastByte: Instant?

  /// How long a paste waits for its next byte before it counts as ended: twenty times the
  /// Escape timeout (a second for the usual 50 ms), since a terminal sends a paste at once.
  public var pasteTimeout: Instant.Duration { escapeTimeout * 20 }

  /// The longest control sequence kept; a longer one is nobody's key and is skipped.
  package static var longestSequence: Int { 16 }

  /// Creates a decoder whose lone Escape counts as the Escape key after `escapeTimeout`.
  public init(escapeTimeout: Instant.Duration) {
    self.escapeTimeout = escapeTimeout
  }

  /// When the unfinished input times out, if there is any: call ``expire(at:)`` then.
  public var deadline: Instant? {
    if let paste {
      // Ended, what follows at once may still be the paste's; unended, it is slow to come.
      let wait = paste.isEnded ? escapeTimeout : pasteTimeout
      return pasteLastByte.map { $0.advanced(by: wait) }
    }
    return pendingSince.map { $0.advanced(by: escapeTimeout) }
  }

  /// The keys `bytes` complete, read at `now`; bytes of an unfinished key are kept for later.
  public mutating func decode(_ bytes: some Sequence<UInt8>, at now: Instant) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      if paste?.isEnded == true, let deadline, now >= deadline {
        keys += endPaste()  // a pause came after its end: what follows is keys
      }
      if paste != nil {
        pasteLastByte = now
        if paste?.take(byte) == true { keys += endPaste() }
        continue
      }
      if skippingSequence {
        skippingSequence = !(0x40...0x7E).contains(byte)
        continue
      }
      if pending.isEmpty { pendingSince = now }
      pending.append(byte)
      keys += decodePending()
    }
    return keys
  }

  /// The keys input that stopped arriving stands for once `now` is past ``deadline``: a lone
  /// Escape is the Escape key; a paste whose end never came is the paste read so far; a paste
  /// that ended is the paste, then keys for what came at once after it; anything else
  /// unfinished is dropped.
  public mutating func expire(at now: Instant) -> [Key] {
    guard let deadline, now >= deadline else { return [] }
    if paste != nil { return endPaste() }
    let wasEscape = pending == [KeyBytes.escape]
    pending = []
    pendingSince = nil
    return wasEscape ? [.escape] : []
  }

  /// Takes every complete key off the front of `pending`.
  private mutating func decodePending() -> [Key] {
    var keys: [Key] = []
    while !pending.isEmpty {
      switch KeyBytes.parse(pending[...]) {
      case .complete(let key, let length):
        if let key { keys.append(key) }
        pending.removeFirst(length)
        continue
      case .pasteBegins(let length):
        beginPaste(after: length, at: pendingSince)
      case .incomplete:
        break
      }
      break
    }
    if pending.count > Self.longestSequence {
      // Still unfinished at this length: a sequence nobody's key is made of. Skip to its end.
      skippingSequence = true
      pending = []
    }
    if pending.isEmpty { pendingSince = nil }
    return keys
  }

  /// Starts a paste after the `length` bytes of its start marker, which ends `pending`: bytes
  /// are decoded one at a time, so a sequence is complete only at the last byte read.
  private mutating func beginPaste(after length: Int, at now: Instant?) {
    pending.removeFirst(length)
    paste = BracketedPaste()
    pasteLastByte = now
  }

  /// The paste read so far, as a key (none for an empty paste), then the keys of the bytes
  /// after its end marker (which may begin another paste), and keys again from now on.
  private mutating func endPaste() -> [Key] {
    let text = paste?.text ?? ""
    let after = paste?.afterEnd ?? []
    let lastByte = pasteLastByte
    paste = nil
    pasteLastByte = nil
    pending = []
    pendingSince = nil
    let keys: [Key] = text.isEmpty ? [] : [.paste(text)]
    guard let lastByte, !after.isEmpty else { return keys }
    return keys + decode(after, at: lastByte)
  }
}
