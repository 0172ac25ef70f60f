import { describe, expect, it } from "vitest";
import * as adminUsers from "@/lib/admin-users/actions";
import * as categories from "@/lib/categories/actions";
import * as contactMessages from "@/lib/contact-messages/actions";
import * as counterparts from "@/lib/counterparts/actions";
import * as languages from "@/lib/languages/actions";
import * as maintenance from "@/lib/maintenance/actions";
import * as teamMembers from "@/lib/team-members/actions";
import * as topics from "@/lib/topics/actions";
import * as translations from "@/lib/translations/actions";
import { isIdList, MAX_REORDERED_IDS } from "@/lib/admin/action-arguments";

/** Any server action, called as a client may call it: with any arguments. */
type AnyAction = (...args: unknown[]) => Promise<unknown>;

/** Every server action of the site (the files marked "use server"), by name. */
const ACTIONS: [string, AnyAction][] = Object.entries({
  ...adminUsers,
  ...categories,
  ...contactMessages,
  ...counterparts,
  ...languages,
  ...maintenance,
  ...teamMembers,
  ...topics,
  ...translations,
})
  .filter(([, action]) => typeof action === "function")
  // What a client sends is not what the actions' types say: that is the point.
  .map(([name, action]) => [name, action as unknown as AnyAction]);

/** What anyone may post to an action instead of its arguments. */
const BAD_ARGUMENTS: unknown[][] = [
  [],
  [{}, "not a form"],
  [1, null, 2],
  ["tr", [-1, "x"], { a: 1 }],
  [new FormData()],
];

describe("server actions given arguments they do not take", () => {
  it("are all here: 25 actions", () => {
    expect(ACTIONS).toHaveLength(25);
  });

  it.each(ACTIONS)("%s answers its failure state, before it reads or authorizes anything", async (_, action) => {
    for (const args of BAD_ARGUMENTS) {
      const answer = (await action(...args)) as { status: string };
      expect(["error", "failed"], JSON.stringify(args)).toContain(answer.status);
    }
  });
});

describe("a reorder's list of ids", () => {
  it("is whole positive ids, bounded in length", () => {
    expect(isIdList([1, 2, 3])).toBe(true);
    expect(isIdList([])).toBe(true);
    for (const bad of [[0], [-1], [1.5], ["1"], [2 ** 31], null, "1,2", { 0: 1 }])
      expect(isIdList(bad), JSON.stringify(bad)).toBe(false);
    expect(isIdList(Array.from({ length: MAX_REORDERED_IDS + 1 }, (_, index) => index + 1))).toBe(false);
  });
});
