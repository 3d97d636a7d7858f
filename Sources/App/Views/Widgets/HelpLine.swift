/// The reminder at the bottom of a screen: the usages of its commands, as many as fit, dropped
/// whole from the middle (`help · search TEXT · … · quit`) rather than cut in half. The last
/// command, the way out (`quit`), always stays: a screen with one more command must not push
/// it off.
///
/// ```swift
/// HelpLine.line(for: AlbumsCommand.catalog, width: 30)  // help · open N · … · quit
/// ```
///
/// ``ScreenLayout/frame(title:segments:body:message:commands:on:)`` puts it at the bottom of a
/// screen; use it alone only for a frame of another shape.
public enum HelpLine {
  /// The reminder for `commands`, at most `width` columns, in the secondary style.
  public static func line(for commands: [CommandHelp], width: Int) -> Line {
    let usages = commands.map(\.usage)
    let separator: SafeText = " · "
    let all = SafeText.joined(usages, separator: separator)
    guard all.width > width else { return Line(all, style: .secondary) }
    guard let last = usages.last, usages.count > 1 else {
      return Line(all.truncated(toWidth: width), style: .secondary)
    }
    for count in (0...usages.count - 2).reversed() {
      let shown = SafeText.joined(
        Array(usages.prefix(count)) + [.ellipsis, last], separator: separator)
      if shown.width <= width { return Line(shown, style: .secondary) }
    }
    return Line(all.truncated(toWidth: width), style: .secondary)
  }
}
