import { describe, expect, it } from "vitest";
import { isolateStandIns, withoutIsolates } from "@/lib/i18n/isolate-stand-ins";

describe("isolateStandIns", () => {
  const english = { ExpertSupport: { title: "Need expert support?", call: "Call {phone}" }, Nav: { team: "Our team" } };

  it("sets every text still the same as English's apart as left-to-right, at every depth", () => {
    const hebrew = {
      ExpertSupport: { title: "Need expert support?", call: "Call {phone}" },
      Nav: { team: "הצוות שלנו" },
    };
    expect(isolateStandIns(hebrew, english)).toEqual({
      ExpertSupport: { title: "\u2066Need expert support?\u2069", call: "\u2066Call {phone}\u2069" },
      Nav: { team: "הצוות שלנו" },
    });
  });

  it("leaves the language's own texts, empty texts and texts English has not as they are", () => {
    const hebrew = { ExpertSupport: { title: "צריכים תמיכה?", call: "" }, Extra: { note: "Only here" } };
    expect(isolateStandIns(hebrew, english)).toEqual(hebrew);
  });

  it("leaves the marks out of what is read rather than shown, and nothing else", () => {
    expect(withoutIsolates("\u2066Need expert support?\u2069")).toBe("Need expert support?");
    expect(withoutIsolates('{"name":"\u2066Bursa Patent\u2069"}')).toBe('{"name":"Bursa Patent"}');
    expect(withoutIsolates("הצוות שלנו")).toBe("הצוות שלנו");
  });
});
