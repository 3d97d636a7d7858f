/// The Gallery's run loop: the shared ``TextSession`` over the Gallery's coordinator.
public typealias GallerySession = TextSession<GalleryCoordinator>
