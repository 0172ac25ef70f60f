/**
 * How a redirect names addresses. Its source is a path of this site as a browser requests it: with
 * the language prefix (Turkish bare), percent-encoded, without query, fragment or trailing slash, so
 * one request path finds it by equality. Its target is such a path (a query may follow) or an
 * absolute http(s) address elsewhere.
 */
export const REDIRECT_PATH_MAX = 500;
/** How many hops a chain is followed before it is called a loop: far more than any site's history makes. */
export const MAX_CHAIN = 32;

const BASE = "http://site.invalid";

/** The path a request asks for, as sources are stored: "/a/b/" and "/a/b" are one. */
export function requestPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * A path typed by a person as the source would be requested: spaces and letters encoded as a
 * browser sends them, dot segments resolved; null when it is not a path of this site (it must
 * start with one "/") or carries a query or fragment.
 */
export function normalizeSourcePath(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || /[?#\\]/.test(trimmed)) return null;
  if (trimmed.length > REDIRECT_PATH_MAX || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  const url = new URL(trimmed, BASE);
  return requestPath(url.pathname);
}

/** A target: a path of this site (normalized as a source, its query kept) or an absolute http(s) address. */
export function normalizeTarget(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > REDIRECT_PATH_MAX || /[\u0000-\u001f\u007f\s]/.test(trimmed))
    return null;
  if (isExternal(trimmed)) return URL.canParse(trimmed) ? new URL(trimmed).href : null;
  const [path = "", query] = trimmed.split(/\?(.*)/s, 2);
  const source = normalizeSourcePath(path.split("#")[0] ?? "");
  if (source === null) return null;
  return query ? `${source}?${query}` : source;
}

export const isExternal = (target: string): boolean => /^https?:\/\//i.test(target);

/** The path part of a site target (its query left out): what a chain continues from. */
export const targetPath = (target: string): string => target.split("?")[0] ?? target;

export type ChainEnd = { to: string } | { loop: true };

/**
 * Where a redirect from `from` to `to` really ends, given the redirects already stored
 * (`next(path)`: the target of the one answering `path`): followed hop by hop so that a visitor gets
 * one hop; a chain that comes back to `from` (or never ends) is a loop.
 */
export async function chainEnd(
  from: string,
  to: string,
  next: (path: string) => Promise<string | null> | string | null,
): Promise<ChainEnd> {
  let target = to;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    if (isExternal(target)) return { to: target };
    const path = targetPath(target);
    if (path === from) return { loop: true };
    const further = await next(path);
    if (further === null) return { to: target };
    target = further;
  }
  return { loop: true };
}
