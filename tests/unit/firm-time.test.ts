import { describe, expect, it } from "vitest";
import { firmDate, firmDateTime } from "@/lib/contact-messages/firm-time";

/** The export's dates: the firm's wall clock in Bursa (Europe/Istanbul), whatever the server's zone (UTC here). */
describe("the firm's wall clock", () => {
  it("puts an evening in UTC on the next day in Bursa", () => {
    expect(firmDateTime(new Date("2026-11-25T21:02:00Z"))).toBe("2026-11-26 00:02");
    expect(firmDate(new Date("2026-11-25T21:02:00Z"))).toBe("2026-11-26");
  });

  it("keeps the day until midnight in Bursa, hours written 00 to 23", () => {
    expect(firmDateTime(new Date("2026-11-25T20:59:59Z"))).toBe("2026-11-25 23:59");
    expect(firmDate(new Date("2026-11-25T20:59:59Z"))).toBe("2026-11-25");
    expect(firmDateTime(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01 00:00");
  });

  it("is three hours ahead of UTC in summer too (Türkiye keeps no daylight saving time)", () => {
    expect(firmDateTime(new Date("2026-07-01T09:30:00Z"))).toBe("2026-07-01 12:30");
  });
});
