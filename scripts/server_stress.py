#!/usr/bin/env python3
"""Holds slow clients against a courier-server and measures what it costs.

Run through scripts/server-stress.sh, which builds the release server first.
Loopback only, bounded in time (about a minute). Prints:
  1. p50/p99 of GET /products?limit=30 from keep-alive clients, alone and
     while N slowloris connections (a header line every 2 s, reconnecting
     when closed) are held against the server; the server's threads and
     RSS before, during and after.
  2. The server under `ulimit -n 256` with 400 connections opened at it:
     its CPU use while out of descriptors (from /proc/<pid>/stat), and
     whether a new client is served once descriptors free up; then the
     same with --max-connections 200 (over the cap: 503).
"""
import multiprocessing
import os
import resource
import selectors
import socket
import subprocess
import sys
import time

REQUEST = b"GET /products?limit=30 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def start_server(binary, extra=(), nofile=None):
    def limit():
        if nofile:
            resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))
    process = subprocess.Popen([binary, "--port", "0", "--quiet", *extra],
                               stderr=subprocess.PIPE, preexec_fn=limit)
    banner = process.stderr.readline().decode()
    port = int(banner.split("http://127.0.0.1:")[1].split()[0])
    return process, port


def status(pid):
    """(threads, RSS in MB) from /proc/<pid>/status."""
    threads = rss = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("Threads:"):
                threads = int(line.split()[1])
            elif line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024
    return threads, rss


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime


def read_response(sock, buffer):
    """Reads one Content-Length framed answer; returns (status, rest of the buffer)."""
    while b"\r\n\r\n" not in buffer:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        buffer += chunk
    head, _, rest = buffer.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        rest += chunk
    return int(head.split(b" ")[1]), rest[length:]


def latency_client(port, seconds, results):
    """Keep-alive requests one after another; latencies in ms, or an error count."""
    latencies, errors = [], 0
    end = time.monotonic() + seconds
    sock, buffer = None, b""
    while time.monotonic() < end:
        try:
            if sock is None:
                sock = socket.create_connection(("127.0.0.1", port), timeout=5)
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                buffer = b""
            started = time.perf_counter()
            sock.sendall(REQUEST)
            code, buffer = read_response(sock, buffer)
            latencies.append((time.perf_counter() - started) * 1000)
            if code != 200:
                errors += 1
        except OSError:
            errors += 1
            if sock:
                sock.close()
            sock = None
    results.put((latencies, errors))


def start_latency_clients(port, seconds, clients=4):
    """Latency clients in their own processes, so the GIL does not time them."""
    results = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=latency_client, args=(port, seconds, results)) for _ in range(clients)]
    for worker in workers:
        worker.start()
    return workers, results


def collect_latency(workers, results):
    """(p50, p99, requests, errors) once every client is done."""
    latencies, errors = [], 0
    for _ in workers:
        some, failed = results.get()
        latencies += some
        errors += failed
    for worker in workers:
        worker.join()
    latencies.sort()
    if not latencies:
        return None, None, 0, errors
    return latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.99)], len(latencies), errors


def measure_latency(port, seconds):
    return collect_latency(*start_latency_clients(port, seconds))


class Slowloris:
    """N connections that each send a request line, then a header line every
    `interval` seconds, never finishing the head; a closed one is reopened."""

    def __init__(self, port, count, interval=2.0):
        self.port, self.count, self.interval = port, count, interval
        self.selector = selectors.DefaultSelector()
        self.next_send = {}
        self.request_line_sent = set()
        self.closed_by_server = 0
        self.answers_408 = 0

    def open_one(self):
        sock = socket.socket()
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", self.port))
        self.selector.register(sock, selectors.EVENT_READ)
        self.next_send[sock] = time.monotonic()  # the request line as soon as it can go

    def run(self, seconds, sample):
        for _ in range(self.count):
            self.open_one()
        end = time.monotonic() + seconds
        next_sample = time.monotonic()
        while time.monotonic() < end:
            for key, _ in self.selector.select(timeout=0.05):
                sock = key.fileobj
                try:
                    data = sock.recv(4096)
                except OSError:
                    data = b""
                if b" 408 " in data[:16]:
                    self.answers_408 += 1
                if not data:
                    self.closed_by_server += 1
                    self.forget(sock)
                    self.open_one()
            now = time.monotonic()
            for sock, due in list(self.next_send.items()):
                if due <= now:
                    started = sock in self.request_line_sent
                    try:
                        sock.send(b"X-Slow: 1\r\n" if started else b"GET / HTTP/1.1\r\n")
                        self.request_line_sent.add(sock)
                    except OSError:
                        pass  # still connecting: next time
                    self.next_send[sock] = now + (self.interval if started else 0.1)
            if now >= next_sample:
                sample()
                next_sample = now + 1

    def forget(self, sock):
        self.selector.unregister(sock)
        self.next_send.pop(sock, None)
        self.request_line_sent.discard(sock)
        sock.close()

    def close_all(self):
        for sock in list(self.next_send):
            self.forget(sock)


def percentiles_line(label, figures):
    p50, p99, count, errors = figures
    if p50 is None:
        return f"  {label}: no answers ({errors} errors)"
    return f"  {label}: p50 {p50:.2f} ms, p99 {p99:.2f} ms ({count} requests, {errors} errors)"


def slow_clients(binary, count):
    print(f"== {count} slow connections (a header line every 2 s) against courier-server")
    process, port = start_server(binary)
    try:
        measure_latency(port, 1)  # warm the memo and the page cache
        threads, rss = status(process.pid)
        print(f"  before: {threads} threads, RSS {rss:.1f} MB")
        print(percentiles_line("alone", measure_latency(port, 5)))

        loris = Slowloris(port, count)
        peak = {"threads": 0, "rss": 0.0, "open": 0}

        def sample():
            threads, rss = status(process.pid)
            peak["threads"] = max(peak["threads"], threads)
            peak["rss"] = max(peak["rss"], rss)
            peak["open"] = max(peak["open"], len(os.listdir(f"/proc/{process.pid}/fd")))

        started = time.monotonic()
        clients = start_latency_clients(port, 20)  # while the slow connections are being opened
        loris.run(25, sample)
        figures = collect_latency(*clients)
        print(percentiles_line(f"with {count} slow connections", figures))
        print(f"  during: up to {peak['threads']} threads, RSS up to {peak['rss']:.1f} MB, "
              f"up to {peak['open']} descriptors open in the server")
        print(f"  the server closed {loris.closed_by_server} slow connections in {time.monotonic() - started:.0f} s "
              f"({loris.answers_408} answered 408 first)")
        loris.close_all()
        time.sleep(3)  # let the server see the closes and trim
        threads, rss = status(process.pid)
        print(f"  after they close: {threads} threads, RSS {rss:.1f} MB")
    finally:
        process.terminate()
        process.wait()


def hold(port, count):
    held = []
    for _ in range(count):
        sock = socket.socket()
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", port))
        held.append(sock)
    return held


def one_request(port, timeout=5):
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.sendall(REQUEST)
            code, _ = read_response(sock, b"")
            return f"{code} after {(time.monotonic() - started) * 1000:.0f} ms"
    except OSError as error:
        return f"no answer ({error.__class__.__name__}) after {(time.monotonic() - started) * 1000:.0f} ms"


def descriptor_limit(binary, extra=()):
    flags = " ".join(extra) or "no cap"
    print(f"== ulimit -n 256, 400 idle connections opened ({flags})")
    process, port = start_server(binary, extra, nofile=256)
    try:
        held = hold(port, 400)
        time.sleep(0.5)
        # Within the 5 s idle timeout, which would start closing them.
        before = cpu_seconds(process.pid)
        time.sleep(3)
        used = cpu_seconds(process.pid) - before
        print(f"  server CPU over 3 s while they are held: {used / 3 * 100:.1f} % of a core")
        print(f"  a new client meanwhile: {one_request(port, timeout=1)}")
        for sock in held[:300]:
            sock.close()
        print(f"  a new client after 300 of them closed: {one_request(port)}")
        for sock in held[300:]:
            sock.close()
    finally:
        process.terminate()
        process.wait()


def main():
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, count * 2 + 256)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    slow_clients(binary, count)
    descriptor_limit(binary)
    descriptor_limit(binary, ("--max-connections", "200"))


if __name__ == "__main__":
    main()
