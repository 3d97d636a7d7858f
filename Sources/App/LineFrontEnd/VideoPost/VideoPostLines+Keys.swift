import Views

// A video post's keys, declared once for wherever the flow runs (the Gallery's keys read them
// while the flow is in front): each does one of the screen's typed commands, and `c` opens the
// command line with `caption ` typed, since a caption is text.
extension VideoPostLines {
  /// The video-post screen's keys: `c` caption, `p` post, `x` cancel, `r` retry; Escape goes
  /// back and `q` leaves, each stopping anything under way.
  public var keysInFront: ScreenKeys {
    ScreenKeys(
      bindings: [
        .asking("c", "Set the caption: types 'caption ' for you to finish.") {
          .command("caption ")
        },
        .init("p", "Upload the video and publish the post ('post').") { self.perform(.post) },
        .init("x", "Stop the fetch, upload or publishing under way ('cancel').") {
          self.perform(.cancel)
        },
        .init("r", "Continue after a failure or a cancel ('retry').") { self.perform(.retry) },
      ],
      back: .init("Esc", "Leave this screen, stopping anything under way ('back').") {
        self.perform(.back)
      },
      leave: .init("q  Ctrl-C", "Leave, stopping anything under way.") { self.perform(.quit) },
      hints: "c caption · p post · x cancel · r retry · Esc back")
  }
}
