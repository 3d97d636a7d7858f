import Views

/// What each Gallery screen understands, as shown in its help line and on the help screen.
///
/// `help` comes first: the help line drops commands from the end when space runs out.
enum CommandCatalog {
  static let list: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command with what it does."),
    CommandHelp(
      usage: "search TEXT",
      summary: "Keep photos whose title contains TEXT, ignoring case and accents; "
        + "'search' alone clears it."),
    CommandHelp(
      usage: "sort title|id [desc]", summary: "Order photos by title or id; desc reverses."),
    CommandHelp(usage: "group album|none", summary: "One section per album, or one list."),
    CommandHelp(usage: "album N|all", summary: "Show only album N's photos, or every album's."),
    CommandHelp(usage: "open N", summary: "Show the photo in row N of this page."),
    CommandHelp(usage: "next", summary: "Show the next page."),
    CommandHelp(usage: "prev", summary: "Show the previous page."),
    CommandHelp(usage: "refresh", summary: "Load the photos again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(
      usage: "post-video",
      summary: "Post a video: 'post-video file PATH', or 'post-video asset ID' from the "
        + "media library; alone, it lists the assets."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]

  static let detail: [CommandHelp] = [
    CommandHelp(usage: "help", summary: "Show every command with what it does."),
    CommandHelp(usage: "back", summary: "Return to the photo list."),
    CommandHelp(usage: "refresh", summary: "Load this photo again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]

}
