extension UICatalog { static let screens: [String: (String, String)] = [:] }
