import { describe, expect, it } from "vitest";
import { fromFirmInputValue, toFirmInputValue } from "@/lib/publishing/schedule-time";

describe("scheduled times on the firm's wall clock (Europe/Istanbul, UTC+3)", () => {
  it("reads a datetime-local value as Istanbul time", () => {
    expect(fromFirmInputValue("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(fromFirmInputValue("2027-01-01T00:30")?.toISOString()).toBe("2026-12-31T21:30:00.000Z");
  });

  it("shows a moment as Istanbul's wall clock", () => {
    expect(toFirmInputValue(new Date("2026-11-25T21:02:00Z"))).toBe("2026-11-26T00:02");
    expect(toFirmInputValue(null)).toBe("");
  });

  it("round-trips", () => {
    const moment = new Date("2026-07-15T13:45:00Z");
    expect(fromFirmInputValue(toFirmInputValue(moment))?.getTime()).toBe(moment.getTime());
  });

  it("blank is no time; a malformed or impossible date is refused", () => {
    expect(fromFirmInputValue("  ")).toBeNull();
    expect(fromFirmInputValue("2026-02-30T10:00")).toBeUndefined();
    expect(fromFirmInputValue("yarın")).toBeUndefined();
    expect(fromFirmInputValue("2026-12-01 09:00")).toBeUndefined();
  });
});
