"""httpbin as the httpbin tests' peer (NetworkHTTPBinTests), plus the one answer it lacks.

httpbin cannot send an error status together with a Retry-After header, which
is how a busy server asks a client to back off; /retry-after/<status>?seconds=N
does. Everything else is httpbin's own.
"""
from flask import Response, request
from httpbin import app


@app.route("/retry-after/<int:status>")
def retry_after(status):
    seconds = request.args.get("seconds", "1")
    if not seconds.isdigit():
        return Response('{"message": "seconds must be digits"}', status=400, mimetype="application/json")
    return Response('{"message": "busy"}', status=status, mimetype="application/json",
                    headers={"Retry-After": seconds})
