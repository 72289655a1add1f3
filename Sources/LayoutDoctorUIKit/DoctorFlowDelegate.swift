import TesseraUIKit

/// The flow-layout delegate doctor puts in front of a preview's own when it scales or
/// changes the data (see ``DoctorDataSource``): each question about an item goes to the
/// preview's delegate with the item's index path in the preview's own data, so a delegate
/// that sizes items from its model answers for the repeated items too. Section questions
/// pass through unchanged.
@MainActor
public final class DoctorFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    /// The preview's delegate (held strongly: the collection view holds its delegate weakly).
    public let original: any UICollectionViewDelegateFlowLayout
    /// The data source whose mapping the index paths follow.
    let data: DoctorDataSource

    /// A delegate forwarding to `original` through `data`'s mapping.
    public init(original: any UICollectionViewDelegateFlowLayout, data: DoctorDataSource) {
        self.original = original
        self.data = data
        super.init()
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        original.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: data.mapped(indexPath))
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        original.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        original.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        original.collectionView(
            collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        original.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        original.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }
}

extension DoctorDataSource {
    /// Makes this the data source of `view` (and, when the view's delegate sizes a flow
    /// layout's items, a ``DoctorFlowDelegate`` its delegate), then reloads the data. The
    /// returned delegate must be kept alive as long as the view uses it.
    @discardableResult
    public func install(on view: UICollectionView) -> DoctorFlowDelegate? {
        var proxy: DoctorFlowDelegate?
        if let flow = view.delegate as? UICollectionViewDelegateFlowLayout, !(flow is DoctorFlowDelegate) {
            proxy = DoctorFlowDelegate(original: flow, data: self)
            view.delegate = proxy
        } else if let current = view.delegate as? DoctorFlowDelegate {
            proxy = DoctorFlowDelegate(original: current.original, data: self)
            view.delegate = proxy
        }
        view.dataSource = self
        view.reloadData()
        return proxy
    }
}
