#!/bin/sh
# The table through a real AT-SPI bus, read from outside the program, as a screen reader does:
#     tests/i18n/atspi_table.sh          (starts its own D-Bus session when there is none)
# Needs Xvfb, at-spi2-core, dbus, xdotool and Debian's python3-pyatspi (run by /usr/bin/python3,
# not the project's virtual environment).  Uses display :${ATSPI_DISPLAY:-99} and throw-away
# settings and data folders; prints what the reader found and each check; exit status 0 when
# every check passed.  Every wait has a time limit; on a failure the program's own output is
# printed too.
set -u
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ -z "${ATSPI_IN_SESSION:-}" ]; then
  ATSPI_IN_SESSION=1 exec dbus-run-session -- sh "$0" "$@"
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
number=${ATSPI_DISPLAY:-99}
display=":$number"
program="${PENGUIN_QT:-$root/.venv/bin/penguin-qt}"

fail() { echo "atspi_table: $*" >&2; exit 1; }
for tool in Xvfb xdotool dbus-run-session; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: see .ci/debian-packages.txt)"
done
[ -x /usr/libexec/at-spi-bus-launcher ] || fail "at-spi2-core is missing (/usr/libexec/at-spi-bus-launcher)"
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || fail "python3-pyatspi is missing for /usr/bin/python3"
[ -x "$program" ] || fail "no program at $program (make setup first)"
[ -e "/tmp/.X11-unix/X$number" ] && fail "display $display is taken; set ATSPI_DISPLAY"

tmp=$(mktemp -d)
pids=""
cleanup() {
  for pid in $pids; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache"
export HOME="$tmp" DISPLAY="$display" QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
unset QT_ACCESSIBILITY NO_AT_BRIDGE

# wait_for SECONDS WHAT COMMAND...: run COMMAND every 0.2 s until it succeeds
wait_for() {
  limit=$1 what=$2; shift 2
  tries=$((limit * 5))
  while ! "$@" >/dev/null 2>&1; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || fail "$what did not come within $limit s"
    sleep 0.2
  done
}

Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
pids="$!"
wait_for 15 "the X server $display" test -e "/tmp/.X11-unix/X$number"
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$tmp/bus.log" 2>&1 &
pids="$! $pids"
bus_up() {  # asks the session bus without starting anything
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus | grep -q "boolean true"
}
wait_for 15 "the accessibility bus" bus_up
/usr/libexec/at-spi2-registryd >"$tmp/registry.log" 2>&1 &
pids="$! $pids"
sleep 1
"$program" --variant penguin --deal 4 --speed off --language en >"$tmp/app.log" 2>&1 &
app=$!
pids="$app $pids"
timeout 180 /usr/bin/python3 "$here/atspi_read.py"
status=$?
if [ "$status" -ne 0 ]; then
  [ "$status" -eq 124 ] && echo "atspi_table: the reader took over 180 s and was stopped"
  kill -0 "$app" 2>/dev/null || echo "atspi_table: penguin-qt is no longer running"
  echo "---- what penguin-qt said:"
  tail -n 40 "$tmp/app.log"
  echo "---- the accessibility bus:"
  tail -n 10 "$tmp/bus.log" "$tmp/registry.log"
fi
exit "$status"
