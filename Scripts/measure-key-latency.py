#!/usr/bin/env python3
"""Key-to-screen latency of a terminal program: the time from writing one key to its pty
until the first byte of the answer comes back, for KEYS presses of `j`.

Usage: Scripts/measure-key-latency.py [--keys N] [--size COLSxROWS] -- COMMAND [ARG...]

  Scripts/measure-key-latency.py -- .build/release/tessera Demos/flow-grid.json
  Scripts/measure-key-latency.py -- ssh -tt -p 2222 -i KEY 127.0.0.1   (over tessera serve)

The program runs on a pseudo-terminal this script owns (TERM=xterm-256color unless set),
so nothing else (tmux, polling) sits between the key and the clock. After the first frame
and after each key, the output must be quiet for 150 ms before the next key. Prints one
line: `p50 X ms, p90 Y ms, max Z ms over N keys`, and exits 1 if the program never drew.
"""
import argparse
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time


def drain_until_quiet(fd, quiet, limit):
    """Reads until no byte arrives for `quiet` seconds (or `limit` passes); returns the count."""
    total = 0
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return total
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return total
        if not chunk:
            return total
        total += len(chunk)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, default=30)
    parser.add_argument("--size", default="100x30")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command")
    columns, rows = (int(v) for v in args.size.split("x"))

    pid, fd = pty.fork()
    if pid == 0:
        os.environ.setdefault("TERM", "xterm-256color")
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    if drain_until_quiet(fd, 0.5, 15) == 0:
        print("error: the program drew nothing", file=sys.stderr)
        sys.exit(1)
    latencies = []
    for _ in range(args.keys):
        start = time.monotonic()
        os.write(fd, b"j")
        ready, _, _ = select.select([fd], [], [], 3)
        if ready:
            latencies.append((time.monotonic() - start) * 1000)
        drain_until_quiet(fd, 0.15, 5)
    os.write(fd, b"q")
    drain_until_quiet(fd, 0.3, 3)
    try:
        os.kill(pid, 9)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    if not latencies:
        print("error: no key was answered", file=sys.stderr)
        sys.exit(1)
    latencies.sort()

    def pick(q):
        return latencies[min(len(latencies) - 1, int(q * len(latencies)))]

    print(f"p50 {pick(0.5):.1f} ms, p90 {pick(0.9):.1f} ms, max {latencies[-1]:.1f} ms over {len(latencies)} keys")


if __name__ == "__main__":
    main()
