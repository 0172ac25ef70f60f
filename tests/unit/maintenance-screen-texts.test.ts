import { describe, expect, it } from "vitest";
import { MAINTENANCE_DEFAULTS, type MaintenanceSettings } from "@/lib/maintenance/schema";
import { maintenanceScreenTexts } from "@/lib/maintenance/screen-texts";

/** The firm's contact details as its settings give them (Site ayarları). */
const FIRM = { emails: ["ofis@example.com", "ikinci@example.com"], phones: ["+90 224 111 22 33"] };

const settings = (fields: Partial<MaintenanceSettings> = {}): MaintenanceSettings => ({
  ...MAINTENANCE_DEFAULTS,
  texts: {},
  lastUpdated: new Date("2026-11-26T10:00:00Z"),
  ...fields,
});

describe("the maintenance screen's texts in a language", () => {
  it("are the language's own, field by field, else the Turkish ones", () => {
    const saved = settings({
      title: "Bakımdayız",
      message: "Yakında döneceğiz",
      estimatedTime: "45 dakika",
      texts: { en: { title: "We are under maintenance", message: "", estimatedTime: "45 minutes" } },
    });
    expect(maintenanceScreenTexts(saved, "en", FIRM)).toMatchObject({
      title: "We are under maintenance",
      message: "Yakında döneceğiz",
      estimatedTime: "45 minutes",
    });
    expect(maintenanceScreenTexts(saved, "de", FIRM)).toMatchObject({
      title: "Bakımdayız",
      message: "Yakında döneceğiz",
      estimatedTime: "45 dakika",
      inTurkish: ["title", "message", "estimatedTime"],
    });
    expect(maintenanceScreenTexts(saved, "en", FIRM).inTurkish).toEqual(["message"]);
    expect(maintenanceScreenTexts(saved, "tr", FIRM)).toMatchObject({
      title: "Bakımdayız",
      estimatedTime: "45 dakika",
    });
  });

  it("leave the spec's Turkish defaults to the page's own translation (null), and nothing at all too", () => {
    expect(maintenanceScreenTexts(settings(), "de", FIRM)).toMatchObject({
      title: null,
      message: null,
      estimatedTime: null,
    });
    expect(maintenanceScreenTexts(null, "en", FIRM)).toMatchObject({ title: null, message: null, estimatedTime: null });
  });

  it("show the firm's phone and e-mail (as the footer does) while the settings leave them blank", () => {
    expect(maintenanceScreenTexts(settings(), "en", FIRM)).toMatchObject({
      email: "ofis@example.com",
      phone: "+90 224 111 22 33",
    });
    expect(
      maintenanceScreenTexts(
        settings({ contactEmail: "bakim@example.com", contactPhone: "+90 224 000 00 00" }),
        "ru",
        FIRM,
      ),
    ).toMatchObject({ email: "bakim@example.com", phone: "+90 224 000 00 00" });
  });
});
