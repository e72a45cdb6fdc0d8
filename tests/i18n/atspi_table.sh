#!/bin/sh
# The table through a real AT-SPI bus, read from outside the program:
#     dbus-run-session -- tests/i18n/atspi_table.sh
# Needs Xvfb, at-spi2-core, xdotool and Debian's python3-pyatspi.  Uses display :${ATSPI_DISPLAY:-99}
# and throw-away settings and data folders; prints what the reader found.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
display=":${ATSPI_DISPLAY:-99}"
tmp=$(mktemp -d)
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache"
export DISPLAY="$display" QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
sleep 1
/usr/libexec/at-spi2-registryd >/dev/null 2>&1 &
registry=$!
sleep 1
"$root/.venv/bin/penguin-qt" --variant penguin --deal 4 --speed off --language en >"$tmp/app.log" 2>&1 &
app=$!
sleep 4
/usr/bin/python3 "$here/atspi_read.py"
status=$?
kill "$app" "$registry" "$launcher" "$xvfb" 2>/dev/null
wait 2>/dev/null
rm -rf "$tmp"
exit $status
