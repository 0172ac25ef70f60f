import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { nginxConfig } from "@/scripts/nginx-server";
import { PATH_LANGUAGES } from "@/lib/site/page-cookies.mjs";

/**
 * The nginx the tests and the bench start (scripts/nginx-server.ts) is the compose file's
 * (deploy/nginx.conf) with local addresses: what they prove about caching holds for the deployed one
 * only while swapping the addresses leaves its caching alone. The cache's folder is each one's own.
 */
function cachingDirectives(config: string): string[] {
  return config
    .replace(/#.*$/gm, "")
    .split(/[;{}]/)
    .map((statement) => statement.trim().replace(/\s+/g, " "))
    .filter((statement) => statement.startsWith("proxy_cache") || statement.startsWith("proxy_no_cache"))
    .map((statement) => statement.replace(/^proxy_cache_path \S+/, "proxy_cache_path <folder>"))
    .sort();
}

describe("nginx's caching", () => {
  const deployed = cachingDirectives(readFileSync("deploy/nginx.conf", "utf8"));

  test("the tests' nginx caches as the deployed one does", () => {
    expect(cachingDirectives(nginxConfig("nginx-test-folder", 8080, [3000], true))).toEqual(deployed);
  });

  test("requests for what is not cached are not made to wait for one another", () => {
    expect(deployed).toContain("proxy_cache_lock off");
  });

  test("a visitor whose cookies change the page is neither answered from the cache nor kept in it", () => {
    expect(deployed).toContain("proxy_cache_bypass $cookies_change_page");
    expect(deployed).toContain("proxy_no_cache $cookies_change_page");
  });

  test("the paths that name their language are the server entry's (tests/integration/nginx-cache.test.ts tries each)", () => {
    const config = readFileSync("deploy/nginx.conf", "utf8");
    expect(config).toContain(`"~^/(${PATH_LANGUAGES.join("|")})([/?]|$)" yes;`);
  });
});
