/// Makes quote `id` for a seed: an aphorism built from a few parts, said
/// by one of a fixed set of authors. The parts combine into a few
/// thousand texts, so a default-sized set repeats some, as upstream's
/// does (29 texts appear twice there).
struct QuoteGenerator: Sendable {
    let seed: UInt64

    private static let authors = [
        "Rumi", "Marcus Aurelius", "Seneca", "Lao Tzu", "Confucius", "Maya Angelou", "Albert Einstein",
        "Mark Twain", "Oscar Wilde", "Helen Keller", "Ralph Waldo Emerson", "Henry David Thoreau", "Victor Hugo",
        "Leo Tolstoy", "Fyodor Dostoevsky", "Jalāl ad-Dīn", "Umar ibn al-Khaṭṭāb", "Søren Kierkegaard",
        "Friedrich Nietzsche", "Epictetus", "Buddha", "Khalil Gibran", "Rabindranath Tagore", "Mahatma Gandhi",
        "Nelson Mandela", "Eleanor Roosevelt", "Walt Whitman", "Simone de Beauvoir", "José Martí", "Matsuo Bashō",
        "孔子", "松尾芭蕉", "Anonymous",
    ]
    private static let openings = [
        "The quiet mind", "Every great journey", "A kind word", "True courage", "The wise traveller", "Patience",
        "Your heart", "Real success", "A single candle", "The river", "Love", "Silence", "Hope", "The present moment",
    ]
    private static let middles = [
        "is stronger than", "begins with", "grows from", "is the mother of", "never forgets", "always returns to",
        "is measured by", "teaches more than", "outlasts",
    ]
    private static let endings = [
        "a thousand loud voices", "one honest step", "the storms we survive", "what we give away",
        "the work of ordinary days", "the courage to begin again", "every fear you carry", "the light within you",
        "the things we cannot see", "the ‘impossible’ dream",
    ]
    private static let codas = [
        "", "", "", " Go find it.", " Don’t wait for tomorrow.", " Be still and listen.", " “Begin,” said the teacher.",
        " You are that.", " 🌱",
    ]
    /// Whole quotes in their own script, placed now and then among the built ones.
    private static let originals = [
        ("学而不思则罔，思而不学则殆。", "孔子"), ("古池や蛙飛び込む水の音", "松尾芭蕉"), ("知之为知之，不知为不知，是知也。", "孔子"),
    ]

    func quote(id: Int) -> StagingQuote {
        var rng = SplitMix64(seed: seed, stream: 6, index: id)
        if let special = HostileStrings.title(forID: id, period: 97, offset: 41) {
            return StagingQuote(id: id, quote: special, author: rng.pick(Self.authors))
        }
        if rng.chance(0.02) {
            let (text, author) = rng.pick(Self.originals)
            return StagingQuote(id: id, quote: text, author: author)
        }
        let text = "\(rng.pick(Self.openings)) \(rng.pick(Self.middles)) \(rng.pick(Self.endings)).\(rng.pick(Self.codas))"
        return StagingQuote(id: id, quote: text, author: rng.pick(Self.authors))
    }
}
