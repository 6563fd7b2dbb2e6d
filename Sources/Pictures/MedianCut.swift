/// A palette made from a picture's own colours (median cut): the colours are
/// counted on a 5-bit-a-channel grid, the box of them with the widest spread
/// is split at its median along its widest channel until there are
/// `maximum` boxes (or no box can be split), and each box's colour is the
/// mean of the pixels in it. A picture of few colours gets exactly those.
/// Cells are taken in the order of their grid position, and cells of equal
/// mean are ordered by it too, so a picture gets the same palette in every
/// run (a dictionary's order changes from process to process).
package enum MedianCut {
    package static func palette(of pixels: [RGB], maximum: Int) -> [RGB] {
        guard !pixels.isEmpty, maximum > 0 else { return [] }
        var counts: [UInt16: Bucket] = [:]
        for pixel in pixels {
            let key = UInt16(pixel.red >> 3) << 10 | UInt16(pixel.green >> 3) << 5 | UInt16(pixel.blue >> 3)
            counts[key, default: Bucket(cell: key)].add(pixel)
        }
        var boxes = [counts.values.sorted { $0.cell < $1.cell }]
        while boxes.count < maximum {
            guard let (index, channel) = widest(boxes) else { break }
            let box = boxes.remove(at: index).sorted { ($0.mean(channel), $0.cell) < ($1.mean(channel), $1.cell) }
            let total = box.reduce(0) { $0 + $1.count }
            var half = 0
            var cut = 0
            while cut < box.count - 1 && half + box[cut].count <= total / 2 {
                half += box[cut].count
                cut += 1
            }
            cut = max(1, cut)
            boxes += [Array(box[..<cut]), Array(box[cut...])]
        }
        return boxes.map { box in
            var sum = Bucket(cell: 0)
            for bucket in box { sum.merge(bucket) }
            return sum.meanColour
        }
    }

    /// The colours of one grid cell: how many pixels, and their sums.
    private struct Bucket {
        /// Where on the 5-bit grid: the order of last resort.
        var cell: UInt16
        var count = 0
        var red = 0, green = 0, blue = 0

        mutating func add(_ pixel: RGB) {
            count += 1
            red += Int(pixel.red)
            green += Int(pixel.green)
            blue += Int(pixel.blue)
        }

        mutating func merge(_ other: Bucket) {
            count += other.count
            red += other.red
            green += other.green
            blue += other.blue
        }

        func mean(_ channel: Int) -> Int {
            (channel == 0 ? red : channel == 1 ? green : blue) / max(1, count)
        }

        var meanColour: RGB { RGB(UInt8(mean(0)), UInt8(mean(1)), UInt8(mean(2))) }
    }

    /// The box with the widest channel range (of those with more than one
    /// grid cell), and that channel.
    private static func widest(_ boxes: [[Bucket]]) -> (Int, Int)? {
        var best: (index: Int, channel: Int, range: Int)?
        for (index, box) in boxes.enumerated() where box.count > 1 {
            for channel in 0..<3 {
                let values = box.map { $0.mean(channel) }
                let range = (values.max() ?? 0) - (values.min() ?? 0)
                if range > (best?.range ?? 0) { best = (index, channel, range) }
            }
        }
        return best.map { ($0.index, $0.channel) }
    }
}
