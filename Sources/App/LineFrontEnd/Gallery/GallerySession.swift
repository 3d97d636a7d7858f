/// The Gallery's run loop: the shared ``TextSession`` over the Gallery's line adapter.
public typealias GallerySession = TextSession<GalleryLines>
