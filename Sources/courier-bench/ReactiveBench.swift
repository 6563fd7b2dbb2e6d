import Reactive

/// Figures for the reactive core, against RxSwift 6 on this class of machine.
enum ReactiveBench {
    static func run() {
        print("  placeholder: the reactive suite lands with the operators")
    }
}
