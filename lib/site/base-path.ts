/** The path the site is served under (next.config basePath), "" at the root of its host. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? "";
