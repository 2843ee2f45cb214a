import StrictJSON

extension Reports {
    /// The top-level fields of every `--json` report, with or without a
    /// verdict: how the tool knows a report it wrote (PROTOCOL.md 5).
    package static let jsonKeys: Set<String> = [
        "tool", "protocol", "implementation", "run", "summary", "stopReason", "staleExpectedFailures", "notRun", "cases",
    ]

    /// The `--json` report of a run that ended before its verdict (the
    /// implementation failed its handshake, the input was refused after the
    /// outputs were checked): no implementation, no cases, and a `summary` that
    /// holds only the tool's exit code, so an earlier run's report never stays
    /// behind looking current (PROTOCOL.md 5).
    package static func json(noVerdict exitCode: Int32, reason: String) -> String {
        let doc: JSONObject = [
            "tool": .string("swipe-conformance \(SwipeConformanceVersion.string)"),
            "protocol": .number(Double(SwipeConformanceVersion.protocolVersion)),
            "implementation": .null,
            "run": .null,
            "summary": .object(["exitCode": .number(Double(exitCode))]),
            "stopReason": .string(reason),
            "staleExpectedFailures": .array([]),
            "notRun": .array([]),
            "cases": .array([]),
        ]
        return JSONWriter.write(.object(doc))
    }

    /// The `--junit` report of a run that ended before its verdict: one
    /// testcase, `run` of class `swipe-conformance`, in error with the reason
    /// and the exit code, so a CI reading it sees no pass.
    package static func junit(noVerdict exitCode: Int32, reason: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"swipe-conformance\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
        out += "  <testsuite name=\"swipe-conformance\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
        out += "    <testcase classname=\"swipe-conformance\" name=\"run\">\n"
        out += "      <error message=\"\(xml("no verdict (exit code \(exitCode)): " + reason))\"/>\n    </testcase>\n"
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
