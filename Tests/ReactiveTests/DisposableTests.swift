import Reactive
import XCTest

final class DisposableTests: XCTestCase {
    private func counter() -> (Box<Int>, Disposable) {
        let count = Box(0)
        return (count, Disposables.create { count.update { $0 += 1 } })
    }

    func testAnonymousDisposableRunsOnce() {
        let count = Box(0)
        let disposable = Disposables.create { count.update { $0 += 1 } }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(count.value, 1)
    }

    func testDisposeBagDisposesEverythingWhenItGoesAway() {
        let (a, da) = counter()
        let (b, db) = counter()
        var bag: DisposeBag? = DisposeBag()
        da.disposed(by: bag!)
        bag!.insert(db)
        XCTAssertEqual(a.value + b.value, 0)
        bag = nil
        XCTAssertEqual(a.value, 1)
        XCTAssertEqual(b.value, 1)
    }

    func testDisposeBagEndsASubscriptionToASubject() {
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe { _ in }.disposed(by: bag!)
        XCTAssertTrue(subject.hasObservers)
        bag = nil
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeBagDrainKeepsTheBagUsable() {
        let bag = DisposeBag()
        let (a, da) = counter()
        bag.insert(da)
        bag.drain()
        XCTAssertEqual(a.value, 1)
        let (b, db) = counter()
        bag.insert(db)
        XCTAssertEqual(b.value, 0, "an item added after drain waits for the next drain")
        bag.drain()
        XCTAssertEqual(b.value, 1)
    }

    func testCompositeDisposableDisposesAllAndLateInsertsAtOnce() {
        let composite = CompositeDisposable()
        let (a, da) = counter()
        let (b, db) = counter()
        composite.insert(da)
        let key = composite.insert(db)
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key!)
        XCTAssertEqual(b.value, 1, "remove disposes")
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(a.value, 1)
        let (c, dc) = counter()
        XCTAssertNil(composite.insert(dc))
        XCTAssertEqual(c.value, 1, "inserting into a disposed group disposes at once")
        composite.dispose()
        XCTAssertEqual(a.value, 1, "disposing twice disposes once")
    }

    func testCompositeFromDisposablesInit() {
        let (a, da) = counter()
        let (b, db) = counter()
        let composite = CompositeDisposable(da, db)
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(a.value + b.value, 2)
    }

    func testSerialDisposableDisposesTheReplacedOne() {
        let serial = SerialDisposable()
        let (a, da) = counter()
        let (b, db) = counter()
        serial.disposable = da
        serial.disposable = db
        XCTAssertEqual(a.value, 1)
        XCTAssertEqual(b.value, 0)
        serial.dispose()
        XCTAssertEqual(b.value, 1)
        XCTAssertTrue(serial.isDisposed)
        let (c, dc) = counter()
        serial.disposable = dc
        XCTAssertEqual(c.value, 1, "a disposable set after dispose is disposed at once")
    }

    func testSingleAssignmentDisposedBeforeAssignmentDisposesOnArrival() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let (a, da) = counter()
        single.setDisposable(da)
        XCTAssertEqual(a.value, 1)
    }

    func testSingleAssignmentDisposesWhatItHolds() {
        let single = SingleAssignmentDisposable()
        let (a, da) = counter()
        single.setDisposable(da)
        XCTAssertEqual(a.value, 0)
        single.dispose()
        single.dispose()
        XCTAssertEqual(a.value, 1)
    }

    func testBooleanDisposableRecordsDisposal() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
    }
}
