import Foundation

extension UICollectionView {
    /// `UICollectionView.CellRegistration`: a cell class and the handler that configures
    /// a dequeued cell for an item (iOS 14).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "TesseraUIKit.CellRegistration.\(Cell.self)"
        }
    }

    /// `UICollectionView.SupplementaryRegistration`: a supplementary view class, its kind
    /// and the handler that configures a dequeued view (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        /// The element kind.
        public let elementKind: String
        let identifier: String

        /// A registration of views of `elementKind` configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            identifier = "TesseraUIKit.SupplementaryRegistration.\(Supplementary.self)"
        }
    }

    /// A cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let typed = (cell as? Cell) ?? Cell(tesseraReuseIdentifier: registration.identifier)
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if supplementaryClasses[kind]?[registration.identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
        let typed = (view as? Supplementary) ?? Supplementary(tesseraReuseIdentifier: registration.identifier)
        registration.handler(typed, kind, indexPath)
        return typed
    }
}
