#!/usr/bin/env python3
"""GET /products?limit=30 from courier-server and from nginx serving the same bytes.

Run through scripts/nginx-compare.sh, which builds the release server first.
Loopback only, bounded in time: RUNS rounds of wrk at 8 and 64 connections,
the two servers interleaved in each round. Prints each measurement, then
medians: requests per second, and requests per CPU-second of the server
(utime + stime from /proc), which moves far less than the former when other
work shares the cores. nginx gets WORKERS worker processes and courier-server
as many event-loop threads (--threads), so each may use as many cores.
"""
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

PATH = "/products?limit=30"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")

NGINX_CONF = """worker_processes {workers};
daemon off;
pid {root}/nginx.pid;
error_log {root}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    sendfile on;
    tcp_nodelay on;
    keepalive_timeout 65;
    keepalive_requests 1000000;
    types {{ }}
    default_type application/json;
    charset utf-8;
    charset_types application/json;
    server {{
        listen 127.0.0.1:{port};
        root {root}/www;
        location = /products {{ try_files /products.json =404; }}
    }}
}}
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def cpu_seconds(pid):
    """utime + stime of the process and its children that are alive (nginx's workers)."""
    pids = [pid] + [int(p) for p in os.listdir("/proc") if p.isdigit() and parent(int(p)) == pid]
    total = 0
    for each in pids:
        try:
            fields = open(f"/proc/{each}/stat").read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
    return total / CLOCK_TICKS


def parent(pid):
    try:
        return int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return -1


def wrk(port, connections, seconds):
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", f"http://127.0.0.1:{port}{PATH}"],
        capture_output=True, text=True, check=True).stdout
    for line in output.splitlines():
        if line.startswith("Requests/sec:"):
            return float(line.split()[1])
    raise RuntimeError(output)


def fetch(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{PATH}", timeout=5) as response:
        return response.read()


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    workers = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    root = tempfile.mkdtemp(prefix="courier-nginx-")
    os.chmod(root, 0o755)  # nginx's workers run as nobody when started as root
    courier = subprocess.Popen([binary, "--port", "0", "--quiet", "--threads", str(workers)], stderr=subprocess.PIPE)
    nginx = None
    try:
        courier_port = int(courier.stderr.readline().decode().split("http://127.0.0.1:")[1].split()[0])
        body = fetch(courier_port)
        os.makedirs(f"{root}/www")
        with open(f"{root}/www/products.json", "wb") as file:
            file.write(body)
        nginx_port = free_port()
        with open(f"{root}/nginx.conf", "w") as file:
            file.write(NGINX_CONF.format(workers=workers, root=root, port=nginx_port))
        nginx = subprocess.Popen(["nginx", "-c", f"{root}/nginx.conf", "-p", root], stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 5
        while True:
            try:
                served = fetch(nginx_port)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        assert served == body, "nginx must serve courier-server's bytes"
        print(f"body {len(body)} bytes; nginx {workers} worker(s), courier-server {workers} thread(s); wrk -t2, {seconds} s per measurement, {runs} rounds")

        servers = {"courier-server": (courier_port, courier.pid), "nginx": (nginx_port, nginx.pid)}
        results = {}
        for run in range(1, runs + 1):
            for connections in (8, 64):
                for name, (port, pid) in servers.items():
                    before = cpu_seconds(pid)
                    rate = wrk(port, connections, seconds)
                    used = cpu_seconds(pid) - before
                    per_cpu = rate * seconds / used if used > 0 else float("nan")
                    results.setdefault((name, connections), []).append((rate, per_cpu))
                    print(f"  round {run} c={connections:<3} {name:<15} {rate:9.0f} req/s  {per_cpu:9.0f} req/CPU-s  "
                          f"(load {os.getloadavg()[0]:.1f})", flush=True)
        print("medians:")
        for connections in (8, 64):
            line = f"  c={connections:<3}"
            medians = {}
            for name in servers:
                rates = [r for r, _ in results[(name, connections)]]
                per_cpu = [p for _, p in results[(name, connections)]]
                medians[name] = (statistics.median(rates), statistics.median(per_cpu))
                line += f"  {name} {medians[name][0]:.0f} req/s, {medians[name][1]:.0f} req/CPU-s;"
            ratio = medians["courier-server"][0] / medians["nginx"][0]
            ratio_cpu = medians["courier-server"][1] / medians["nginx"][1]
            print(f"{line}  ratio {ratio:.2f} (per CPU-second {ratio_cpu:.2f})")
    finally:
        courier.terminate()
        courier.wait()
        if nginx:
            nginx.terminate()
            nginx.wait()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
