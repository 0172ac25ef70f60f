/**
 * Stand-ins for what a server action reads of Next's request, for tests that call actions directly:
 * `vi.mock("next/headers", async () => (await import("../helpers/next-request")).nextHeaders)` and
 * the same for `nextNavigation`. This file imports nothing, so a mock's factory can load it first.
 */

/** The request's cookies, by name: what a test sets is what the action reads. */
export const requestCookies = new Map<string, string>();

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (requestCookies.has(name) ? { name, value: requestCookies.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
};

/** `redirect` ends the action as Next's does, by throwing; the error names where to: `redirect:<url>`. */
export const nextNavigation = {
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  RedirectType: { push: "push", replace: "replace" },
};
