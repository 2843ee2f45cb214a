// A crash that names what was running: a per-thread line written to standard
// error by a signal handler, then the signal goes on to the handler that was
// installed before (the Swift runtime's backtracer, or the default action), so
// the crash still ends the process as it would have. Only async-signal-safe
// calls (write, sigaction, raise) run inside the handler. Written in C because
// a signal handler must not touch Swift's runtime (allocation, reference
// counting, lazy globals) and a thread-local buffer is plain C here.

#include "CCrashBreadcrumb.h"

#if defined(_WIN32)

void swipe_breadcrumb_set(const char *text, size_t length) { (void)text; (void)length; }
void swipe_breadcrumb_clear(void) {}

#else

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

enum { capacity = 1024 };

static _Thread_local char breadcrumb[capacity];
static _Thread_local size_t breadcrumbLength;

static const int crashSignals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
enum { signalCount = sizeof(crashSignals) / sizeof(crashSignals[0]) };
static struct sigaction previousActions[signalCount];
static pthread_once_t installOnce = PTHREAD_ONCE_INIT;

static void writeAll(const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, bytes, length);
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

static void onCrash(int signal, siginfo_t *info, void *context) {
    (void)context;
    if (breadcrumbLength > 0) {
        writeAll("\n", 1);
        writeAll(breadcrumb, breadcrumbLength);
        writeAll("\n", 1);
        breadcrumbLength = 0;
    }
    // Put the previous handler back. A fault (an illegal instruction, a trap, a
    // bad access) happens again when the handler returns and reaches it; a
    // signal sent by raise or kill (abort's SIGABRT) is sent again, and stays
    // pending until this handler returns.
    for (int i = 0; i < signalCount; i++) {
        if (crashSignals[i] != signal) continue;
        sigaction(signal, &previousActions[i], NULL);
        if (info == NULL || info->si_code <= 0) raise(signal);
        return;
    }
}

static void install(void) {
    for (int i = 0; i < signalCount; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = onCrash;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(crashSignals[i], &action, &previousActions[i]);
    }
}

void swipe_breadcrumb_set(const char *text, size_t length) {
    pthread_once(&installOnce, install);
    if (length > capacity) length = capacity;
    breadcrumbLength = 0;
    memcpy(breadcrumb, text, length);
    breadcrumbLength = length;
}

void swipe_breadcrumb_clear(void) { breadcrumbLength = 0; }

#endif
