/// Makes todo `id` for a seed, belonging to one of the `userCount` users.
/// Drawing owners at random leaves some users without todos, as upstream's
/// data does (149 of 208 have any).
struct TodoGenerator: Sendable {
    let seed: UInt64
    let userCount: Int

    static let defaultCompletedShare = 0.45

    private static let tasks = [
        "Call an old friend you have not spoken to in a while", "Water the plants on the balcony",
        "Learn to bake a loaf of sourdough bread", "Write a thank-you note to a teacher", "Clean out the garage",
        "Go for a walk without your phone", "Plan a weekend camping trip", "Read a book from a genre you never read",
        "Back up the photos on your laptop", "Volunteer at the local food bank", "Organize the kitchen drawers",
        "Try a new recipe for dinner", "Fix the squeaky door hinge", "Donate clothes you no longer wear",
        "Practice ten minutes of meditation", "Learn the basics of a new language", "Visit a museum in your city",
        "Start a journal", "Replace the batteries in the smoke detector", "Watch a documentary about the ocean",
        "Plant a tree", "Renew the library card", "Sort the paperwork in the desk", "Go stargazing",
        "Make a budget for next month", "Take the dog to the vet", "Paint a picture", "Run a 5k",
        "Learn a card trick", "Memorize a short poem", "Bake cookies for the neighbours", "Repot the cactus",
        "Cancel unused subscriptions", "Wash the car", "Update the resume", "Have a picnic in the park",
    ]

    func todo(id: Int) -> StagingTodo {
        var rng = SplitMix64(seed: seed, stream: 5, index: id)
        var text = rng.pick(Self.tasks)
        if let special = HostileStrings.title(forID: id, period: 23, offset: 9) { text = special }
        return StagingTodo(id: id, todo: text, completed: rng.chance(Self.defaultCompletedShare), userId: rng.int(1...max(userCount, 1)))
    }
}
