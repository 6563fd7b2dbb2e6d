extension UICatalog { static let resources: [String: (String, String)] = [:] }
