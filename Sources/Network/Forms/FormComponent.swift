/// A form value as the encoder builds it: text, a list, or named fields in
/// the order they were encoded.
indirect enum FormComponent {
    case string(String)
    case array([FormComponent])
    case object([(key: String, value: FormComponent)])
}

/// One place in the value being encoded, filled in by whichever container
/// the value's `encode(to:)` asks for. A class, because a nested container
/// keeps writing into its place after the call that made it returns.
final class FormBox {
    enum Content {
        case empty
        case string(String)
        case array([FormBox])
        case object([(key: String, box: FormBox)])
    }

    var content: Content = .empty

    /// The finished value; nil for a place nothing was written to (a nil dropped).
    func resolved() -> FormComponent? {
        switch content {
        case .empty: return nil
        case .string(let text): return .string(text)
        case .array(let boxes): return .array(boxes.compactMap { $0.resolved() })
        case .object(let fields):
            return .object(fields.compactMap { field in field.box.resolved().map { (field.key, $0) } })
        }
    }

    /// A new place for a field of this object (made one if it was not yet).
    func field(_ key: String) -> FormBox {
        let child = FormBox()
        if case .object(var fields) = content {
            fields.append((key, child))
            content = .object(fields)
        } else {
            content = .object([(key, child)])
        }
        return child
    }

    /// A new place for the next element of this array (made one if it was not yet).
    func element() -> FormBox {
        let child = FormBox()
        if case .array(var boxes) = content {
            boxes.append(child)
            content = .array(boxes)
        } else {
            content = .array([child])
        }
        return child
    }

    /// Makes this place an object, keeping fields already written (a superclass's, say).
    func becomeObject() {
        if case .object = content { return }
        content = .object([])
    }

    /// Makes this place an array, keeping elements already written.
    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        switch content {
        case .array(let boxes): return boxes.count
        case .object(let fields): return fields.count
        case .empty, .string: return 0
        }
    }
}
