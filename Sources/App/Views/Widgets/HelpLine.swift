/// The reminder at the bottom of a screen: the usages of its commands, as many as fit, dropped
/// whole from the end (`help · search TEXT · …`) rather than cut in half.
///
/// ```swift
/// HelpLine.line(for: AlbumsCommand.catalog, width: 30)  // help · open N · next · …
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
    for count in (1..<usages.count).reversed() {
      let shown = SafeText.joined(Array(usages.prefix(count)) + [.ellipsis], separator: separator)
      if shown.width <= width { return Line(shown, style: .secondary) }
    }
    return Line(all.truncated(toWidth: width), style: .secondary)
  }
}
