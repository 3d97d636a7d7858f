import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How the process's C allocator keeps memory: the one place the kit tunes it, called once at
/// start by a sample that holds large lists (the Gallery) and by the benchmark that measures it.
///
/// Why: on Linux, glibc's `malloc` raises its threshold for serving a large block from its own
/// mapping each time such a block is freed, so after the first few the large buffers of a load
/// (a response body, a dictionary or an array as it grows) come from the heap, and once freed
/// stay there among the small blocks that outlive them: loading 200,000 photos left about
/// 100 MB resident that nothing used. A fixed threshold keeps every large block in a mapping of
/// its own, returned to the system as soon as it is freed. And one heap (arena) for every thread:
/// with a second, the photos a load decodes on another thread landed in whichever heap that
/// thread had, and the blocks one load freed in one heap stayed resident while the next load
/// filled the other; measured over three loads of 200,000 photos in one process, two heaps
/// peaked about 10 MB higher than one, and no faster (on a busy 2-core machine). Elsewhere
/// (macOS's allocator returns large blocks itself) this does nothing.
public enum AllocatorSettings {
  /// Blocks at least this large get a mapping of their own, returned to the system when freed.
  public static let ownMappingThreshold = 128 * 1024
  /// The most heaps (arenas) the allocator keeps for the process's threads.
  public static let maximumArenas = 1

  /// Applies the settings; safe to call more than once.
  public static func keepLargeBlocksOutOfTheHeap() {
    #if os(Linux)
      // glibc's mallopt, which the Glibc module does not import; a nil handle is RTLD_DEFAULT.
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX
      _ = mallopt(mmapThreshold, Int32(ownMappingThreshold))
      _ = mallopt(arenaMaximum, Int32(maximumArenas))
    #endif
  }
}
