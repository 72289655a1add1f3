import CollectionLayout
import Explorer

extension PreviewLayout: ConfigurableLayout {
    /// What a ``PreviewLayout`` is configured with: the running session it asks (the user's
    /// layout keeps its own settings, in the user's code). ``prepared(for:)`` returns a
    /// prepared ``PreviewLayout``; copies share the session.
    public struct Configuration: LayoutConfiguration, DataSourceBackedLayout {
        /// The layout this configuration prepares.
        public typealias Layout = PreviewLayout

        /// The running user code.
        public let session: PreviewSession

        /// The configuration of the layout running in `session`.
        public init(session: PreviewSession) {
            self.session = session
        }

        /// `UIKit: ` and the layout's class name.
        public var name: String { "UIKit: " + session.shape.layoutName }

        /// ``PreviewLayout/performBatchUpdates(_:newItemCounts:)``: the batch runs in the
        /// session, which every layout of this configuration shares.
        public func performBatchUpdates(_ batch: BatchUpdate, newItemCounts: [Int]) throws(LayoutError) {
            try PreviewLayout(configuration: self).performBatchUpdates(batch, newItemCounts: newItemCounts)
        }
    }

    /// An unprepared layout over the configuration's session.
    public init(configuration: Configuration) {
        self.init(session: configuration.session)
    }
}
