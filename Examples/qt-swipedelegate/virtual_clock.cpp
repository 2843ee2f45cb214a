// A QAnimationDriver on a clock that only the adapter advances.
//
// PySide6 does not bind QAnimationDriver, so this small library is built with g++
// against Debian's Qt 6 headers and loaded with ctypes into the Qt of the PySide6
// wheel (already loaded by the time it is opened, so its libQt6Core.so.6 is the one
// this library links to). It uses only public QtCore API (qabstractanimation.h), which
// Qt 6 keeps binary compatible: a library built against Qt 6.4 runs on any later 6.x.
//
// Two of the three ways the wall clock comes back are closed here:
// - stop() is overridden and never calls the base class: a stopped driver makes
//   QUnifiedTimer fall back to its own wall-clock timer.
// - elapsed() returns the virtual time, so every animation (and QElapsedTimer-free
//   code that asks the driver) sees only the time the adapter set.
// The third (an event delivered before the clock reached its time) is the adapter's:
// it calls virtual_clock_advance_to(t) before it delivers an event at t.
#include <QtCore/qabstractanimation.h>

namespace {

class VirtualClockDriver final : public QAnimationDriver {
public:
    qint64 elapsed() const override { return now; }

    void advanceTo(qint64 ms)
    {
        if (ms > now)
            now = ms;
        advance();  // QAnimationDriver::advance() calls advanceAnimation()
    }

    qint64 now = 0;

protected:
    void stop() override {}  // never really stop: see the note at the top
};

} // namespace

extern "C" {

// Creates the driver and installs it as the GUI thread's animation driver.
// Call once, after QGuiApplication exists.
void *virtual_clock_install()
{
    auto *driver = new VirtualClockDriver;
    driver->install();
    return driver;
}

// Sets the clock to ms (never backwards) and advances every running animation to it.
void virtual_clock_advance_to(void *driver, long long ms)
{
    static_cast<VirtualClockDriver *>(driver)->advanceTo(ms);
}

// Whether Qt considers the driver running (it must stay so: see the note at the top).
int virtual_clock_is_running(void *driver)
{
    return static_cast<VirtualClockDriver *>(driver)->isRunning() ? 1 : 0;
}

}
