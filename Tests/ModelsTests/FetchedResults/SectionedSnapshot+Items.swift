import DataEngine
import TestSupport

extension SectionedSnapshot where SectionID == SectionKey, ItemID == Int {
  /// The snapshot of `items`, already in a descriptor's order, cut into its sections.
  init(_ items: [Item], _ descriptor: FetchDescriptor<Item>) {
    var sections: [Section] = []
    for item in items {
      let key = descriptor.section(of: item)
      if sections.last?.id == key {
        sections[sections.count - 1].items.append(item.id)
      } else {
        sections.append(Section(id: key, items: [item.id]))
      }
    }
    self.init(sections: sections)
  }
}
