extension OpenAPIDocument {
    /// What holds for every route, and where staging differs from the release host.
    static let description = """
        The DummyJSON REST contract: paged lists of products, posts, users, carts, recipes, comments, todos and quotes, \
        search, one record by id, simulated writes (nothing is stored) and JWT sign-in. Every resource route is served \
        twice: at its plain path without a token, and under `/auth/` after the token check (`securitySchemes`).

        **Every answer.** JSON errors are `{"message": "…"}`. An unknown path answers an HTML 404 page (for a method \
        other than GET or HEAD, and for a known path with the wrong method, Express's `Cannot POST /quotes/add`). \
        Paths ignore case and take a resource's singular name (`/product/1`); HEAD works wherever GET does. A path \
        ending in `/` answers 301 to the path without it. Successful GETs carry an `ETag`; a matching `If-None-Match` \
        is a 304. Compressible answers carry `Vary: Accept-Encoding` and are gzipped from 1 KB when the request \
        allows it. Bodies are read as JSON, form-encoded or (POST and PUT) multipart; malformed JSON is a 400 with \
        the JSON parser's own message (`Unexpected token '}', "{"title":}" is not valid JSON`), on any route.

        **Order of checks.** Body parsing (400, 413), trailing slash (301), `limit`, `skip`, `q`, `delay`, `order`, \
        multipart on a method that forbids it, then the token check of `/auth/…`, then the route. So \
        `/auth/products?limit=x` without a token is a 400, and every route checks the list parameters.

        **Status codes outside a usual error schema.** The release host answers 500 for a token that is not its own \
        (`invalid signature`, `invalid token`, `jwt signature is required`), for `expiresInMins` out of range, and \
        for `PUT /users/{id}` with `"hair": null`; these are listed on the operations that give them.

        **Where staging differs.** It serves generated data from a seed (counts may differ: read `total`), names \
        its pictures by root-relative paths it serves itself (`x-courier-addition`), does not rate-limit (the release \
        host answers 429 with `Retry-After: 10` past 100 requests in 10 s), streams lists of more than 1,000 items \
        without an ETag, and sorts a field only some records have (`sortBy=brand`) with the records lacking it last, \
        where upstream's comparison is not a consistent order. Started with `--faults`, it obeys the request header \
        `X-Courier-Fault` (`reset`, `truncate`, `malformed`, `html`, `status=<code>`, `slow-body=<ms>`, `huge`); with \
        `--latency MS` every answer waits that long. Neither exists upstream.
        """
}
