#!/usr/bin/env bash
# Set up everything accessible_games needs on Debian/Ubuntu: system packages, a virtual
# environment made from the system Python (with system site packages, so that liblouis'
# `louis` and BRLTTY's `brlapi` import), and the Python packages. Idempotent: when everything
# is already in place it only checks, which takes well under a second.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

APT_PACKAGES=(
    python3 python3-venv python3-dev
    espeak-ng libespeak-ng1 alsa-utils sox tmux
    liblouis20 liblouis-data liblouis-bin python3-louis
    brltty python3-brlapi
    libcairo2 fonts-dejavu-core
    speech-dispatcher speech-dispatcher-espeak-ng python3-speechd
    redis-server
    chromium chromium-driver
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$pkg")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing system packages: ${missing[*]}" >&2
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -q >&2
    $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi

# The virtual environment comes from Debian's own Python: python3-louis and python3-brlapi
# are built for it and are not on PyPI.
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv from /usr/bin/python3" >&2
    /usr/bin/python3 -m venv --system-site-packages .venv
fi

# Reinstall the Python packages only when pyproject.toml changed since the last install.
stamp=.venv/.accessible-games-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "setup: installing Python packages into .venv" >&2
    .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >&2
    # --no-compile: byte code is written for the modules that are imported, when they are
    # (the test command keeps it), not for every file of every package (10 s of the 33 s).
    .venv/bin/python -m pip install -q --disable-pip-version-check --no-compile -e '.[test]' >&2
    echo "$want" > "$stamp"
fi
