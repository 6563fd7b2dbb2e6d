/// A client's plugins, in order, as one list per hook, made once per client.
///
/// The built-in plugins each implement one or two hooks; the rest are the
/// protocol's defaults, which do nothing. Called through the plain list, every
/// request would still make fifteen calls that do nothing and copy an
/// existential for each, in code that runs cold between two answers. A
/// plugin from outside takes part in every hook, as it may implement any.
struct PluginChain: Sendable {
    /// Those asked for header fields, then for changes to the request.
    let preparing: [any NetworkPlugin]
    /// Those told of an attempt going out.
    let sending: [any NetworkPlugin]
    /// Those told of an attempt that ended.
    let receiving: [any NetworkPlugin]
    /// Those told of a retry to come.
    let retrying: [any NetworkPlugin]
    /// Those that shape the final result.
    let processing: [any NetworkPlugin]

    init(_ plugins: [any NetworkPlugin]) {
        func taking(_ hook: PluginHooks) -> [any NetworkPlugin] {
            plugins.filter { plugin in (plugin as? any BuiltInPlugin).map { type(of: $0).hooks.contains(hook) } ?? true }
        }
        preparing = taking(.prepare)
        sending = taking(.willSend)
        receiving = taking(.didReceive)
        retrying = taking(.willRetry)
        processing = taking(.process)
    }
}

/// The hooks of `NetworkPlugin` a plugin implements.
struct PluginHooks: OptionSet, Sendable {
    let rawValue: UInt8

    /// `headers(for:to:)` or `prepare(_:for:)`.
    static let prepare = PluginHooks(rawValue: 1 << 0)
    static let willSend = PluginHooks(rawValue: 1 << 1)
    static let didReceive = PluginHooks(rawValue: 1 << 2)
    static let willRetry = PluginHooks(rawValue: 1 << 3)
    static let process = PluginHooks(rawValue: 1 << 4)
}

/// A plugin of this module that says which hooks it implements; the chain
/// leaves it out of the others. Its list must name every hook it implements:
/// `PluginChainTests` checks each one against what its hooks do.
protocol BuiltInPlugin: NetworkPlugin {
    static var hooks: PluginHooks { get }
}

extension ActivityPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.willSend, .didReceive] }
}

extension SessionExpiryPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.process] }
}

extension ReachabilityPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.process] }
}

extension RequestJournal: BuiltInPlugin {
    static var hooks: PluginHooks { [.didReceive] }
}

extension RequestLogPlugin: BuiltInPlugin {
    static var hooks: PluginHooks { [.didReceive] }
}
