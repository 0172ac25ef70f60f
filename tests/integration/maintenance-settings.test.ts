import { beforeEach, describe, expect, it } from "vitest";
import {
  maintenanceFormValues,
  maintenanceFormValuesFrom,
  maintenanceInputFrom,
  TOGGLE_INTENT,
} from "@/lib/maintenance/form";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { findMaintenanceSettings } from "@/lib/maintenance/queries";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

beforeEach(async () => {
  await t.sql.query(`DELETE FROM "MaintenanceSettings"`);
  await t.db.maintenanceSettings.create({
    data: { id: 1, ...MAINTENANCE_DEFAULTS, lastUpdated: new Date("2026-01-01T00:00:00Z") },
  });
});

function posted(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    title: "Sitemizi Yeniliyoruz",
    message: "",
    estimatedTime: "2 saat",
    contactEmail: "",
    contactPhone: "",
    isActive: "false",
    ...fields,
  }))
    data.set(name, value);
  return maintenanceInputFrom(maintenanceFormValuesFrom(data));
}

const loaded = { updatedAt: new Date("2026-01-01T00:00:00Z") };

describe("maintenance settings", () => {
  it("saves each language's texts from its fieldset with the settings, in one write stamping lastUpdated", async () => {
    const refresh = recordingRefresh();
    await written(
      t.db,
      saveMaintenanceSettings(
        posted({
          title: "Kısa bir bakım",
          "texts.en.title": "A short maintenance",
          "texts.en.message": " Back in a moment ",
          "texts.en.estimatedTime": "",
          "texts.de.title": "",
          "texts.de.message": "",
          "texts.de.estimatedTime": "",
          intent: "save",
        }),
        loaded,
      ),
      { refresh },
    );
    expect(await t.db.maintenanceText.findMany()).toEqual([
      { languageCode: "en", title: "A short maintenance", message: "Back in a moment", estimatedTime: "" },
    ]);
    const settings = await findMaintenanceSettings(t.db);
    expect(settings).toMatchObject({ title: "Kısa bir bakım", texts: { en: { title: "A short maintenance" } } });
    expect(settings.lastUpdated.getTime()).toBeGreaterThan(loaded.updatedAt.getTime());
    expect(refresh.calls).toEqual([["maintenance"]]);
    // The form shows a fieldset per active language, blank where none is saved.
    expect(maintenanceFormValues(settings, ["en", "de"]).texts).toEqual({
      en: { title: "A short maintenance", message: "Back in a moment", estimatedTime: "" },
      de: { title: "", message: "", estimatedTime: "" },
    });
  });

  it("refuses a too long text of a language and keeps every language's texts as they were", async () => {
    const result = await writeTo(
      t.db,
      saveMaintenanceSettings(posted({ title: "Yeni", "texts.en.title": "x".repeat(201) }), loaded),
    );
    expect(result).toMatchObject({ ok: false, error: "invalid", fieldErrors: { texts: "titleTooLong" } });
    expect(await t.db.maintenanceText.count()).toBe(0);
    expect((await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } })).title).toBe(
      MAINTENANCE_DEFAULTS.title,
    );
  });

  it("the toggle saves the form's settings together with the switched mode, stamping lastUpdated", async () => {
    const refresh = recordingRefresh();
    await written(
      t.db,
      saveMaintenanceSettings(
        posted({ title: "Kısa bir bakım", estimatedTime: "30 dakika", intent: TOGGLE_INTENT }),
        loaded,
      ),
      { refresh },
    );
    const row = await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(row).toMatchObject({ isActive: true, title: "Kısa bir bakım", estimatedTime: "30 dakika" });
    expect(row.lastUpdated.getTime()).toBeGreaterThan(loaded.updatedAt.getTime());
    expect(refresh.calls).toEqual([["maintenance"]]);
  });

  it("saving without the toggle keeps the mode", async () => {
    await written(t.db, saveMaintenanceSettings(posted({ title: "Yeni başlık", intent: "save" }), loaded));
    expect(await t.db.maintenanceSettings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      isActive: false,
      title: "Yeni başlık",
    });
  });

  it("refuses a save over settings someone saved meanwhile, and says who changed them last", async () => {
    await written(t.db, saveMaintenanceSettings(posted({ intent: TOGGLE_INTENT }), loaded), {
      actor: { kind: "admin", email: "ayse@example.com" },
    });
    expect(await writeTo(t.db, saveMaintenanceSettings(posted({ title: "Eski form" }), loaded))).toEqual({
      ok: false,
      error: "conflict",
      fieldErrors: {},
    });
    expect(
      await t.db.change.findFirst({
        where: { entity: "maintenance" },
        orderBy: { id: "desc" },
        select: { actor: true },
      }),
    ).toEqual({ actor: "admin:ayse@example.com" });
  });

  it("refuses a title left blank and an e-mail that is not one", async () => {
    expect(await writeTo(t.db, saveMaintenanceSettings(posted({ title: " ", contactEmail: "yok" }), loaded))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { title: "titleRequired", contactEmail: "emailInvalid" },
    });
  });
});
