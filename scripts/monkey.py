"""A monkey for Courier: random keys, mouse reports, pastes, terminal
replies, resizes and stop/continue, sent to the real app in tmux, signed in
to a staging server behind a proxy that changes its fault every 100 steps.
It takes a fixed number of steps, so a slow machine tries what a fast one
does and only takes longer (up to TIME_CAP).

Fails (exit 1) on:
  - a crash: the app ends although nothing asked it to;
  - a hang: no change on screen, in its text or its colours, within 5 s
    of a key that changes it (`?`, then Escape, `?` again, then Tab);
  - raw escape bytes on screen (fragments such as `[2J` or `]0;`), a window
    title set by server data, or the server's hostile strings reaching the
    terminal unsanitised (the app's output is recorded with pipe-pane);
  - a terminal left changed: after SIGTERM the shell's `stty -a` differs
    from before, or tmux still has the alternate screen, the mouse or a
    hidden cursor.

usage: monkey.py COURIER SERVER STEPS [SEED]
"""
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

FAULT_PERIOD = 20.0  # for a run bounded by time (the soak's)
STEPS_PER_FAULT = 100
TIME_CAP = 900.0  # a run bounded by steps stops here anyway, and says how far it got
HANG_WAIT = 5.0
# The login form's words in each language the app speaks (UICatalog): English, simplified and traditional Chinese.
USERNAME_LABELS = ["Username", "用户名", "使用者名稱"]
PASSWORD_LABELS = ["Password", "密码", "密碼"]
SIGN_IN_LABELS = ["Sign in", "登录", "登入"]
TYPED_ON_BUTTON = ["Type in a field", "请在输入框中输入", "請在輸入欄中輸入"]
NO_QUIT = "abcdefghijkmnoprstuvwxyzABCDEFGHIJKMNOPRSTUVWXYZ0123456789 -=.,"  # no q, Q or l/L
KEYS = ["j", "k", "g", "G", "Tab", "BTab", "1", "2", "3", "4", "5", "6", "7", "8", "/", "Escape", "Enter",
        ":", "s", "S", "f", "e", "n", "D", "y", "?", "r", "a", "c", "h", "x", "NPage", "PPage", "Up", "Down",
        "Left", "Right", "Home", "End", "BSpace", "C-l", "C-u", "C-w", "C-k", "!", "Space"]
COMMANDS = ["products category=laptops", "sort price desc", "users hair.color=Brown", "posts", "comments postId=3",
            "filter", "sort", "todos", "carts userId=5", "recipes", "zzz", "sort title asc", "filter tag=love"]
REPLIES = ["\x1b]11;rgb:ffff/ffff/ffff\x1b\\", "\x1b]11;rgb:0000/0000/0000\x07", "\x1bP1$r0;1m\x1b\\",
           "\x1b_Gi=31;OK\x1b\\", "\x1b[12;40R", "\x1b[?62;22c", "\x1bPq\x1b\\", "\x9d0;x\x9c"]
FAULTS = [None, "reset", "truncate", "malformed", "html", "status=500", "status=401", "status=429",
          "slow-body=3000", "huge", "down"]
# The server's hostile strings as they would arrive raw (its "\x1b[2J" is also what curses clears with).
HOSTILE = [b"\x1b]0;pwned", b"\x1b]52;", b"\x1b[31mRed Alert"]
# What an escape sequence leaves on screen when a terminal did not take it as one. Nothing the
# monkey types holds "[" or "]" but inside a whole sequence, so these can only come from a leak.
FRAGMENTS = re.compile(r"\[\d+(;\d+)*[A-HJKSTfmhlr]|\]0;|\]52;|\x1b")
PASTE_PIECES = list(NO_QUIT) + ["\n", "\t", "\x1b[2J", "\x07", "中文", "\x1b]0;pwned\x07", "\x1b[31m", "\u202e"]


class FaultProxy(threading.Thread):
    """One request per connection to the server, with the fault of the moment in X-Courier-Fault."""

    def __init__(self, upstream_port):
        super().__init__(daemon=True)
        self.upstream_port = upstream_port
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.fault = None

    def run(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.serve, args=(client,), daemon=True).start()

    def serve(self, client):
        fault = self.fault
        try:
            if fault == "down":
                return
            client.settimeout(30)
            head = b""
            while b"\r\n\r\n" not in head and len(head) < 65536:
                chunk = client.recv(65536)
                if not chunk:
                    return
                head += chunk
            head, _, rest = head.partition(b"\r\n\r\n")
            lines = [l for l in head.split(b"\r\n") if not l.lower().startswith((b"connection:", b"x-courier-fault:"))]
            length = next((int(l.split(b":", 1)[1]) for l in lines if l.lower().startswith(b"content-length:")), 0)
            while len(rest) < length:
                chunk = client.recv(65536)
                if not chunk:
                    break
                rest += chunk
            lines.append(b"Connection: close")
            if fault:
                lines.append(b"X-Courier-Fault: " + fault.encode())
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port), timeout=30)
            upstream.sendall(b"\r\n".join(lines) + b"\r\n\r\n" + rest)
            while True:
                chunk = upstream.recv(65536)
                if not chunk:
                    break
                client.sendall(chunk)
            upstream.close()
        except OSError:
            pass
        finally:
            client.close()


class Monkey:
    # What the server and the app are started with; the soak (soak.py) asks for more.
    server_args = ["--faults", "--quiet", "--seed", "7"]
    app_args = ["--timeout", "5"]
    prefix = "courier-monkey-"

    def __init__(self, courier, server, seconds, seed, steps=None):
        # With `steps`, the run takes that many steps (fault changes every STEPS_PER_FAULT) and `seconds` only caps it.
        self.courier, self.server, self.seconds, self.steps = courier, server, seconds, steps
        self.steps_taken = 0
        self.elapsed = 0.0
        self.random = random.Random(seed)
        self.seed = seed
        self.dir = tempfile.mkdtemp(prefix=self.prefix)
        self.socket = f"{self.prefix}{os.getpid()}"
        self.session = "monkey"
        self.counts = {}
        self.failures = []

    def tmux(self, *args, check=False):
        result = subprocess.run(["tmux", "-L", self.socket] + list(args), capture_output=True, text=True)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {args}: {result.stderr}")
        return result.stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", self.session)

    def styled_screen(self):
        """The screen with its colours and attributes: a focus moving in a form changes only those."""
        return self.tmux("capture-pane", "-p", "-e", "-t", self.session)

    def flags(self):
        return self.tmux("display", "-p", "-t", self.session,
                         "#{alternate_on} #{mouse_any_flag} #{cursor_flag} #{pane_title}").strip()

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if predicate(text):
                return True, text
            time.sleep(0.05)
        return False, self.screen()

    def app_exited(self):
        return os.path.exists(os.path.join(self.dir, "exit"))

    def start(self):
        env = dict(os.environ)
        self.server_process = subprocess.Popen([self.server, "--port", "0"] + self.server_args,
                                               stderr=subprocess.PIPE, text=True)
        line = self.server_process.stderr.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if not match:
            raise RuntimeError(f"courier-server did not start: {line!r}")
        self.proxy = FaultProxy(int(match.group(1)))
        self.proxy.start()
        base = f"http://127.0.0.1:{self.proxy.port}"
        script = os.path.join(self.dir, "run.sh")
        with open(script, "w") as f:
            f.write(f"""stty -a > {self.dir}/stty-before
sh -c 'echo $$ > {self.dir}/pid; exec {self.courier} --host test --base-url {base} {" ".join(self.app_args)}'
echo $? > {self.dir}/exit.tmp; mv {self.dir}/exit.tmp {self.dir}/exit
stty -a > {self.dir}/stty-after
sleep 100000
""")
        # `o` and `E` hand the terminal to the pager and the editor, which random keys
        # cannot drive (a vi would take them all): here both end at once, as `true`.
        self.tmux("-f", "/dev/null", "new-session", "-d", "-s", self.session, "-x", "100", "-y", "30",
                  f"env XDG_CONFIG_HOME={self.dir}/config XDG_CACHE_HOME={self.dir}/cache XDG_STATE_HOME={self.dir}/state "
                  f"PAGER=true VISUAL=true EDITOR=true LANG=C.UTF-8 TERM=xterm-256color sh {script}",
                  check=True)
        self.tmux("pipe-pane", "-t", self.session, "-o", f"cat >> {self.dir}/output.bin")
        deadline = time.monotonic() + 30
        while not os.path.exists(os.path.join(self.dir, "pid")) and time.monotonic() < deadline:
            time.sleep(0.05)
        self.pid = int(open(os.path.join(self.dir, "pid")).read().strip())
        self.sign_in()

    @staticmethod
    def on_login_form(text):
        """The login form, not a list of users with a Username column (typing there edits records)."""
        return any(label in text for label in USERNAME_LABELS) and any(label in text for label in SIGN_IN_LABELS)

    def sign_in(self):
        ok, text = self.wait_for(self.on_login_form, 20)
        if not ok:
            return
        self.proxy.fault = None
        self.focus_username()
        self.fill_field("emilys")
        self.tmux("send-keys", "-t", self.session, "Tab")
        self.fill_field("emilyspass")
        self.tmux("send-keys", "-t", self.session, "Enter")
        self.wait_for(lambda s: not self.on_login_form(s), 20)

    def fill_field(self, text):
        """The focused field holds `text` alone: random keys may have moved the cursor into what
        it held, so C-u clears what is before the cursor and C-k what is after."""
        self.tmux("send-keys", "-t", self.session, "C-u")
        self.tmux("send-keys", "-t", self.session, "C-k")
        if text:
            self.tmux("send-keys", "-t", self.session, "-l", text)

    @staticmethod
    def form_field(text, labels):
        """What the login form's field of one of `labels` shows, its name left out ("" when not on screen)."""
        for line in text.splitlines():
            if any(label in line for label in labels):
                inner = line.split("│")[1] if line.count("│") >= 2 else line
                for label in labels:
                    inner = inner.replace(label, "", 1)
                return inner.strip()
        return ""

    def focus_username(self):
        """Random keys may have left the focus on Username, Password or the button, the cursor
        anywhere in a field and the field wider than its box, and no key goes to a field of its own.
        Three rounds of clearing and Tab empty both fields from wherever the focus is and bring it
        back there; then a typed x shows where that is: in Username, as the one dot in Password,
        or nowhere, with the note that typing on the button goes nowhere. Tab (round the three)
        then moves it. Only when that note was already up is "the button" known by HANG_WAIT
        passing with both fields still empty. (The x is cleared with the rest by `fill_field`.)"""
        for _ in range(3):
            self.fill_field("")
            self.tmux("send-keys", "-t", self.session, "Tab")
        x_in_username = lambda s: "x" in self.form_field(s, USERNAME_LABELS)
        dots = lambda s: self.form_field(s, PASSWORD_LABELS).count("•")
        _, before = self.wait_for(lambda s: not x_in_username(s) and dots(s) == 0, HANG_WAIT)
        noted = any(note in before for note in TYPED_ON_BUTTON)
        on_button = lambda s: not noted and any(note in s for note in TYPED_ON_BUTTON)
        self.tmux("send-keys", "-t", self.session, "-l", "x")
        _, after = self.wait_for(lambda s: x_in_username(s) or dots(s) == 1 or on_button(s), HANG_WAIT)
        tabs = 0 if x_in_username(after) else 2 if dots(after) == 1 else 1
        for _ in range(tabs):
            self.tmux("send-keys", "-t", self.session, "Tab")

    def send_bytes(self, text):
        data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text
        self.tmux("send-keys", "-t", self.session, "-H", *[f"{b:02x}" for b in data])

    def count(self, kind):
        self.counts[kind] = self.counts.get(kind, 0) + 1

    def step(self):
        r = self.random.random()
        if r < 0.55:
            self.tmux("send-keys", "-t", self.session, self.random.choice(KEYS))
            self.count("key")
        elif r < 0.62:
            text = "".join(self.random.choice(NO_QUIT) for _ in range(self.random.randint(1, 12)))
            self.tmux("send-keys", "-t", self.session, "-l", text)
            self.count("text")
        elif r < 0.66:
            self.tmux("send-keys", "-t", self.session, ":")
            self.tmux("send-keys", "-t", self.session, "-l", self.random.choice(COMMANDS))
            self.tmux("send-keys", "-t", self.session, self.random.choice(["Enter", "Tab", "Escape"]))
            self.count("command")
        elif r < 0.74:
            button = self.random.choice([0, 0, 0, 64, 65])
            x, y = self.random.randint(1, 100), self.random.randint(1, 30)
            self.send_bytes(f"\x1b[<{button};{x};{y}M" + (f"\x1b[<0;{x};{y}m" if button == 0 else ""))
            self.count("mouse")
        elif r < 0.79:
            body = "".join(self.random.choice(PASTE_PIECES) for _ in range(self.random.randint(0, 40)))
            self.send_bytes("\x1b[200~" + body + "\x1b[201~")
            self.count("paste")
        elif r < 0.84:
            self.send_bytes(self.random.choice(REPLIES))
            self.count("terminal reply")
        elif r < 0.89:
            cols, rows = self.random.choice([(20, 6), (40, 12), (80, 24), (120, 40), (200, 60), (100, 30)])
            self.tmux("resize-window", "-t", self.session, "-x", str(cols), "-y", str(rows))
            self.count("resize")
        elif r < 0.91:
            os.kill(self.pid, signal.SIGSTOP)
            time.sleep(0.1)
            os.kill(self.pid, signal.SIGCONT)
            self.count("stop/continue")
        else:
            self.probe()
        time.sleep(self.random.choice([0, 0, 0.01, 0.05]))

    def probe(self):
        """A key that changes the screen must change it within HANG_WAIT."""
        self.count("probe")
        before = self.screen()
        if self.on_login_form(before):
            self.sign_in()
            return
        if "too small" in before:
            # Nothing but a size changes that screen: the right answer to any key.
            self.tmux("resize-window", "-t", self.session, "-x", "100", "-y", "30")
            changed, _ = self.wait_for(lambda s: s != before, HANG_WAIT)
            if not changed:
                self.failures.append(f"hang: the screen did not change within {HANG_WAIT} s of a resize:\n{before}")
            return
        styled = self.styled_screen()
        for key in ["?", "Escape", "?", "Tab"]:
            self.tmux("send-keys", "-t", self.session, key)
            changed, _ = self.wait_for(lambda s: s != before or self.styled_screen() != styled, HANG_WAIT)
            if changed:
                return
            if self.app_exited():
                return
        self.failures.append(f"hang: the screen did not change within {HANG_WAIT} s of ?, Escape, ?, Tab:\n{before}")

    def check_screen(self):
        text = self.screen()
        for line in text.splitlines():
            if FRAGMENTS.search(line):
                self.failures.append(f"raw escape fragment on screen: {line!r}")
                return
        title = self.flags().split(" ", 3)[-1]
        if "pwned" in title:
            self.failures.append(f"server data set the window title: {title!r}")

    def run(self):
        self.start()
        started = time.monotonic()
        last_fault = started
        while time.monotonic() - started < self.seconds and not self.failures:
            if self.steps is not None and self.steps_taken >= self.steps:
                break
            due = (self.steps_taken > 0 and self.steps_taken % STEPS_PER_FAULT == 0) if self.steps is not None \
                else time.monotonic() - last_fault > FAULT_PERIOD
            if due:
                self.proxy.fault = self.random.choice(FAULTS)
                last_fault = time.monotonic()
                self.count("fault change")
            self.step()
            self.steps_taken += 1
            if self.ended_by_itself():
                break
            if sum(self.counts.values()) % 25 == 0:
                self.check_screen()
        self.elapsed = time.monotonic() - started
        self.finish()

    def ended_by_itself(self):
        """Whether the app has ended though nothing asked it to (a failure, with its status and last screen)."""
        if not self.app_exited():
            return False
        status = open(os.path.join(self.dir, "exit")).read().strip()
        self.failures.append(f"the app ended by itself with status {status}:\n{self.screen()}")
        return True

    def report(self, name, summary="", notes=()):
        """Prints what ran and what failed; exit status 1 on a failure (its files kept), else 0."""
        events = sum(self.counts.values())
        detail = ", ".join(f"{count} {kind}" for kind, count in sorted(self.counts.items()))
        if self.steps is None:
            print(f"{name}: seed {self.seed}, {self.seconds:.0f} s, {events} events ({detail}){summary}")
        else:
            print(f"{name}: seed {self.seed}, {self.steps_taken} of {self.steps} steps in {self.elapsed:.0f} s, {events} events ({detail}){summary}")
            if self.steps_taken < self.steps and not self.failures:
                print(f"{name}: stopped at the {TIME_CAP:.0f} s cap before its last step: this machine is slow; what ran passed")
        for note in notes:
            print(f"{name}: {note}")
        if self.failures:
            for failure in self.failures:
                print(f"{name}: FAIL: {failure}", file=sys.stderr)
            print(f"{name}: kept its files in {self.dir}", file=sys.stderr)
            return 1
        shutil.rmtree(self.dir, ignore_errors=True)
        return 0

    def finish(self):
        if not self.app_exited():
            os.kill(self.pid, signal.SIGCONT)
            os.kill(self.pid, signal.SIGTERM)
            deadline = time.monotonic() + 15
            while not self.app_exited() and time.monotonic() < deadline:
                time.sleep(0.05)
            if not self.app_exited():
                self.failures.append("the app did not end within 15 s of SIGTERM")
        deadline = time.monotonic() + 10
        after = os.path.join(self.dir, "stty-after")
        while not os.path.exists(after) and time.monotonic() < deadline:
            time.sleep(0.05)
        before_modes = open(os.path.join(self.dir, "stty-before")).read()
        after_modes = open(after).read() if os.path.exists(after) else ""
        strip = lambda modes: re.sub(r"rows \d+; columns \d+;", "", modes)
        if strip(before_modes) != strip(after_modes):
            self.failures.append(f"the terminal's modes changed:\nbefore: {before_modes}\nafter: {after_modes}")
        alternate, mouse, cursor = self.flags().split(" ")[:3]
        if (alternate, mouse, cursor) != ("0", "0", "1"):
            self.failures.append(f"tmux after exit: alternate screen {alternate}, mouse {mouse}, cursor visible {cursor}")
        output = open(os.path.join(self.dir, "output.bin"), "rb").read() if os.path.exists(os.path.join(self.dir, "output.bin")) else b""
        for hostile in HOSTILE:
            if hostile in output:
                self.failures.append(f"the app wrote {hostile!r} to the terminal")
        self.tmux("kill-server")
        self.server_process.terminate()
        self.server_process.wait()


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    courier, server, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else int(time.time())
    monkey = Monkey(courier, server, TIME_CAP, seed, steps=steps)
    try:
        monkey.run()
    finally:
        subprocess.run(["tmux", "-L", monkey.socket, "kill-server"], capture_output=True)
    return monkey.report("monkey")


if __name__ == "__main__":
    sys.exit(main())
