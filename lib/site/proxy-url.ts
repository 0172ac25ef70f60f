import type { NextRequest } from "next/server";

/**
 * The address a proxy rewrite or redirect names: a path of this site on the very origin Next
 * received the request at. Next serves a rewrite itself, and turns a redirect's Location into a
 * relative one, only when that origin matches its own; `request.url` is it (next.config's
 * `skipProxyUrlNormalize` keeps it as Next built it from the address the server listens on, never
 * from the Host header). `request.nextUrl` is not: Next renames a loopback host (127.0.0.1, [::1])
 * there to "localhost", so a server listening on 127.0.0.1 behind a reverse proxy took every
 * rewrite for another site, fetched it from itself and answered with a redirect to the same URL.
 */
export function sameOriginUrl(request: NextRequest, pathname: string, search = ""): URL {
  const url = new URL(request.url);
  url.pathname = `${request.nextUrl.basePath}${pathname}`;
  url.search = search;
  return url;
}
