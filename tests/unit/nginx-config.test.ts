import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { nginxConfig } from "@/scripts/nginx-server";

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
    .filter((statement) => statement.startsWith("proxy_cache"))
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
});
