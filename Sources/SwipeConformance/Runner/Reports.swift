import StrictJSON
import SwipeReference

/// The `--json` and `--junit` reports of `verify` (PROTOCOL.md 5).
package enum Reports {
    /// The `--json` report: the implementation, the counts and every case (PROTOCOL.md 5).
    package static func json(_ report: VerifyReport) -> String {
        let info = report.implementation
        var cases: [JSONValue] = []
        for r in report.results {
            var o: JSONObject = [
                "id": .string(r.id), "file": .string(r.file),
                "requirements": .array(r.requirements.map { .string($0.rawValue) }), "status": .string(r.status.rawValue),
            ]
            if let m = r.message { _ = o.append(key: "message", value: .string(m)) }
            if let d = r.difference {
                if let e = d.event { _ = o.append(key: "event", value: .number(Double(e))) }
                _ = o.append(key: "path", value: .string(d.path))
            }
            if let e = r.expected { _ = o.append(key: "expected", value: Codec.encode(e)) }
            if let a = r.actual { _ = o.append(key: "actual", value: Codec.encode(a)) }
            cases.append(.object(o))
        }
        // Every count comes from the run's one verdict, as the exit code and the
        // text summary do: each case in one of passed, expectedFailures, failed,
        // broken and skipped; `failed` is everything that fails the run with
        // code 1, and the counts after it say what it is made of.
        let v = report.verdict
        let summary: JSONObject = [
            "total": .number(Double(v.total)), "passed": .number(Double(v.passed)),
            "failed": .number(Double(v.failed)), "broken": .number(Double(v.broken)),
            "skipped": .number(Double(v.skipped)), "expectedFailures": .number(Double(v.expectedFailures)),
            "unexpectedPasses": .number(Double(v.unexpectedPasses)),
            "staleExpectedFailures": .number(Double(v.staleExpectedFailures)),
            "skippedAsFailed": .number(Double(v.skippedAsFailed)),
            "exitCode": .number(Double(v.exitCode)),
            "notRun": .number(Double(v.notRun)),
            "failOnSkip": .bool(report.failOnSkip),
        ]
        let doc: JSONObject = [
            "tool": .string("swipe-conformance \(SwipeConformanceVersion.string)"),
            "protocol": .number(Double(SwipeConformanceVersion.protocolVersion)),
            "implementation": .object(ProtocolMessages.announcement(info)),
            "run": report.metadata.map { m in
                JSONValue.object([
                    "toolVersion": .string(m.toolVersion), "vectorDigest": .string(m.vectorDigest),
                    "date": .string(m.date), "durationSeconds": .number(m.durationSeconds),
                    "commandLine": .array(m.commandLine.map { .string($0) }),
                    "profile": m.profile.map { p in
                        JSONValue.object(["name": .string(p.name), "leftOut": .number(Double(p.leftOut)),
                                          "untested": .array(p.untested.map { .string($0.rawValue) }),
                                          "notCompared": .array(p.notCompared.map { .string($0) }), "settle": .string(p.settle)])
                    } ?? .null,
                ])
            } ?? .null,
            "summary": .object(summary),
            "stopReason": report.stopReason.map { .string($0) } ?? .null,
            "staleExpectedFailures": .array(report.staleExpectedFailures.map { .string($0) }),
            "notRun": .array(report.notRun.map { .string($0) }),
            "cases": .array(cases),
        ]
        return JSONWriter.write(.object(doc))
    }

    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(u)
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if u.value < 0x20 || (0xD800...0xDFFF).contains(u.value) || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\\u{\(String(u.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// JUnit XML: one testcase per vector (skipped and broken included).
    package static func junit(_ report: VerifyReport) -> String {
        // The totals come from the run's one verdict, as the exit code and the
        // text summary do; each testcase's element from how it counts a case.
        // Stale expected-failure ids are failing testcases of their own, and a
        // case not run (the run stopped) is a skipped testcase with the reason.
        let v = report.verdict
        let failures = v.failed
        let errors = v.broken
        let skipped = v.skipped + v.notRun
        let tests = v.total + v.staleExpectedFailures + v.notRun
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"swipe-conformance\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        out += "  <testsuite name=\"swipe-conformance\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        var properties = "<property name=\"implementation\" value=\"\(xml(report.implementation.name + " " + report.implementation.version))\"/>"
        if let p = report.metadata?.profile {
            properties += "<property name=\"profile\" value=\"\(xml(p.name))\"/><property name=\"profile.leftOut\" value=\"\(p.leftOut)\"/>"
                + "<property name=\"profile.untested\" value=\"\(p.untested.joined(separator: ","))\"/>"
                + "<property name=\"profile.notCompared\" value=\"\(xml(p.notCompared.joined(separator: ",")))\"/>"
                + "<property name=\"profile.settle\" value=\"\(p.settle)\"/>"
        }
        out += "    <properties>\(properties)</properties>\n"
        for r in report.results {
            out += "    <testcase classname=\"\(xml(r.file))\" name=\"\(xml(r.id))\">"
            switch (report.counted(r), r.status) {
            case (.passed, _):
                out += "</testcase>\n"
            case (.expectedFailure, _):
                out += "<system-out>\(xml("expected failure (listed in the expected-failures file): " + (r.message ?? "")))</system-out></testcase>\n"
            case (.failed, .unexpectedPass):
                out += "\n      <failure message=\"\(xml(r.message ?? "unexpected pass"))\"/>\n    </testcase>\n"
            case (.failed, .skipped):
                out += "\n      <failure message=\"\(xml("skipped, and --fail-on-skip is given: " + (r.message ?? "")))\"/>\n    </testcase>\n"
            case (.failed, _):
                var body = "requirements: \(r.requirements.joined(separator: ", "))\n"
                if let e = r.event { body += "event: \(Describe.event(e))\n" }
                if let e = r.expected { body += "expected: \(JSONWriter.write(Codec.encode(e), style: .compact))\n" }
                if let a = r.actual { body += "actual:   \(JSONWriter.write(Codec.encode(a), style: .compact))\n" }
                out += "\n      <failure message=\"\(xml(r.message ?? "failed"))\">\(xml(body))</failure>\n    </testcase>\n"
            case (.skipped, _):
                out += "<skipped message=\"\(xml(r.message ?? ""))\"/></testcase>\n"
            case (.broken, _):
                out += "\n      <error message=\"\(xml(r.message ?? "broken"))\"/>\n    </testcase>\n"
            }
        }
        for id in report.notRun {
            out += "    <testcase classname=\"not-run\" name=\"\(xml(id))\">"
            out += "<skipped message=\"\(xml("not run: " + (report.stopReason ?? "the run stopped")))\"/></testcase>\n"
        }
        for id in report.staleExpectedFailures {
            out += "    <testcase classname=\"expected-failures\" name=\"\(xml(id))\">\n"
            out += "      <failure message=\"stale expected failure: no vector has this id; remove it (or run with --fix-expected-failures)\"/>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
