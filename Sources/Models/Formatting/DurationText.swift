/// Durations written as a clock shows them: `0:12`, `3:05`, `1:02:03`.
public enum DurationText {
  /// `duration` rounded to whole seconds, as minutes and seconds (and hours when there are any).
  public static func clock(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let total = max(0, seconds + (attoseconds >= 500_000_000_000_000_000 ? 1 : 0))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
