"""The peers of NetworkHTTPBinTests/Peers (scripts/transport-peers.sh): real servers for
what a transport does besides plain HTTP, all on loopback, in one process.

  tls        HTTPS with a certificate the test CA signed (127.0.0.1 and localhost)
  mtls       the same, and it requires a client certificate the test CA signed
  tls12      the same certificate, but TLS 1.2 at most
  events     plain HTTP: server-sent events and JSON lines, streamed
  unix       plain HTTP on an AF_UNIX socket

Every HTTPS and Unix-socket answer is JSON naming the server, the request
line and the client certificate's common name, if any. The events server:

  GET /sse?count=N&interval=MS&then=close|silence   N events (0: without end)
  GET /ndjson?count=N&interval=MS&then=close|silence N JSON lines, then a last one without a newline
  GET /streams                                       {"open": streams still being written}

It prints one JSON line of ports when every server listens, then serves until killed.
"""
import argparse
import json
import os
import select
import socket
import socketserver
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

open_streams = 0
open_lock = threading.Lock()


class Echo(BaseHTTPRequestHandler):
    """Answers any method and path with what it saw."""

    server_name = "?"

    def log_message(self, format, *args):
        pass

    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        peer = None
        if isinstance(self.connection, ssl.SSLSocket):
            certificate = self.connection.getpeercert()
            if certificate:
                peer = dict(pair[0] for pair in certificate.get("subject", ()))["commonName"]
        reply = json.dumps({
            "server": self.server_name,
            "method": self.command,
            "path": self.path,
            "client": peer,
            "authorization": self.headers.get("Authorization"),
            "body": body.decode("utf-8", "replace"),
            "tls": self.connection.version() if isinstance(self.connection, ssl.SSLSocket) else None,
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = answer


def named(handler, name):
    return type(name.title() + "Handler", (handler,), {"server_name": name})


class UnixEcho(Echo):
    """An AF_UNIX peer has no address: the base class would log and name it as a tuple."""

    def address_string(self):
        return "unix"


class ThreadingUnixHTTPServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def get_request(self):
        request, _ = super().get_request()
        return request, ("unix", 0)


class Events(BaseHTTPRequestHandler):
    """Streams events or lines as they are made, flushing each, until the count or the client goes."""

    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        global open_streams
        url = urlparse(self.path)
        query = {key: values[-1] for key, values in parse_qs(url.query).items()}
        if url.path == "/streams":
            with open_lock:
                reply = json.dumps({"open": open_streams}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)
            return
        if url.path not in ("/sse", "/ndjson"):
            self.send_error(404)
            return
        count = int(query.get("count", "3"))
        interval = int(query.get("interval", "20")) / 1000
        then = query.get("then", "close")
        sse = url.path == "/sse"
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream" if sse else "application/x-ndjson")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        with open_lock:
            open_streams += 1
        try:
            if sse:
                # A comment and the reconnection time first, as servers often send.
                self.write(b": hello\nretry: 1500\n\n")
            number = 0
            while count == 0 or number < count:
                number += 1
                if sse:
                    self.write(self.event(number))
                else:
                    line = json.dumps({"n": number, "text": f"line {number}"})
                    self.write(line.encode() + (b"\n" if number < count or count == 0 else b""))
                time.sleep(interval)
            if then == "silence":
                self.wait_for_close()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with open_lock:
                open_streams -= 1
            self.close_connection = True

    @staticmethod
    def event(number):
        if number % 3 == 1:
            # A named event with an id, its data over two lines, CRLF line ends.
            return f"id: {number}\r\nevent: tick\r\ndata: tick {number}\r\ndata: second line\r\n\r\n".encode()
        if number % 3 == 2:
            # An unnamed one with no space after the colons and a field to ignore.
            return f"data:{{\"n\":{number}}}\nunknown: x\n\n".encode()
        # The id kept from before, and an event whose data is empty: dispatched with "".
        return b"event: empty\ndata\n\n"

    def write(self, data):
        self.wfile.write(data)
        self.wfile.flush()

    def wait_for_close(self):
        """Says nothing more, until the client closes the connection (or an hour passes)."""
        deadline = time.monotonic() + 3600
        while time.monotonic() < deadline:
            readable, _, _ = select.select([self.connection], [], [], 0.05)
            if readable and not self.connection.recv(1, socket.MSG_PEEK):
                return


def https(handler, name, directory, require_client=False, maximum=None):
    server = ThreadingHTTPServer(("127.0.0.1", 0), named(handler, name))
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(directory, "server.pem"), os.path.join(directory, "server.key"))
    if require_client:
        context.verify_mode = ssl.CERT_REQUIRED
        context.load_verify_locations(os.path.join(directory, "ca.pem"))
    if maximum:
        context.maximum_version = maximum
    server.socket = context.wrap_socket(server.socket, server_side=True)
    return server


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--certificates", required=True, help="the directory transport-peers.sh made with openssl")
    parser.add_argument("--unix-socket", required=True)
    arguments = parser.parse_args()
    directory = arguments.certificates
    servers = {
        "tls": https(Echo, "tls", directory),
        "mtls": https(Echo, "mtls", directory, require_client=True),
        "tls12": https(Echo, "tls12", directory, maximum=ssl.TLSVersion.TLSv1_2),
        "events": ThreadingHTTPServer(("127.0.0.1", 0), Events),
    }
    servers["events"].daemon_threads = True
    if os.path.exists(arguments.unix_socket):
        os.unlink(arguments.unix_socket)
    servers["unix"] = ThreadingUnixHTTPServer(arguments.unix_socket, named(UnixEcho, "unix"))
    for server in servers.values():
        threading.Thread(target=server.serve_forever, daemon=True).start()
    ports = {name: server.server_address[1] for name, server in servers.items() if name != "unix"}
    print(json.dumps(ports), flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    sys.exit(main())
