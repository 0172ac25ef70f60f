import { beforeEach, describe, expect, it } from "vitest";
import { firmFormValues, firmFormValuesFrom, firmInputFrom } from "@/lib/firm-settings/form";
import { saveFirmSettings } from "@/lib/firm-settings/mutations";
import { findFirmSettings } from "@/lib/firm-settings/queries";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

beforeEach(() => t.sql.query(`DELETE FROM "FirmSettings"`));

/** The form as an administrator sends it: the shipped settings, with the fields given changed. */
function posted(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    name: "Bursa Patent",
    legalName: "Bursa Patent Fikri Mülkiyet Danışmanlık Ltd. Şti.",
    street: "Odunluk Mah. Akademi Cad. No: 12/4",
    district: "Nilüfer",
    city: "Bursa",
    postalCode: "16110",
    countryCode: "tr",
    mapUrl: "",
    phones: "+90 224 451 20 30\n\n+90 532 614 72 90 ",
    emails: "info@bursapatent.com.tr",
    enquiryEmail: "",
    socialProfiles: "https://www.linkedin.com/company/bursa-patent",
    foundingYear: "2009",
    openDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opensAt: "09:00",
    closesAt: "18:00",
    hoursNote: "",
    clientsServed: "500+",
    countriesServed: "50+",
    "registrations.0.authority": "",
    "registrations.0.label": "",
    "registrations.0.number": "",
    ...fields,
  }))
    for (const one of [value].flat()) data.append(name, one);
  return firmInputFrom(firmFormValuesFrom(data));
}

describe("the firm's settings", () => {
  it("are the shipped ones until saved, then the saved ones, one line a phone, with the texts of other languages", async () => {
    expect(await findFirmSettings(t.db)).toMatchObject({ phones: ["+90 224 451 20 30", "+90 532 614 72 90"] });
    const refresh = recordingRefresh();
    await written(
      t.db,
      saveFirmSettings(
        posted({
          phones: "+90 224 999 88 77",
          "registrations.0.authority": "TÜRKPATENT",
          "registrations.0.label": "Patent vekili",
          "registrations.0.number": "2009-123",
          "registrations.1.authority": "",
          "registrations.1.label": "",
          "registrations.1.number": "",
          "texts.en.name": "Bursa Patent & Trademark",
          "texts.en.hoursNote": "",
          "texts.de.name": "",
          "texts.de.hoursNote": "",
        }),
      ),
      { refresh },
    );
    const saved = await findFirmSettings(t.db);
    expect(saved).toMatchObject({
      countryCode: "TR",
      phones: ["+90 224 999 88 77"],
      registrations: [{ authority: "TÜRKPATENT", label: "Patent vekili", number: "2009-123" }],
      // A language whose texts are all blank shows the Turkish ones: not kept.
      texts: { en: { name: "Bursa Patent & Trademark", hoursNote: "" } },
    });
    expect(Object.keys(saved.texts)).toEqual(["en"]);
    expect(refresh.calls).toEqual([["firm"]]);
    expect(firmFormValues(saved, ["en", "de"])).toMatchObject({
      phones: "+90 224 999 88 77",
      texts: { en: { name: "Bursa Patent & Trademark" }, de: { name: "", hoursNote: "" } },
    });
  });

  it("refuse what a page could not show, naming the field, and keep what was saved", async () => {
    await written(t.db, saveFirmSettings(posted({ phones: "+90 224 111 11 11" })));
    const before = await findFirmSettings(t.db);
    const refusals = {
      phones: posted({ phones: "" }),
      emails: posted({ emails: "info@" }),
      closesAt: posted({ opensAt: "18:00", closesAt: "09:00" }),
      foundingYear: posted({ foundingYear: String(new Date().getFullYear() + 1) }),
      countryCode: posted({ countryCode: "TUR" }),
      mapUrl: posted({ mapUrl: "javascript:alert(1)" }),
      registrations: posted({ "registrations.0.authority": "TÜRKPATENT" }),
      // The pages' messages carry the name: a brace would be read as a placeholder there.
      name: posted({ name: "Bursa {Patent}" }),
      // A profile the contact page could not name by its host.
      socialProfiles: posted({ socialProfiles: "https://[x" }),
    };
    const codes = Object.fromEntries(
      await Promise.all(
        Object.entries(refusals).map(async ([field, input]) => {
          const result = await writeTo(t.db, saveFirmSettings(input, { updatedAt: before.updatedAt }));
          return [field, result.ok ? "saved" : result.fieldErrors[field]] as const;
        }),
      ),
    );
    expect(codes).toEqual({
      phones: "phonesRequired",
      emails: "emailInvalid",
      closesAt: "closesBeforeOpens",
      foundingYear: "foundingYearInvalid",
      countryCode: "countryCodeInvalid",
      mapUrl: "urlInvalid",
      registrations: "registrationLabelRequired",
      name: "nameInvalid",
      socialProfiles: "urlInvalid",
    });
    expect(await findFirmSettings(t.db)).toEqual(before);
  });

  it("take five phone numbers and refuse a sixth", async () => {
    const phones = (count: number) =>
      Array.from({ length: count }, (_, index) => `+90 224 000 00 0${index}`).join("\n");
    expect((await writeTo(t.db, saveFirmSettings(posted({ phones: phones(5) })))).ok).toBe(true);
    const saved = await findFirmSettings(t.db);
    const sixth = await writeTo(t.db, saveFirmSettings(posted({ phones: phones(6) }), saved));
    expect(sixth).toMatchObject({ ok: false, fieldErrors: { phones: "tooManyPhones" } });
  });

  it("refuse a save over settings someone saved meanwhile", async () => {
    await written(t.db, saveFirmSettings(posted({})));
    const loaded = await findFirmSettings(t.db);
    await written(t.db, saveFirmSettings(posted({ city: "İstanbul" }), loaded));
    const stale = await writeTo(t.db, saveFirmSettings(posted({ phones: "+90 224 222 22 22" }), loaded));
    expect(stale).toMatchObject({ ok: false, error: "conflict" });
    expect(await findFirmSettings(t.db)).toMatchObject({
      city: "İstanbul",
      phones: ["+90 224 451 20 30", "+90 532 614 72 90"],
    });
  });

  it("refuse texts of a language the site does not have", async () => {
    const result = await writeTo(
      t.db,
      saveFirmSettings(posted({ "texts.fr.name": "Bursa Brevets", "texts.fr.hoursNote": "" })),
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { texts: "languageUnknown" } });
  });
});
