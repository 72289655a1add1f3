import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// An identifier in the engine's snapshot: any `Hashable` value. UIKit's snapshots need
/// only `Hashable` identifiers (iOS 17 adds `Sendable`); the engine's need `Sendable`
/// too, so values are boxed. Snapshots are values used on one actor at a time.
struct BoxedID<Value: Hashable>: Hashable, @unchecked Sendable {
    let value: Value
}

/// `NSDiffableDataSourceSnapshot`: sections of items by identifier, on the engine's
/// `Snapshot`. A mutation UIKit would stop the app for (a duplicate identifier, an
/// unknown one) changes nothing and is recorded in ``problems``; the data source that
/// applies the snapshot notes them on its collection view.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Engine = Snapshot<BoxedID<SectionIdentifierType>, BoxedID<ItemIdentifierType>>
    var engine = Engine()
    /// Refused mutations, in order, with the engine's reason.
    public private(set) var problems: [String] = []

    /// An empty snapshot.
    public init() {}

    init(engine: Engine) { self.engine = engine }

    private mutating func run(_ what: String, _ body: (inout Engine) throws -> Void) {
        do {
            try body(&engine)
        } catch {
            problems.append("\(what): \(error)")
        }
    }

    private static func box(_ s: [SectionIdentifierType]) -> [BoxedID<SectionIdentifierType>] {
        s.map { BoxedID(value: $0) }
    }
    private static func box(_ i: [ItemIdentifierType]) -> [BoxedID<ItemIdentifierType>] { i.map { BoxedID(value: $0) } }

    /// The number of items. Complexity: O(1).
    public var numberOfItems: Int { engine.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { engine.numberOfSections }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { engine.sectionIdentifiers.map(\.value) }
    /// Every item, section by section. Complexity: O(n).
    public var itemIdentifiers: [ItemIdentifierType] { engine.itemIdentifiers.map(\.value) }
    /// Items marked for reload.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { engine.reloadedItemIdentifiers.map(\.value) }
    /// Items marked for reconfiguration.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { engine.reconfiguredItemIdentifiers.map(\.value) }
    /// Sections marked for reload.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { engine.reloadedSectionIdentifiers.map(\.value) }

    /// The number of items in `identifier` (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        engine.numberOfItems(inSection: BoxedID(value: identifier))
    }
    /// The items of `identifier` (empty for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        engine.itemIdentifiers(inSection: BoxedID(value: identifier))?.map(\.value) ?? []
    }
    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        engine.sectionIdentifier(containingItem: BoxedID(value: identifier))?.value
    }
    /// The index of `identifier` among all items (UIKit's meaning), or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = engine.indexPath(for: BoxedID(value: identifier)) else { return nil }
        return engine.itemCounts.prefix(path.section).reduce(0, +) + path.item
    }
    /// The index of `identifier`, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        engine.indexOfSection(BoxedID(value: identifier))
    }

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        run("appendSections") { try $0.appendSections(Self.box(identifiers)) }
    }
    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        run("insertSections") {
            try $0.insertSections(Self.box(identifiers), beforeSection: BoxedID(value: toIdentifier))
        }
    }
    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        run("insertSections") {
            try $0.insertSections(Self.box(identifiers), afterSection: BoxedID(value: toIdentifier))
        }
    }
    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        run("deleteSections") { try $0.deleteSections(Self.box(identifiers)) }
    }
    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        run("moveSection") {
            try $0.moveSection(BoxedID(value: identifier), beforeSection: BoxedID(value: toIdentifier))
        }
    }
    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        run("moveSection") {
            try $0.moveSection(BoxedID(value: identifier), afterSection: BoxedID(value: toIdentifier))
        }
    }
    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        run("reloadSections") { try $0.reloadSections(Self.box(identifiers)) }
    }
    /// Appends items to `sectionIdentifier`, or to the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        run("appendItems") {
            try $0.appendItems(Self.box(identifiers), toSection: sectionIdentifier.map { BoxedID(value: $0) })
        }
    }
    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        run("insertItems") { try $0.insertItems(Self.box(identifiers), beforeItem: BoxedID(value: beforeIdentifier)) }
    }
    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        run("insertItems") { try $0.insertItems(Self.box(identifiers), afterItem: BoxedID(value: afterIdentifier)) }
    }
    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        run("deleteItems") { try $0.deleteItems(Self.box(identifiers)) }
    }
    /// Deletes every item (sections stay).
    public mutating func deleteAllItems() { engine.deleteAllItems() }
    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        run("moveItem") { try $0.moveItem(BoxedID(value: identifier), beforeItem: BoxedID(value: toIdentifier)) }
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        run("moveItem") { try $0.moveItem(BoxedID(value: identifier), afterItem: BoxedID(value: toIdentifier)) }
    }
    /// Marks items for reload.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        run("reloadItems") { try $0.reloadItems(Self.box(identifiers)) }
    }
    /// Marks items for reconfiguration.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        run("reconfigureItems") { try $0.reconfigureItems(Self.box(identifiers)) }
    }

    /// The item at `indexPath`, or `nil`.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return engine.itemIdentifier(at: CollectionLayout.IndexPath(indexPath))?.value
    }
}
