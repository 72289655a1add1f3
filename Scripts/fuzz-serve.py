#!/usr/bin/env python3
"""A bounded fuzz of `tessera serve`'s SSH transport, on loopback only.

Starts the server (--allow-anyone, on a free port), opens one visitor session that
stays open the whole time (paramiko, auth `none`, a pty and a shell), and then sends:

  random     connections of random bytes, before and after a valid version line
  mutated    a real client key exchange message with random bytes flipped, cut or added
  truncated  handshakes cut at every stage (mid version line, mid packet, after KEXINIT)
  channels   authenticated connections flooding channel opens and channel requests
             (pty-req, env, exec, subsystem, window-change with huge sizes, x11, agent,
             unknown names), random channel data, and global requests

Every case is bounded in count and time. Checks, printed as `ok`/`FAIL` lines:
  - the server is alive after every batch (no crash);
  - the visitor's session answers a key after every batch (other sessions unaffected);
  - after everything closed, the server's RSS grew less than --max-growth-kib and its
    open file descriptors are back to where they were (no growth);
  - the server never ran more explorers than --max-sessions.
Ends with "N passed, M failed". Usage:

  python3 Scripts/fuzz-serve.py --bin .build/debug/tessera [--seed 1] [--rounds 40]
"""

import argparse
import logging
import os
import random
import re
import select
import socket
import struct
import subprocess
import sys
import tempfile
import time

try:
    import paramiko
except ImportError:  # the channel flood needs an SSH client
    paramiko = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Tests", "e2e", "fixtures", "feed.json")
results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    if ok:
        results["passed"] += 1
        print(f"ok   - {name}")
    else:
        results["failed"] += 1
        print(f"FAIL - {name}" + (f": {detail}" if detail else ""))


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def name_list(names):
    return ssh_string(",".join(names).encode())


def packet(payload, block=8):
    """An unencrypted SSH binary packet (RFC 4253 section 6)."""
    pad = block - ((len(payload) + 5) % block)
    if pad < 4:
        pad += block
    return struct.pack(">IB", len(payload) + pad + 1, pad) + payload + os.urandom(pad)


def client_kexinit():
    payload = bytes([20]) + os.urandom(16)
    payload += name_list(["curve25519-sha256", "ecdh-sha2-nistp256"])
    payload += name_list(["ssh-ed25519"])
    payload += name_list(["aes256-gcm@openssh.com"]) * 2
    payload += name_list(["hmac-sha2-256-etm@openssh.com"]) * 2
    payload += name_list(["none"]) * 2
    payload += name_list([]) * 2
    payload += b"\x00" + b"\x00\x00\x00\x00"
    return packet(payload)


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.random()
        if op < 0.5 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif op < 0.7 and data:
            del data[rng.randrange(len(data)) :]
        elif op < 0.85:
            at = rng.randrange(len(data) + 1)
            data[at:at] = os.urandom(rng.randint(1, 64))
        else:  # a length field set to something odd
            if len(data) >= 4:
                data[0:4] = struct.pack(">I", rng.choice([0, 1, 5, 0x7FFFFFFF, 0xFFFFFFFF, 35000, 262144]))
    return bytes(data)


class Server:
    def __init__(self, binary, max_sessions):
        self.work = tempfile.mkdtemp()
        self.log = open(os.path.join(self.work, "serve.log"), "w+")
        args = [binary, "serve", "--port", "0", "--host-key", os.path.join(self.work, "host"),
                "--allow-anyone", "--max-sessions", str(max_sessions), "--idle-timeout", "60",
                # The fuzz comes from one address: the per-source limits are tested elsewhere.
                "--per-source-rate", "100000", "--per-source-startups", "100000", FIXTURE]
        self.process = subprocess.Popen(args, stderr=self.log, stdin=subprocess.DEVNULL)
        self.port = None
        for _ in range(400):
            self.log.seek(0)
            m = re.search(r"listening on 127\.0\.0\.1:(\d+),", self.log.read())
            if m:
                self.port = int(m.group(1))
                break
            time.sleep(0.05)
        if self.port is None:
            raise SystemExit("the server did not start")

    def alive(self):
        return self.process.poll() is None

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def fds(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def explorers(self):
        out = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True, text=True).stdout
        return len(out.split())

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def raw(port, chunks, hold=0.0):
    """Connects, sends each chunk, reads what comes back for a moment, closes."""
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=2)
    except OSError:
        return
    try:
        for chunk in chunks:
            s.sendall(chunk)
        end = time.time() + hold
        s.setblocking(False)
        while time.time() < end:
            r, _, _ = select.select([s], [], [], 0.05)
            if r:
                try:
                    if not s.recv(65536):
                        break
                except OSError:
                    break
    except OSError:
        pass
    finally:
        s.close()


def visitor(port):
    """A visitor's session: auth none, a pty and a shell. Returns (client, channel)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    transport = paramiko.Transport(sock)
    transport.start_client(timeout=10)
    transport.auth_none("visitor")
    channel = transport.open_session(timeout=10)
    channel.get_pty("xterm", 100, 30)
    channel.invoke_shell()
    return transport, channel


def answers(channel, timeout=10.0):
    """Sends `j` and waits for screen bytes back."""
    while channel.recv_ready():
        channel.recv(65536)
    channel.send(b"j")
    end = time.time() + timeout
    while time.time() < end:
        if channel.recv_ready() and channel.recv(65536):
            return True
        time.sleep(0.02)
    return False


def raw_request(transport, channel, name, want_reply, payload):
    """A channel request as the client sends it, without waiting for the answer."""
    m = paramiko.Message()
    m.add_byte(bytes([98]))  # SSH_MSG_CHANNEL_REQUEST
    m.add_int(channel.remote_chanid)
    m.add_string(name)
    m.add_boolean(want_reply)
    m.add_bytes(payload)
    transport._send_user_message(m)


def channel_flood(rng, port, count):
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        transport = paramiko.Transport(sock)
        transport.start_client(timeout=10)
        transport.auth_none("fuzz")
    except Exception:
        return
    try:
        for _ in range(count):
            try:
                channel = transport.open_session(timeout=2)
            except Exception:
                break
            for _ in range(rng.randint(1, 20)):
                kind = rng.choice(["pty", "env", "exec", "subsystem", "resize", "x11", "agent", "shell", "data", "unknown"])
                try:
                    if kind == "pty":
                        channel.get_pty(rng.choice(["xterm", "\x1b[31m", "a" * 300, ""]),
                                        rng.choice([0, 1, 80, 65535, 2**31]), rng.choice([0, 1, 24, 65535, 2**31]))
                    elif kind == "env":
                        channel.set_environment_variable("X" * rng.randint(1, 200), "y" * rng.randint(0, 2000))
                    elif kind == "exec":
                        channel.exec_command(rng.choice(["sh", "id", "\x00\x1b]0;x\x07", "a" * 5000]))
                    elif kind == "subsystem":
                        channel.invoke_subsystem(rng.choice(["sftp", "x" * 100]))
                    elif kind == "resize":
                        channel.resize_pty(rng.choice([0, 1, 65535, 2**31]), rng.choice([0, 1, 65535, 2**31]))
                    elif kind == "x11":
                        channel.request_x11(single_connection=True)
                    elif kind == "agent":
                        raw_request(transport, channel, "auth-agent-req@openssh.com", rng.random() < 0.5, b"")
                    elif kind == "shell":
                        raw_request(transport, channel, "shell", True, b"")
                    elif kind == "data":
                        channel.send(os.urandom(rng.randint(1, 4096)))
                    else:
                        raw_request(transport, channel, "fuzz-" + str(rng.randrange(1000)), rng.random() < 0.5,
                                    os.urandom(rng.randint(0, 64)))
                except Exception:
                    pass
            if rng.random() < 0.3:
                try:
                    transport.global_request(rng.choice(["tcpip-forward", "keepalive@openssh.com", "x"]), wait=False)
                except Exception:
                    pass
            if rng.random() < 0.5:
                channel.close()
    finally:
        transport.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "tessera"))
    parser.add_argument("--seed", type=int, default=20261127)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--max-sessions", type=int, default=4)
    parser.add_argument("--max-growth-kib", type=int, default=4096)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    logging.getLogger("paramiko").setLevel(logging.CRITICAL)  # the fuzz's own resets are expected
    server = Server(args.bin, args.max_sessions)
    started = time.time()
    try:
        if paramiko is None:
            check("paramiko is installed (pip install paramiko)", False)
            return
        transport, channel = visitor(server.port)
        check("a visitor's session answers before the fuzz", answers(channel))
        time.sleep(0.5)
        base_rss, base_fds = server.rss_kib(), server.fds()
        banner = b"SSH-2.0-fuzz_1.0\r\n"
        kex = client_kexinit()
        most_explorers = 0
        batches = {
            "random bytes": lambda: raw(server.port, [os.urandom(rng.randint(1, 4096))], 0.05),
            "random bytes after a version line": lambda: raw(server.port, [banner, os.urandom(rng.randint(1, 4096))], 0.05),
            "mutated key exchange messages": lambda: raw(server.port, [banner, mutate(rng, kex)], 0.1),
            "truncated handshakes": lambda: raw(
                server.port, [(banner + kex)[: rng.randint(1, len(banner) + len(kex) - 1)]], rng.choice([0, 0.2])),
            "long version lines and junk before them": lambda: raw(
                server.port, [os.urandom(rng.randint(0, 300)).replace(b"SSH-", b"x") + b"\r\n" * 3 + b"SSH-" * 2000], 0.05),
            "channel-request floods": lambda: channel_flood(rng, server.port, rng.randint(1, 8)),
        }
        for name, case in batches.items():
            for _ in range(args.rounds):
                case()
                most_explorers = max(most_explorers, server.explorers())
            check(f"{name} x {args.rounds}: the server is alive", server.alive())
            check(f"{name}: the visitor's session still answers", server.alive() and answers(channel))
        # Let every fuzz connection close and its explorer (if any) be reaped.
        for _ in range(100):
            if server.explorers() <= 1 and server.fds() <= base_fds:
                break
            time.sleep(0.1)
        rss, fds = server.rss_kib(), server.fds()
        print(f"figure: transport fuzz: {len(batches) * args.rounds} cases in {time.time() - started:.1f} s "
              f"(measured on a loaded machine); server RSS {base_rss} -> {rss} KiB, "
              f"open descriptors {base_fds} -> {fds}, at most {most_explorers} explorer processes")
        check(f"no growth: RSS grew less than {args.max_growth_kib} KiB", rss - base_rss < args.max_growth_kib,
              f"{base_rss} -> {rss} KiB")
        check("no growth: open descriptors back to where they were", fds <= base_fds, f"{base_fds} -> {fds}")
        check(f"never more than --max-sessions {args.max_sessions} explorers", most_explorers <= args.max_sessions)
        check("the visitor's session still answers at the end", answers(channel))
        channel.close()
        transport.close()
    finally:
        server.stop()
        check("the server stops on SIGTERM with status 0", server.process.returncode == 0,
              f"status {server.process.returncode}")
        print(f"{results['passed']} passed, {results['failed']} failed")


if __name__ == "__main__":
    main()
    sys.exit(1 if results["failed"] else 0)
