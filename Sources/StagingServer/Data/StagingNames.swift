/// People and places for users, reviewers and companies.
enum StagingNames {
    static let femaleFirst = [
        "Emily", "Sophia", "Emma", "Olivia", "Ava", "Isabella", "Mia", "Charlotte", "Amelia", "Harper",
        "Evelyn", "Abigail", "Ella", "Avery", "Scarlett", "Grace", "Chloe", "Lily", "Aria", "Zoe",
    ]
    static let maleFirst = [
        "Michael", "James", "William", "Alexander", "Ethan", "Daniel", "Henry", "Jackson", "Liam", "Noah",
        "Lucas", "Mason", "Logan", "Oliver", "Elijah", "Benjamin", "Samuel", "Jacob", "Owen", "Wyatt",
    ]
    static let last = [
        "Johnson", "Williams", "Brown", "Davis", "Miller", "Wilson", "Moore", "Taylor", "Anderson", "Thomas",
        "Jackson", "White", "Harris", "Martin", "Thompson", "Garcia", "Martinez", "Robinson", "Clark", "Rodriguez",
        "Lewis", "Lee", "Walker", "Hall", "Allen", "Young", "Hernandez", "King", "Wright", "Lopez",
    ]
    /// Names shown in their own script, with the romanisation that builds
    /// the (always ASCII) username and email.
    static let eastAsian: [(first: String, last: String, romanFirst: String, romanLast: String, gender: String)] = [
        ("伟", "王", "wei", "wang", "male"),
        ("秀英", "李", "xiuying", "li", "female"),
        ("陽翔", "佐藤", "haruto", "sato", "male"),
        ("さくら", "高橋", "sakura", "takahashi", "female"),
        ("芳", "张", "fang", "zhang", "female"),
        ("蓮", "鈴木", "ren", "suzuki", "male"),
    ]
    static let cities = ["Phoenix", "Houston", "Washington", "Seattle", "Jacksonville", "Denver", "Fort Worth", "San Francisco", "Columbus", "Dallas"]
    static let states = [("Mississippi", "MS"), ("Alabama", "AL"), ("Texas", "TX"), ("Washington", "WA"), ("Colorado", "CO"), ("Ohio", "OH"), ("Wisconsin", "WI")]
    static let streets = ["Main Street", "Oak Street", "Pine Street", "Maple Street", "Cedar Street", "Elm Street", "Tenth Street", "Lincoln Avenue"]
    static let departments = ["Engineering", "Support", "Research and Development", "Human Resources", "Product Management", "Marketing", "Accounting", "Legal"]
    static let jobTitles = ["Sales Manager", "Support Specialist", "Research Analyst", "Web Developer", "Accountant", "Product Manager", "Quality Engineer"]
    static let universities = ["University of Wisconsin--Madison", "Ohio State University", "Stanford University", "Tokyo University", "Peking University"]
    static let eyeColors = ["Green", "Brown", "Gray", "Blue", "Amber", "Hazel"]
    static let hairColors = ["Brown", "Black", "Blonde", "Red", "White", "Gray"]
    static let hairTypes = ["Curly", "Straight", "Wavy", "Kinky"]
    static let bloodGroups = ["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"]
}
