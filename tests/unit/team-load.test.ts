import { afterEach, expect, it, vi } from "vitest";
import { cacheTags } from "@/lib/cache-tags";
import { FAILED_READ_RETRY_SECONDS, loadActiveTeamMembers } from "@/lib/team-members/queries";

const { findMany, cacheCalls } = vi.hoisted(() => ({
  findMany: vi.fn(),
  cacheCalls: [] as { keyParts: string[]; options: { tags?: string[]; revalidate?: number } }[],
}));
vi.mock("@/lib/db", () => ({ db: { teamMember: { findMany } } }));
// Records what each read asks Next's cache for, and runs it uncached.
vi.mock("next/cache", () => ({
  unstable_cache: (
    fn: () => Promise<unknown>,
    keyParts: string[],
    options: { tags?: string[]; revalidate?: number },
  ) => {
    cacheCalls.push({ keyParts, options });
    return fn;
  },
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  cacheCalls.length = 0;
});

it("reads through the cache under the language's team tag", async () => {
  findMany.mockResolvedValue([]);
  expect(await loadActiveTeamMembers("en")).toEqual({ ok: true, members: [] });
  expect(cacheCalls).toEqual([{ keyParts: ["team-members", "en"], options: { tags: [cacheTags.team("en")] } }]);
  expect(findMany).toHaveBeenCalledWith(
    expect.objectContaining({
      where: { languageCode: "en", isActive: true },
      orderBy: [{ order: "asc" }, { id: "asc" }],
    }),
  );
});

it("reports a failed read instead of throwing, logs it, and keeps the page only briefly", async () => {
  findMany.mockRejectedValue(new Error("connection refused"));
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(await loadActiveTeamMembers("tr")).toEqual({ ok: false });
  expect(log).toHaveBeenCalledWith(expect.stringContaining('"tr"'), expect.any(Error));
  expect(cacheCalls.at(-1)?.options).toEqual({ revalidate: FAILED_READ_RETRY_SECONDS });
});
