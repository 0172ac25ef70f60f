import { describe, expect, it } from "vitest";
import { reconnectDelay, RECONNECT_DELAYS_MS } from "@/lib/live/connection";
import { changeFrame, isPublicChange, markerFrame, resumePoint, toLiveEvent } from "@/lib/live/events";
import { reactionTo } from "@/lib/live/reaction";

/** An event as the write path makes it: a delete names its own row among the removed ones. */
const event = (
  entity: string,
  languages: string[],
  action = "update",
  entityId = "7",
  removed = action === "delete" ? [`${entity}:${entityId}`] : [],
) => ({
  id: 41,
  entity,
  entityId,
  action,
  languages,
  removed,
});

describe("what an open page does about a change", () => {
  const topicPage = {
    lang: "tr",
    watched: [
      { entity: "topic", id: 7 },
      { entity: "category", id: 3 },
    ],
  };

  it("loads itself again when maintenance is switched, whatever its language", () => {
    expect(reactionTo(event("maintenance", []), { lang: "en", watched: [] })).toBe("reload");
  });

  it("loads itself again when a whole site is imported (maintenance may come with it)", () => {
    expect(reactionTo(event("siteData", ["tr", "en"], "import", "all"), { lang: "en", watched: [] })).toBe("reload");
  });

  it("says its topic, or the topic's category, was removed when either is deleted", () => {
    expect(reactionTo(event("topic", ["tr"], "delete", "7"), topicPage)).toBe("removed");
    expect(reactionTo(event("category", ["tr"], "delete", "3"), topicPage)).toBe("removed");
  });

  it("says so too when a whole-language replace dropped its topic or its category among others", () => {
    expect(reactionTo(event("category", ["tr"], "replace", "language:tr", ["topic:5", "topic:7"]), topicPage)).toBe(
      "removed",
    );
    expect(reactionTo(event("category", ["tr"], "replace", "language:tr", ["category:3"]), topicPage)).toBe("removed");
    expect(reactionTo(event("category", ["tr"], "replace", "language:tr", ["topic:8", "category:7"]), topicPage)).toBe(
      "refresh",
    );
  });

  it("re-renders for an edit of its own topic, a deletion of another, or any change its language shows", () => {
    expect(reactionTo(event("topic", ["tr"], "update", "7"), topicPage)).toBe("refresh");
    expect(reactionTo(event("topic", ["tr"], "delete", "8"), topicPage)).toBe("refresh");
    expect(reactionTo(event("teamMember", ["tr"], "create"), topicPage)).toBe("refresh");
    // A category and a topic of the same id are different records.
    expect(reactionTo(event("category", ["tr"], "delete", "7"), topicPage)).toBe("refresh");
  });

  it("re-renders for any language change (the menu lists them all), and ignores other languages' content", () => {
    expect(reactionTo(event("language", ["az"]), topicPage)).toBe("refresh");
    expect(reactionTo(event("topic", ["en"], "delete", "9"), topicPage)).toBe("none");
    expect(reactionTo(event("translation", ["de"]), topicPage)).toBe("none");
  });
});

describe("the event stream's frames", () => {
  it("carry kind, languages and ids, never the cache tags", () => {
    const live = toLiveEvent({ ...event("topic", ["tr", "en"]), tags: ["topic:7"] });
    expect(changeFrame(live)).toBe(
      'id: 41\nevent: change\ndata: {"id":41,"entity":"topic","entityId":"7","action":"update","languages":["tr","en"],"removed":[]}\n\n',
    );
    expect(markerFrame("ready", 41)).toBe("id: 41\nevent: ready\ndata: {}\n\n");
  });

  it("leave out changes no public page shows (messages, accounts)", () => {
    expect(isPublicChange(event("contactMessage", []))).toBe(false);
    expect(isPublicChange(event("adminUser", []))).toBe(false);
    expect(isPublicChange(event("maintenance", []))).toBe(true);
    expect(isPublicChange(event("topic", ["tr"]))).toBe(true);
  });

  it("resume after the id in ?since= or Last-Event-ID, and refuse anything else", () => {
    expect(resumePoint("12", null)).toBe(12);
    expect(resumePoint(null, "40")).toBe(40);
    expect(resumePoint("12", "40")).toBe(12);
    expect(resumePoint(null, null)).toBeNull();
    for (const bad of ["-1", "1e3", "abc", "", "99999999999", "2147483648"])
      expect(resumePoint(bad, null), bad).toBeNull();
  });
});

describe("reconnecting", () => {
  it("waits longer after each failure, up to 30 s, with at most a fifth more at random", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1200);
    expect(RECONNECT_DELAYS_MS.at(-1)).toBe(30_000);
  });
});
