/** The path the site is served under (next.config basePath), "" at the root of its host. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? "";

/**
 * A site path as a link in the page writes it: under the base path, and the root without a trailing
 * slash there ("/firma", "/firma?notice=…"), as Next's router writes it (it would redirect "/firma/").
 */
export function withBasePath(path: string): string {
  const atRoot = path === "/" || path.startsWith("/?") || path.startsWith("/#");
  return BASE_PATH && atRoot ? `${BASE_PATH}${path.slice(1)}` : `${BASE_PATH}${path}`;
}

/** The site's root as a link writes it. */
export const SITE_ROOT = withBasePath("/");
