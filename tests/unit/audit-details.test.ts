import { describe, expect, it } from "vitest";
import { CHANGED, DETAIL_TEXT_LIMIT, shortFields, shortValue } from "@/lib/audit-log/details";
import { firmDayStart, parseAuditFilter } from "@/lib/audit-log/filter";
import { auditLabel } from "@/lib/audit-log/labels";

describe("shortValue", () => {
  it("keeps a text of 200 characters and cuts one of 201", () => {
    expect(DETAIL_TEXT_LIMIT).toBe(200);
    expect(shortValue("a".repeat(200))).toBe("a".repeat(200));
    expect(shortValue("a".repeat(201))).toBe(`${"a".repeat(200)}…`);
  });

  it("keeps numbers, booleans, null and short lists; an object or a long list is only changed", () => {
    expect([shortValue(3), shortValue(false), shortValue(undefined)]).toEqual([3, false, null]);
    expect(shortValue(["patent", "marka"])).toEqual(["patent", "marka"]);
    expect(shortValue({ nested: true })).toBe(CHANGED);
    expect(shortValue(Array.from({ length: 21 }, (_, i) => i))).toBe(CHANGED);
    expect(shortValue(new Date("2026-11-27T10:00:00Z"))).toBe("2026-11-27T10:00:00.000Z");
  });
});

describe("shortFields", () => {
  it("names only the fields asked for; secrets and rich bodies only as changed", () => {
    const values = { slug: "yeni", body: "<p>uzun</p>", password: "gizli-parola", title: "Başlık" };
    expect(shortFields(values, ["slug", "body", "password", "missing"])).toEqual({
      slug: "yeni",
      body: CHANGED,
      password: CHANGED,
    });
  });
});

describe("the filter's firm dates", () => {
  it("starts Istanbul's day three hours before UTC's and refuses dates that are none", () => {
    expect(firmDayStart("2026-11-25")?.toISOString()).toBe("2026-11-24T21:00:00.000Z");
    expect(firmDayStart("2026-02-30")).toBeUndefined();
    expect(parseAuditFilter({ from: "25.11.2026", to: "2026-11-26", actor: "  ayse " })).toEqual({
      actor: "ayse",
      entity: "",
      action: "",
      from: "",
      to: "2026-11-26",
    });
  });
});

describe("auditLabel", () => {
  it("says whether maintenance was switched on or off", () => {
    const save = (isActive: boolean) => ({
      action: "update",
      entity: "maintenance",
      details: { values: { isActive } },
    });
    expect(auditLabel(save(true))).toEqual({ key: "maintenanceOn" });
    expect(auditLabel(save(false))).toEqual({ key: "maintenanceOff" });
  });

  it("names sign-ins, token requests, exports, and a write by entity, verb and changed fields", () => {
    expect(auditLabel({ action: "signInFailed", entity: "", details: { reason: "invalid" } })).toEqual({
      key: "signInFailed",
    });
    expect(auditLabel({ action: "tokenUse", entity: "", details: { method: "GET", path: "/api/languages" } })).toEqual({
      key: "tokenUse",
      method: "GET",
      path: "/api/languages",
    });
    expect(auditLabel({ action: "export", entity: "contactMessage", details: {} })).toEqual({
      key: "export",
      entity: "contactMessage",
    });
    expect(
      auditLabel({ action: "update", entity: "topic", details: { changedFields: ["slug"], values: { slug: "x" } } }),
    ).toEqual({
      key: "write",
      entity: "topic",
      verb: "update",
      fields: ["slug"],
    });
    expect(auditLabel({ action: "delete", entity: "redirect", details: {} })).toEqual({
      key: "write",
      entity: "redirect",
      verb: "delete",
    });
  });
});
