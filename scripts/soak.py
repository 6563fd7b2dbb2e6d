"""A long session with the real app in tmux, watching its memory, descriptors
and threads (issue 29): the soak.

What a person does in a working hour, at a person's pace, seeded: walks every
tab, pages down and to the end, opens records (pictures included), searches,
sorts, runs `:` commands, resizes, signs out and in again every 10 minutes;
the list is re-asked every 15 s (`--refresh`), the token lasts 2 minutes (so
it is refreshed about 30 times an hour), and every 5 minutes the server
misbehaves for 30 s behind the monkey's proxy (down, 500s, a slow body, a
reset) so the app goes offline and comes back.

Every SAMPLE seconds (oftener in a short run) it reads the app's and the server's resident memory,
open descriptors and threads from /proc. After a warm-up (a tenth of the run,
at least 2 minutes) it fails (exit 1) when:
  - the app's resident memory in the last quarter of the run is more than
    RSS_GROWTH_LIMIT_MB above the first quarter after the warm-up (medians);
  - its descriptors or threads ever exceed their warm-up maximum by more than
    FD_SLACK / THREAD_SLACK, or end (median of the last quarter) more than one
    descriptor or two threads above where they began after the warm-up;
  - the server's descriptors do the same;
and on what fails the monkey: the app ending by itself, a hang, raw escape
bytes on screen, a terminal left changed after SIGTERM.

usage: soak.py COURIER SERVER SECONDS [SEED] [--samples FILE.csv]
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from monkey import Monkey  # noqa: E402  (the proxy, the tmux session, sign-in and the end checks)

SAMPLE = 15.0
RSS_GROWTH_LIMIT_MB = 12.0
FD_SLACK = 8
THREAD_SLACK = 4
SIGN_OUT_PERIOD = 600.0
RESIZE_PERIOD = 180.0
FAULT_EVERY = 300.0
FAULT_LASTS = 30.0
FAULTS = ["down", "status=500", "slow-body=3000", "reset"]
SIZES = [(100, 30), (120, 40), (80, 24), (200, 60), (100, 30)]
# A person's keys, weighted by how often they come: moving, paging, opening and closing, tabs.
WALK = (["j"] * 8 + ["k"] * 3 + ["NPage"] * 5 + ["PPage"] * 2 + ["G", "g", "End", "Home"]
        + ["Tab"] * 4 + ["BTab"] * 2 + ["Enter"] * 4 + ["Escape"] * 5 + ["s", "S", "r", "?"])
SEARCHES = ["phone", "a", "love", "em", "zz", "the"]
COMMANDS = ["products category=laptops", "sort price desc", "users", "posts", "comments postId=3", "todos",
            "carts userId=5", "recipes", "sort title asc", "products", "quotes"]


def proc_figures(pid):
    """(resident MB, descriptors, threads) of a live process, or None once it is gone."""
    try:
        status = open(f"/proc/{pid}/status").read()
        descriptors = len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return None
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    rss_kb = int(fields["VmRSS"].split()[0])
    return rss_kb / 1024.0, descriptors, int(fields["Threads"])


class Soak(Monkey):
    server_args = ["--faults", "--quiet", "--seed", "7", "--products", "20000", "--token-ttl", "120"]
    app_args = ["--timeout", "5", "--refresh", "15"]
    prefix = "courier-soak-"

    def __init__(self, courier, server, seconds, seed, samples_path):
        super().__init__(courier, server, seconds, seed)
        self.samples_path = samples_path
        self.samples = []  # (seconds, app rss, app fds, app threads, server rss, server fds)

    def sample(self, elapsed):
        app = proc_figures(self.pid)
        server = proc_figures(self.server_process.pid)
        if app is None or server is None:
            return
        row = (elapsed,) + app + server[:2]
        self.samples.append(row)
        with open(self.samples_path, "a") as f:
            f.write(",".join(f"{v:.1f}" if isinstance(v, float) else str(v) for v in row) + "\n")

    def footer(self):
        return (self.screen().rstrip().splitlines() or [""])[-1]

    def browsing(self):
        """A list or a record, where `q` quits (a form, the login form and the `:` line do not say so),
        with no help or error drawn over it (their boxes say how to close them)."""
        screen = self.screen()
        footer = (screen.rstrip().splitlines() or [""])[-1]
        return (" q Quit" in footer or footer.startswith("q Quit")) and "to close" not in screen

    def back_to_browsing(self):
        """Escape out of whatever is open (the `:` line, a form, a question, help), discarding a form."""
        for _ in range(6):
            if self.browsing() or self.on_login_form(self.screen()):
                return
            self.tmux("send-keys", "-t", self.session, "y" if "Discard" in self.screen() else "Escape")
            time.sleep(0.3)  # an ESC and the next key in one read are an Alt key

    def walk(self):
        if not self.browsing() and not self.on_login_form(self.screen()):
            self.back_to_browsing()  # a person leaves what they opened by mistake, or what stayed open
            self.count("left a mode")
        footer = self.footer()
        r = self.random.random()
        if r < 0.85 or (r < 0.93 and "Search" not in footer):
            self.tmux("send-keys", "-t", self.session, self.random.choice(WALK))
            self.count("key")
        elif r < 0.93:
            self.tmux("send-keys", "-t", self.session, "/")
            self.tmux("send-keys", "-t", self.session, "-l", self.random.choice(SEARCHES))
            self.tmux("send-keys", "-t", self.session, "Enter")
            self.count("search")
        else:
            self.tmux("send-keys", "-t", self.session, ":")
            self.tmux("send-keys", "-t", self.session, "-l", self.random.choice(COMMANDS))
            self.tmux("send-keys", "-t", self.session, "Enter")
            self.count("command")
        time.sleep(self.random.uniform(0.25, 0.9))

    def sign_out_and_in(self):
        self.back_to_browsing()
        self.tmux("send-keys", "-t", self.session, "L")
        signed_out, _ = self.wait_for(self.on_login_form, 3)
        if not signed_out:  # it asks first when a form holds changes
            self.tmux("send-keys", "-t", self.session, "y")
        signed_out, text = self.wait_for(self.on_login_form, 20)
        if not signed_out:
            self.failures.append(f"sign-out did not reach the login form within 20 s:\n{text}")
            return
        self.sign_in()
        self.count("sign-out and in")

    def run(self):
        with open(self.samples_path, "w") as f:
            f.write("seconds,app_rss_mb,app_fds,app_threads,server_rss_mb,server_fds\n")
        self.start()
        started = time.monotonic()
        period = min(SAMPLE, self.seconds / 40)  # a short run samples more often, so there is enough to judge
        next_sample = next_report = 0.0
        # A short run does each of these too, sooner.
        sign_out_period = min(SIGN_OUT_PERIOD, self.seconds / 3)
        resize_period = min(RESIZE_PERIOD, self.seconds / 5)
        fault_every = min(FAULT_EVERY, self.seconds / 4)
        next_sign_out, next_resize, next_fault = sign_out_period, resize_period, fault_every
        fault_ends = None
        size = 0
        while not self.failures:
            elapsed = time.monotonic() - started
            if elapsed >= self.seconds:
                break
            if elapsed >= next_sample:
                self.sample(elapsed)
                next_sample += period
            if elapsed >= next_report:
                self.report_progress(elapsed)
                next_report += 300.0
            if fault_ends is not None and elapsed >= fault_ends:
                self.proxy.fault, fault_ends = None, None
            elif elapsed >= next_fault:
                self.proxy.fault = self.random.choice(FAULTS)
                fault_ends, next_fault = elapsed + min(FAULT_LASTS, fault_every / 2), next_fault + fault_every
                self.count("fault")
            if elapsed >= next_resize:
                size = (size + 1) % len(SIZES)
                cols, rows = SIZES[size]
                self.tmux("resize-window", "-t", self.session, "-x", str(cols), "-y", str(rows))
                next_resize += resize_period
                self.count("resize")
            if elapsed >= next_sign_out and self.proxy.fault is None:
                self.sign_out_and_in()
                next_sign_out += sign_out_period
            elif self.on_login_form(self.screen()):
                self.sign_in()  # a refused refresh while the server was down may have asked again
            self.walk()
            if self.ended_by_itself():
                break
            if sum(self.counts.values()) % 40 == 0:
                self.check_screen()
                self.probe()
        self.sample(time.monotonic() - started)
        self.judge()
        self.finish()

    def report_progress(self, elapsed):
        if self.samples:
            _, rss, fds, threads, server_rss, server_fds = self.samples[-1]
            print(f"soak: {elapsed / 60:5.1f} min  app {rss:6.1f} MB {fds:3d} fds {threads:2d} threads"
                  f"  server {server_rss:6.1f} MB {server_fds:3d} fds  ({sum(self.counts.values())} events)",
                  flush=True)

    def judge(self):
        warm = max(min(120.0, self.seconds / 3), self.seconds / 10)
        warming = [s for s in self.samples if s[0] < warm]
        after = [s for s in self.samples if s[0] >= warm]
        if len(warming) < 2 or len(after) < 4:
            self.failures.append(f"too few samples to judge ({len(warming)} in the warm-up, {len(after)} after)")
            return
        quarter = max(2, len(after) // 4)
        first, last = after[:quarter], after[-quarter:]
        median = lambda rows, i: statistics.median(r[i] for r in rows)
        growth = median(last, 1) - median(first, 1)
        self.verdicts = [f"app memory {median(first, 1):.1f} → {median(last, 1):.1f} MB (limit +{RSS_GROWTH_LIMIT_MB:.0f} MB)"]
        if growth > RSS_GROWTH_LIMIT_MB:
            self.failures.append(f"the app's memory grew {growth:.1f} MB from the first to the last quarter")
        # The drift allows for a request or a worker thread that happens to be alive at a sample.
        for index, name, slack, drift in [(2, "the app's descriptors", FD_SLACK, 1),
                                          (3, "the app's threads", THREAD_SLACK, 2),
                                          (5, "the server's descriptors", FD_SLACK, 1)]:
            ceiling = max(r[index] for r in warming) + slack
            highest = max(r[index] for r in after)
            begin, end = median(first, index), median(last, index)
            self.verdicts.append(f"{name}: warm-up up to {ceiling - slack}, then up to {highest}, {begin:g} → {end:g}")
            if highest > ceiling:
                self.failures.append(f"{name} reached {highest}, above the warm-up's {ceiling - slack} + {slack}")
            if end > begin + drift:
                self.failures.append(f"{name} ended at {end:g} (median of the last quarter), above the {begin:g} they began at")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--samples")]
    samples = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--samples=")), None)
    if len(args) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    courier, server, seconds = args[0], args[1], float(args[2])
    seed = int(args[3]) if len(args) > 3 else int(time.time())
    soak = Soak(courier, server, seconds, seed, samples or os.path.join(os.getcwd(), "soak-samples.csv"))
    try:
        soak.run()
    finally:
        soak.tmux("kill-server")
    return soak.report("soak", f", {len(soak.samples)} samples in {soak.samples_path}", getattr(soak, "verdicts", []))


if __name__ == "__main__":
    sys.exit(main())
