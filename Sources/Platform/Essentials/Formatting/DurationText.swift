/// Durations written for people: as a clock shows them, or as a person says them.
public enum DurationText {
  /// `duration` as a clock shows it, rounded to whole seconds: `0:12`, `3:05`, `1:02:03`.
  public static func clock(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let total = max(0, seconds + (attoseconds >= 500_000_000_000_000_000 ? 1 : 0))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  /// `duration` as a person says it, rounded to what matters at its size: `450 ms`, `1.5 s`,
  /// `2 min 5 s`, `1 h 5 min`; every layer words a pause this way.
  public static func spoken(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    // Counted in Int128 and capped: a duration from outside (a server's Retry-After) can hold
    // more milliseconds than an Int64, and the rounding below adds to them.
    let exact =
      Int128(seconds) * 1000 + Int128((attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000)
    let milliseconds = Int64(max(0, min(exact, Int128(Int64.max / 2))))
    switch milliseconds {
    case ..<1000: return "\(milliseconds) ms"
    case ..<59_950:
      let tenths = (milliseconds + 50) / 100
      return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
    case ..<3_599_500:
      let whole = (milliseconds + 500) / 1000
      return whole % 60 == 0 ? "\(whole / 60) min" : "\(whole / 60) min \(whole % 60) s"
    default:
      let minutes = (milliseconds + 30_000) / 60_000
      return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
  }
}
