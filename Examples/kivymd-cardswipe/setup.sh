#!/usr/bin/env bash
# Installs what Examples/kivymd-cardswipe needs. Idempotent: a second run installs nothing.
#
#   bash Examples/kivymd-cardswipe/setup.sh
#
# - Debian: libcairo2-dev and pkg-config (pycairo, a dependency of kivymd 2.0.0 through
#   materialshapes, has no wheel for CPython 3.11 here and is built from its sdist with
#   meson, which needs cairo's pkg-config file); libegl1, libegl-mesa0, libgl1 and
#   libgl1-mesa-dri (the OpenGL context SDL2's offscreen video driver makes through EGL,
#   on Mesa's llvmpipe);
# - PyPI: kivy and kivymd, pinned (the Kivy wheel brings SDL2 2.30.7 in Kivy.libs/).
set -euo pipefail
cd "$(dirname "$0")"

KIVY_VERSION=2.3.1
KIVYMD_VERSION=2.0.0
PYTHON=${PYTHON:-python3}

missing=()
for package in libcairo2-dev pkg-config libegl1 libegl-mesa0 libgl1 libgl1-mesa-dri; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup.sh: apt-get install ${missing[*]}"
    if [ "$(id -u)" -ne 0 ]; then echo "setup.sh: installing Debian packages needs root (sudo bash $0)"; exit 2; fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

versions() {
    "$PYTHON" -c "from importlib.metadata import version as v; print(v('kivy'), v('kivymd'))" 2>/dev/null || true
}
if [ "$(versions)" != "$KIVY_VERSION $KIVYMD_VERSION" ]; then
    echo "setup.sh: pip install kivy==$KIVY_VERSION kivymd==$KIVYMD_VERSION (found: $(versions))"
    "$PYTHON" -m pip install --quiet --disable-pip-version-check \
        "kivy==$KIVY_VERSION" "kivymd==$KIVYMD_VERSION"
fi
echo "setup.sh: ready (kivy, kivymd: $(versions))"
