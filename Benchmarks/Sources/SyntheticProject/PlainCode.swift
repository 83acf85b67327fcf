/// Ordinary Swift that takes no part in DI: a model, an enum, an extension and a few functions with
/// loops, closures and string interpolation (about 60 lines per file).
enum PlainCode {
    static func text(index: Int) -> String {
        """
        /// A value model of file \(index).
        struct Record\(index): Hashable, Codable {
            var id: Int
            var title: String
            var tags: [String]
            var score: Double

            init(id: Int, title: String, tags: [String] = [], score: Double = 0) {
                self.id = id
                self.title = title
                self.tags = tags
                self.score = score
            }

            var summary: String {
                "\\(title) #\\(id) [\\(tags.joined(separator: ", "))] \\(score)"
            }
        }

        enum Status\(index): String, CaseIterable {
            case draft, review, published, archived

            var next: Status\(index) {
                switch self {
                case .draft: return .review
                case .review: return .published
                case .published, .archived: return .archived
                }
            }
        }

        extension Record\(index) {
            static func sample(count: Int) -> [Record\(index)] {
                (0..<count).map { Record\(index)(id: $0, title: "Item \\($0)", tags: ["t\\($0 % 7)"], score: Double($0) / 3) }
            }

            func weighted(by factor: Double) -> Double {
                guard factor > 0 else { return 0 }
                return tags.reduce(score) { total, tag in total + Double(tag.count) * factor }
            }
        }

        func process\(index)(_ records: [Record\(index)], threshold: Double) -> [Int: [String]] {
            var groups: [Int: [String]] = [:]
            for record in records where record.score >= threshold {
                let bucket = Int(record.score) % 10
                groups[bucket, default: []].append(record.title)
            }
            let sorted = groups.mapValues { $0.sorted() }
            if sorted.isEmpty {
                print("nothing above \\(threshold)")
            }
            return sorted
        }


        """
    }
}
