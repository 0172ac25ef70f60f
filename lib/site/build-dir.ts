/** Where `next build` writes and `next start` reads (next.config distDir): NEXT_DIST_DIR, else ".next". */
export const BUILD_DIR = process.env.NEXT_DIST_DIR || ".next";
