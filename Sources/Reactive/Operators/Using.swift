extension Observable {
    /// Makes a resource for each subscription, and the sequence from it; the
    /// resource is disposed when the subscription ends, however it ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable { observer in
            let resource: Resource
            do {
                resource = try resourceFactory()
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            do {
                return Disposables.create(try observableFactory(resource).subscribe(observer), resource)
            } catch {
                observer.on(.error(error))
                return resource
            }
        }
    }
}
