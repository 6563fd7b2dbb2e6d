#!/usr/bin/env python3
"""Courier's start against yardsticks, side by side in one run (issue 24, item 4).

  courier --version                        against  curl --version           CPU of the process
  courier get products --limit 30 --json   against  curl of the same page    CPU of the process
  launch to the first frame, in tmux       against  vim                      wall time
      (signed in, against a staging server; and on the default demo host, whose
       server starts inside the app, at its login form), and the CPU courier
       reports it had used by then (COURIER_STARTUP_FILE), which load moves little

Each pair runs in turn (A, B, A, B ...) so a busy machine slows both alike;
the figures are medians, with the lowest and highest, and the load average.
CPU is user + system from the kernel's accounting of the finished child
(wait4), not a sampled clock. The first frame is timed from just before tmux
is asked to open the window until `capture-pane` shows the frame; a bare
`echo` the same way shows what tmux itself costs.

usage: scripts/startup-compare.py [--rounds N] [--courier PATH] [--server PATH] [--baseline PATH] [--only get]
  PATH defaults to the release build (.build/release); the README's install
  build is the one to measure (scripts/install.sh --prefix DIR, then --courier DIR/courier).
  --baseline runs another build's courier in the same rounds, so two builds
  compare under the same load; --only get measures `courier get` alone.
"""
import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_measured(command, env=None, stdin=None):
    """Runs `command` to its end; returns (cpu seconds, wall seconds, exit status)."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    if stdin:
        process.stdin.write(stdin)
        process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, wall, process.returncode


def summary(values, scale=1000.0, unit="ms"):
    ordered = sorted(values)
    return f"{statistics.median(ordered) * scale:8.1f} {unit}  ({ordered[0] * scale:.1f}–{ordered[-1] * scale:.1f})"


def compare(label, a, b, rounds, target, measure, baseline=None):
    """Runs a and b in turn (and `baseline`, another build's a, between them);
    prints medians and the median of the per-pair ratios against `target`."""
    commands = [a, b] + ([baseline] if baseline else [])
    for command in commands:  # warm the page cache
        measure(command)
    figures = [[] for _ in commands]
    for _ in range(rounds):
        for index, command in enumerate(commands):
            figures[index].append(measure(command))
    print(f"  {label}")
    rows = [("courier", figures[0])] + ([("baseline", figures[2])] if baseline else [])
    print(f"    yardstick {summary(figures[1])}")
    for name, values in rows:
        ratios = [value / yardstick if yardstick > 0 else float("inf") for value, yardstick in zip(values, figures[1])]
        ratio = statistics.median(ratios)
        verdict = "ok" if ratio <= target else "OVER"
        print(f"    {name} {summary(values)}")
        print(f"      ratio {ratio:.2f}× (pairs {min(ratios):.2f}–{max(ratios):.2f})  target ≤ {target}×  {verdict}")


class Tmux:
    """A tmux server of our own, on a private socket, for timing first frames."""

    def __init__(self, directory):
        self.socket = os.path.join(directory, "tmux.sock")
        self.command(["new-session", "-d", "-s", "bench", "-x", "120", "-y", "40", "sleep 100000"])

    def command(self, arguments):
        return subprocess.run(["tmux", "-S", self.socket] + arguments, capture_output=True, text=True, check=True).stdout

    def first_frame(self, command, marker, env, timeout=10.0, cpu=None):
        """Seconds from opening a window running `command` until its pane shows `marker`.
        With `cpu` (a list), courier's own report of the CPU it had used by its
        first frame (COURIER_STARTUP_FILE) is appended to it."""
        report = None
        if cpu is not None:
            report = os.path.join(os.path.dirname(self.socket), "startup-report")
            if os.path.exists(report):
                os.unlink(report)
            env = dict(env, COURIER_STARTUP_FILE=report)
        environment = " ".join(f"{key}={value}" for key, value in env.items())
        start = time.monotonic()
        pane = self.command(["new-window", "-d", "-P", "-F", "#{pane_id}", "-t", "bench",
                             f"env {environment} {command}"]).strip()
        try:
            while time.monotonic() - start < timeout:
                if re.search(marker, self.command(["capture-pane", "-p", "-t", pane]), re.MULTILINE):
                    elapsed = time.monotonic() - start
                    if report is not None:
                        cpu.append(self.reported_cpu(report, start + timeout))
                    return elapsed
            raise RuntimeError(f"no first frame from {command!r} in {timeout} s")
        finally:
            subprocess.run(["tmux", "-S", self.socket, "kill-pane", "-t", pane], capture_output=True)

    @staticmethod
    def reported_cpu(path, deadline):
        """Seconds of CPU in courier's startup report, written just after the first frame."""
        while time.monotonic() < deadline:
            try:
                match = re.search(r"([\d.]+) ms of CPU", open(path).read())
                if match:
                    return float(match.group(1)) / 1000
            except OSError:
                pass
        raise RuntimeError(f"no startup report in {path}")

    def close(self):
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True)


def free_port():
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(server):
    process = subprocess.Popen([server, "--port", "0", "--quiet"], stderr=subprocess.PIPE, text=True)
    banner = process.stderr.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", banner)
    if not match:
        process.kill()
        raise RuntimeError(f"courier-server did not start: {banner}")
    return process, f"http://127.0.0.1:{match.group(1)}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--courier", default=os.path.join(ROOT, ".build/release/courier"))
    parser.add_argument("--server", default=os.path.join(ROOT, ".build/release/courier-server"))
    parser.add_argument("--baseline", help="another build's courier, run in the same rounds")
    parser.add_argument("--only", choices=["get"], help="measure `courier get` alone")
    options = parser.parse_args()
    for tool in ("curl", "tmux", "vim"):
        if not shutil.which(tool):
            raise SystemExit(f"startup-compare: {tool} is needed")
    print(f"courier: {options.courier}; load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} at the start")
    cpu = lambda command: run_measured(command)[0]

    if options.only is None:
        compare("courier --version against curl --version, CPU", [options.courier, "--version"], ["curl", "--version"],
                options.rounds, 1.5, cpu, baseline=options.baseline and [options.baseline, "--version"])

    with tempfile.TemporaryDirectory(prefix="courier-startup-") as directory:
        home = os.path.join(directory, "home")
        os.makedirs(home)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_CACHE_HOME=os.path.join(home, ".cache"), TERM="xterm-256color")
        env.pop("COURIER_HOST", None)
        server, base_url = start_server(options.server)
        try:
            host = ["--host", "test", "--base-url", base_url]
            _, _, status = run_measured([options.courier, *host, "login", "--username", "emilys"], env=env, stdin=b"emilyspass\n")
            if status != 0:
                raise SystemExit("startup-compare: courier could not sign in to the staging server")
            session = next(os.path.join(root, name) for root, _, names in os.walk(os.path.join(home, ".config"))
                           for name in names if name.startswith("session"))
            token = json.load(open(session))["auth"]["accessToken"]
            courier_get = [options.courier, *host, "get", "products", "--limit", "30", "--json"]
            curl_get = ["curl", "-s", "-H", f"Authorization: Bearer {token}", f"{base_url}/auth/products?limit=30&skip=0"]
            compare("courier get products --limit 30 --json against curl of the same page, CPU", courier_get, curl_get,
                    options.rounds, 2.5, lambda command: run_measured(command, env=env)[0],
                    baseline=options.baseline and [options.baseline, *courier_get[1:]])
            if options.only == "get":
                print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} at the end")
                return

            tmux = Tmux(directory)
            try:
                frame_env = {"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"),
                             "XDG_CACHE_HOME": os.path.join(home, ".cache"), "TERM": "screen-256color"}
                courier_app = f"{options.courier} --host test --base-url {base_url}"
                # The default host: the staging server started inside the app, its login form first.
                demo_env = dict(frame_env, COURIER_DEMO_PORT=str(free_port()))
                cpu = {"courier": [], "demo": []}
                launches = {
                    "echo": lambda: tmux.first_frame("sh -c 'echo ready; sleep 100'", r"^ready", frame_env),
                    "vim": lambda: tmux.first_frame("vim", r"^~", frame_env),
                    "courier": lambda: tmux.first_frame(courier_app, r"Products", frame_env, cpu=cpu["courier"]),
                    "demo": lambda: tmux.first_frame(options.courier, r"Sign in", demo_env, cpu=cpu["demo"]),
                }
                for launch in launches.values():
                    launch()
                for figures in cpu.values():
                    figures.clear()
                times = {name: [] for name in launches}
                for _ in range(options.rounds):
                    for name, launch in launches.items():
                        times[name].append(launch())
                print("  launch to first frame in tmux, wall")
                for name, values in times.items():
                    print(f"    {name:8} {summary(values)}")
                print("  CPU to the first frame, courier's own report (every thread, loading included; what load does not move)")
                for name, figures in cpu.items():
                    print(f"    {name:8} {summary(figures)}")
                for name in ("courier", "demo"):
                    frame = statistics.median(times[name])
                    print(f"    {name}: first frame {frame * 1000:.1f} ms, vim's {statistics.median(times['vim']) * 1000:.1f} ms"
                          f"  target ≤ 50 ms  {'ok' if frame <= 0.050 else 'OVER'}")
            finally:
                tmux.close()
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait()
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} at the end")


if __name__ == "__main__":
    main()
