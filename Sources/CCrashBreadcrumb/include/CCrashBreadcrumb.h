#ifndef C_CRASH_BREADCRUMB_H
#define C_CRASH_BREADCRUMB_H

#include <stddef.h>

/// Sets the calling thread's breadcrumb: the line written to standard error if
/// the process crashes (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) on
/// this thread before `swipe_breadcrumb_clear` is called. The text is copied
/// (at most 1023 bytes); the first call installs the signal handlers, which
/// write the line and then hand the signal to the handler installed before
/// them (the Swift runtime's backtracer, or the default action).
void swipe_breadcrumb_set(const char *text, size_t length);

/// Clears the calling thread's breadcrumb.
void swipe_breadcrumb_clear(void);

#endif
