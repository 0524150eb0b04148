#!/bin/sh
# The browser tests drive Debian's Chromium (Playwright's own download cannot be relied on);
# this installs it when it is missing, so a fresh clone runs them instead of skipping.
set -eu
if [ -x /usr/bin/chromium ]; then
    exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "install-browser.sh: /usr/bin/chromium is missing and this user cannot install it" >&2
    exit 1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
