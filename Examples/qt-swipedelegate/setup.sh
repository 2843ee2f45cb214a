#!/usr/bin/env bash
# Installs what Examples/qt-swipedelegate needs and builds its clock shim. Idempotent:
# a second run installs nothing and rebuilds nothing that is up to date.
#
#   bash Examples/qt-swipedelegate/setup.sh
#
# - Debian: g++ and qt6-base-dev (the QtCore headers virtual_clock.cpp compiles against);
# - PyPI: PySide6-Essentials, pinned (the Qt that runs the widget);
# - build/libvirtualclock.so (gitignored).
set -euo pipefail
cd "$(dirname "$0")"

PYSIDE_VERSION=6.12.0
PYTHON=${PYTHON:-python3}

missing=()
for package in g++ qt6-base-dev pkg-config; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup.sh: apt-get install ${missing[*]}"
    if [ "$(id -u)" -ne 0 ]; then echo "setup.sh: installing Debian packages needs root (sudo bash $0)"; exit 2; fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

installed=$("$PYTHON" -c "import PySide6; print(PySide6.__version__)" 2>/dev/null || true)
if [ "$installed" != "$PYSIDE_VERSION" ]; then
    echo "setup.sh: pip install PySide6-Essentials==$PYSIDE_VERSION (found: ${installed:-none})"
    "$PYTHON" -m pip install --quiet --disable-pip-version-check "PySide6-Essentials==$PYSIDE_VERSION"
fi

# The shim uses only QtCore's public, binary-compatible API: built against Debian's
# Qt 6 headers (6.4 on Debian 12), it runs in the wheel's newer Qt 6 (README.md).
headers=$(pkg-config --modversion Qt6Core)
mkdir -p build
if [ ! -f build/libvirtualclock.so ] || [ virtual_clock.cpp -nt build/libvirtualclock.so ]; then
    echo "setup.sh: g++ virtual_clock.cpp against Qt $headers headers"
    # shellcheck disable=SC2046
    g++ -O2 -shared -fPIC -std=c++17 -Wall -Wextra -Werror $(pkg-config --cflags Qt6Core) \
        virtual_clock.cpp -o build/libvirtualclock.so.tmp $(pkg-config --libs Qt6Core)
    mv build/libvirtualclock.so.tmp build/libvirtualclock.so
fi
echo "setup.sh: ready (Qt headers $headers, PySide6 $("$PYTHON" -c "import PySide6; print(PySide6.__version__)"), build/libvirtualclock.so)"
