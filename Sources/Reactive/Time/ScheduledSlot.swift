extension SerialDisposable {
    /// Replaces the held work with newly scheduled work, installing a slot for
    /// it before scheduling. Assigning the scheduler's result afterwards
    /// instead would race: on a concurrent queue the action can run, and the
    /// operator schedule its successor, before the assignment lands, which
    /// would then cancel that successor.
    @usableFromInline func replace(scheduling schedule: () -> Disposable) {
        let slot = SingleAssignmentDisposable()
        disposable = slot
        slot.setDisposable(schedule())
    }
}
