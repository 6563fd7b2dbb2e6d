#!/usr/bin/env python3
"""Throws malformed and hostile requests at a courier-server and counts what breaks.

Run through scripts/server-fuzz.sh, which builds the release server first.
Loopback only. Each request goes on a connection of its own; after sending,
the client shuts its side, so a server that has what it needs must answer or
close. A request whose connection neither answers nor closes within
HANG_SECONDS is a hang. At the end the server must still be running (no
crash) and still answer a plain GET. Prints the counts by outcome.
"""
import multiprocessing
import random
import socket
import subprocess
import sys
import time

HANG_SECONDS = 5.0
WORKERS = 4

PATHS = ["/products", "/products/1", "/products/999999", "/products/search", "/products/categories",
         "/products/category/smartphones", "/posts", "/users", "/users/1", "/users/filter",
         "/auth/login", "/auth/me", "/auth/refresh", "/auth/products", "/nowhere", "/", "/products/abc",
         "/products/-1", "/products/1.5", "/../../etc/passwd", "/products/%00", "/%ZZ", "//products"]
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "BREW", "get", ""]
VALUES = ["", "0", "-1", "30", "abc", "1e309", "99999999999999999999", "%00", "%FF%FE", "\u202eevil",
          "\x1b]52;c;ZXZpbA==\x07", "a" * 5000, "price", "title,price", "desc", "asc", "😀", "名字"]
KEYS = ["limit", "skip", "q", "select", "sortBy", "order", "key", "value", "delay", ""]


def query(rng):
    parts = []
    for _ in range(rng.randint(0, 4)):
        parts.append(f"{rng.choice(KEYS)}={rng.choice(VALUES)}")
    return ("?" + "&".join(parts)) if parts else ""


def body(rng):
    return rng.choice([
        b"", b"{}", b"[]", b"null", b'{"username":"emilys","password":"emilyspass"}',
        b'{"username":1,"password":[]}', b'{"title":"\xff\xfe"}', b'{"title":', b"not json",
        ('{"title":"' + "x" * 100_000 + '"}').encode(), bytes(rng.randrange(256) for _ in range(rng.randint(1, 300))),
    ])


def request(rng):
    """One request, well-formed or not, as bytes."""
    kind = rng.random()
    method = rng.choice(METHODS)
    target = rng.choice(PATHS) + query(rng)
    if kind < 0.05:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 2000)))
    if kind < 0.10:
        return f"{method} {target}\r\n\r\n".encode("utf-8", "surrogateescape")
    version = rng.choice(["HTTP/1.1"] * 8 + ["HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTP/1.1 extra", "http/1.1"])
    headers = ["Host: 127.0.0.1"]
    data = body(rng) if rng.random() < 0.4 else b""
    if rng.random() < 0.3:
        headers.append("Authorization: Bearer " + rng.choice(["x", "a.b.c", "\x1b[2J", "eyJ" + "A" * 500]))
    shape = rng.random()
    if shape < 0.6:
        headers.append(f"Content-Length: {len(data)}")
    elif shape < 0.65:
        headers.append(f"Content-Length: {rng.choice(['-1', 'abc', '99999999999', str(len(data) + 10)])}")
    elif shape < 0.7:
        headers += [f"Content-Length: {len(data)}", f"Content-Length: {len(data) + 1}"]
    elif shape < 0.78:
        headers.append("Transfer-Encoding: chunked")
        data = rng.choice([b"0\r\n\r\n", b"5\r\nhello\r\n0\r\n\r\n", b"zz\r\nbad\r\n", b"ffffffffff\r\n"])
    elif shape < 0.82:
        headers.append("X-Long: " + "h" * rng.randint(10_000, 100_000))
    elif shape < 0.86:
        headers.append("no colon here")
    elif shape < 0.9:
        headers += [f"X-{i}: {i}" for i in range(rng.randint(100, 400))]
    if rng.random() < 0.2:
        headers.append("Connection: keep-alive")
    head = f"{method} {target} {version}\r\n" + "\r\n".join(headers) + "\r\n\r\n"
    return head.encode("utf-8", "surrogateescape") + data


def exchange(port, payload):
    """'answered', 'closed' (no answer, but closed), 'refused' or 'hang'."""
    try:
        connection = socket.create_connection(("127.0.0.1", port), timeout=HANG_SECONDS)
    except OSError:
        return "refused"
    try:
        connection.settimeout(HANG_SECONDS)
        try:
            connection.sendall(payload)
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may close on a bad head before reading it all
        received = b""
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        except socket.timeout:
            return "hang" if not received else "answered-then-held"
        except OSError:
            return "answered" if received.startswith(b"HTTP/") else "closed"
        return "answered" if received.startswith(b"HTTP/") else "closed"
    finally:
        connection.close()


def worker(arguments):
    port, seed, count = arguments
    rng = random.Random(seed)
    outcomes = {}
    for _ in range(count):
        outcome = exchange(port, request(rng))
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes


def main():
    binary, total = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    server = subprocess.Popen([binary, "--port", "0", "--quiet"], stderr=subprocess.PIPE)
    port = int(server.stderr.readline().decode().split("http://127.0.0.1:")[1].split()[0])
    started = time.time()
    share = total // WORKERS
    with multiprocessing.Pool(WORKERS) as pool:
        results = pool.map(worker, [(port, seed, share) for seed in range(WORKERS)])
    elapsed = time.time() - started
    outcomes = {}
    for result in results:
        for key, value in result.items():
            outcomes[key] = outcomes.get(key, 0) + value
    alive = server.poll() is None
    healthy = alive and exchange(port, b"GET /products?limit=1 HTTP/1.1\r\nHost: x\r\n\r\n") == "answered"
    print(f"{share * WORKERS} requests in {elapsed:.1f} s ({share * WORKERS / elapsed:.0f}/s), {WORKERS} clients")
    for key in sorted(outcomes):
        print(f"  {key:20} {outcomes[key]}")
    print(f"  server alive after: {alive}; answers a plain GET: {healthy}")
    server.terminate()
    server.wait()
    hangs = outcomes.get("hang", 0) + outcomes.get("answered-then-held", 0)
    sys.exit(0 if alive and healthy and hangs == 0 else 1)


if __name__ == "__main__":
    main()
