/// A text that tells its reader to run the `swipe-conformance` tool (a
/// re-run, a replay, `generate`): it names the tool as its caller says the
/// tool was invoked, never by a name of its own.
///
/// Only the command line knows how it was started (`./swipe-conformance`,
/// `swift run swipe-conformance`, a full path), so a library text that
/// suggests a command takes the name from its caller: the tool renders every
/// such text with ``description(invokedAs:)`` and its invocation, so each
/// hint it prints runs where it is printed. A library user, who has no
/// invocation, reads the text with the tool named as found on `PATH`
/// (``toolOnPath``).
///
/// ```swift
/// err.write((error as? any ToolHinting)?.description(invokedAs: "./swipe-conformance") ?? "\(error)")
/// ```
package protocol ToolHinting {
    /// The text, with every command it suggests starting with `tool`.
    func description(invokedAs tool: String) -> String
}

extension ToolHinting {
    /// How a text names the tool for a reader with no invocation to go by
    /// (a library user's): by its name, found on `PATH`.
    package static var toolOnPath: String { "swipe-conformance" }
}
