import { describe, expect, it } from "vitest";
import { dayRuns, firmFactsIn, openDaysLabel, timeZoneLabel, yearsOfExperience } from "@/lib/firm-settings/facts";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { firmPageSchema, organizationSchema } from "@/lib/site/structured-data";

const settings = { ...FIRM_DEFAULTS, updatedAt: new Date(0) };

describe("the firm's facts in a language", () => {
  it("take the language's own name and hours note, else the Turkish ones, and name the country in the language", () => {
    const saved = {
      ...settings,
      hoursNote: "Cumartesi randevu ile",
      texts: { en: { name: "Bursa Patent & Co", hoursNote: "" } },
    };
    expect(firmFactsIn(saved, "en")).toMatchObject({
      name: "Bursa Patent & Co",
      hoursNote: "Cumartesi randevu ile",
      countryName: "Türkiye",
    });
    expect(firmFactsIn(saved, "de")).toMatchObject({ name: "Bursa Patent", countryName: "Türkei" });
    expect(firmFactsIn(saved, "tr").addressLine).toBe(
      "Odunluk Mah. Akademi Cad. No: 12/4, 16110 Nilüfer/Bursa, Türkiye",
    );
  });

  it("count whole years of experience from the founding year", () => {
    expect(yearsOfExperience(2009, new Date("2026-11-26T12:00:00Z"))).toBe(17);
    expect(yearsOfExperience(2026, new Date("2026-01-01T12:00:00Z"))).toBe(0);
  });

  it("group the opening days into runs, named in the page's language", () => {
    expect(dayRuns(["Friday", "Monday", "Tuesday", "Wednesday", "Thursday"])).toEqual([
      { from: "Monday", to: "Friday" },
    ]);
    expect(dayRuns(["Monday", "Wednesday", "Thursday"])).toEqual([
      { from: "Monday", to: "Monday" },
      { from: "Wednesday", to: "Thursday" },
    ]);
    expect(openDaysLabel(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "tr")).toBe("Pazartesi – Cuma");
    expect(openDaysLabel(["Saturday", "Sunday"], "de")).toBe("Samstag – Sonntag");
    expect(openDaysLabel(["Monday", "Wednesday"], "en")).toBe("Monday, Wednesday");
  });

  it("name the office's time zone with its offset, so a foreign client reads the hours right", () => {
    const november = new Date("2026-11-26T12:00:00Z");
    expect(timeZoneLabel("en", november)).toMatch(/^T.+ Time \(GMT\+3\)$/);
    expect(timeZoneLabel("tr", november)).toMatch(/\(GMT\+3\)$/);
  });
});

describe("the firm's structured data", () => {
  it("is a LegalService with its address, phone, opening hours and profiles, as the settings say", () => {
    const firm = firmFactsIn({ ...settings, phones: ["+90 224 999 88 77"], openDays: ["Monday", "Tuesday"] }, "en");
    expect(organizationSchema(firm, "IP firm")).toMatchObject({
      "@type": ["LegalService", "Organization"],
      telephone: "+90 224 999 88 77",
      sameAs: ["https://www.linkedin.com/company/bursa-patent"],
      address: { "@type": "PostalAddress", postalCode: "16110", addressCountry: "TR" },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "09:00", closes: "18:00" },
      ],
    });
    const closedAllWeek = organizationSchema(firmFactsIn({ ...settings, openDays: [] }, "en"), "IP firm");
    expect(closedAllWeek).not.toHaveProperty("openingHoursSpecification");
  });

  it("makes the About and Contact pages an AboutPage and a ContactPage about the firm", () => {
    const firm = firmFactsIn(settings, "de");
    const page = { name: "Kontakt", description: "d", url: "https://example.test/de/iletisim", language: "de" };
    expect(firmPageSchema("ContactPage", page, firm, "IP firm")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ContactPage",
      inLanguage: "de",
      mainEntity: { "@type": ["LegalService", "Organization"], telephone: "+90 224 451 20 30" },
    });
  });
});
