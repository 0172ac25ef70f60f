import { describe, expect, it } from "vitest";
import { scheduleColumns, scheduleRefusal } from "@/lib/publishing/schedule";
import { publicationState } from "@/lib/publishing/state";
import { changedFields } from "@/lib/revisions/changes";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-11-26T12:00:00Z");

describe("publicationState", () => {
  it("names where an item stands", () => {
    expect(publicationState({ isActive: false, draft: null, publishAt: null })).toBe("draft");
    expect(publicationState({ isActive: true, draft: null, publishAt: null })).toBe("published");
    expect(publicationState({ isActive: true, draft: { title: "x" }, publishAt: null })).toBe("changed");
    expect(publicationState({ isActive: false, draft: null, publishAt: at("2026-12-01T09:00:00Z") })).toBe("scheduled");
    expect(publicationState({ isActive: true, draft: { title: "x" }, publishAt: at("2026-12-01T09:00:00Z") })).toBe(
      "scheduled",
    );
  });
});

describe("changedFields", () => {
  it("lists the fields whose values differ, arrays and nested values compared whole", () => {
    expect(
      changedFields({ title: "a", keywords: ["x"], body: "b" }, { title: "a", keywords: ["x", "y"], body: "c" }),
    ).toEqual(["keywords", "body"]);
    expect(changedFields({ title: "a" }, { title: "a" })).toEqual([]);
    expect(changedFields(null, { title: "a", slug: "b" })).toEqual(["title", "slug"]);
  });

  it("compares only the fields both states have: one left out was kept as it was", () => {
    expect(changedFields({ title: "a", reviewedById: 3 }, { title: "b" })).toEqual(["title"]);
    expect(changedFields({ title: "a" }, { title: "a", reviewedById: null })).toEqual([]);
  });
});

describe("scheduleRefusal", () => {
  const schedule = (publishAt: string | null, unpublishAt: string | null = null) => ({
    publishAt: publishAt ? at(publishAt) : null,
    unpublishAt: unpublishAt ? at(unpublishAt) : null,
  });

  it("scheduling needs a time ahead", () => {
    expect(scheduleRefusal("schedule", schedule(null), NOW)?.fieldErrors).toEqual({ publishAt: "publishAtRequired" });
    expect(scheduleRefusal("schedule", schedule("2026-11-26T12:00:00Z"), NOW)?.fieldErrors).toEqual({
      publishAt: "publishAtPast",
    });
    expect(scheduleRefusal("schedule", schedule("2026-11-26T12:01:00Z"), NOW)).toBeNull();
  });

  it("taking off must come after putting on, and ahead", () => {
    expect(
      scheduleRefusal("schedule", schedule("2026-11-27T09:00:00Z", "2026-11-27T09:00:00Z"), NOW)?.fieldErrors,
    ).toEqual({ unpublishAt: "unpublishBeforePublish" });
    expect(scheduleRefusal("draft", schedule(null, "2026-11-26T11:59:00Z"), NOW)?.fieldErrors).toEqual({
      unpublishAt: "unpublishAtPast",
    });
    expect(scheduleRefusal("draft", schedule("2026-11-27T09:00:00Z", "2026-11-28T09:00:00Z"), NOW)).toBeNull();
  });

  it("a text that is no date is refused with its field", () => {
    expect(scheduleRefusal("draft", { publishAt: new Date(Number.NaN), unpublishAt: null }, NOW)?.fieldErrors).toEqual({
      publishAt: "dateInvalid",
    });
  });

  it("publishing or unpublishing by hand ends what was scheduled", () => {
    const both = schedule("2026-11-27T09:00:00Z", "2026-11-28T09:00:00Z");
    expect(scheduleColumns("publish", both)).toEqual({ publishAt: null, unpublishAt: both.unpublishAt });
    expect(scheduleColumns("unpublish", both)).toEqual({ publishAt: null, unpublishAt: null });
    expect(scheduleColumns("draft", both)).toEqual(both);
  });
});
