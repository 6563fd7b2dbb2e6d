/// The first three collections' counts by their own names, as callers
/// (the benchmarks, the tests, courier-server's options) read and set them
/// since before counts were kept by collection name. Later collections
/// need nothing here: `counts["carts"]` does.
extension StagingAPI.Configuration {
    package var productCount: Int {
        get { ProductCollection.count(in: counts) }
        set { counts[ProductCollection.name] = newValue }
    }

    package var postCount: Int {
        get { PostCollection.count(in: counts) }
        set { counts[PostCollection.name] = newValue }
    }

    package var userCount: Int {
        get { UserCollection.count(in: counts) }
        set { counts[UserCollection.name] = newValue }
    }
}

extension StagingServerOptions {
    package var productCount: Int {
        get { ProductCollection.count(in: counts) }
        set { counts[ProductCollection.name] = newValue }
    }

    package var postCount: Int {
        get { PostCollection.count(in: counts) }
        set { counts[PostCollection.name] = newValue }
    }

    package var userCount: Int {
        get { UserCollection.count(in: counts) }
        set { counts[UserCollection.name] = newValue }
    }
}
