import QuotedText

extension CaseRun {
    /// What every report says of a case the implementation could not run
    /// (``CaseRun/rejected(_:)``): `the implementation could not run the case: REASON`,
    /// in one phrasing, whichever runner, property or command reports it.
    ///
    /// `reason` completes that sentence and never repeats it: what the
    /// implementation answered (``answeredError(_:)``), what was wrong with its
    /// result, or what it threw (``threw(_:)``).
    ///
    /// ```swift
    /// CaseRun.rejectionMessage(#"it answered with an error: "no select style""#)
    /// // the implementation could not run the case: it answered with an error: "no select style"
    /// ```
    package static func rejectionMessage(_ reason: String) -> String {
        "the implementation could not run the case: \(reason)"
    }

    /// The implementation answered the case with an `error` message (PROTOCOL.md
    /// 2.3), quoted as it wrote it.
    package static func answeredError(_ message: String) -> CaseRun {
        .rejected("it answered with an error: \(quoteShortened(message))")
    }

    /// An implementation in this process threw `error` for the case.
    package static func threw(_ error: any Error) -> CaseRun {
        .rejected("it threw \(error)")
    }
}
