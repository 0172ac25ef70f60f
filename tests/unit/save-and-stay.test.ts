import { describe, expect, it } from "vitest";
import { pathAfterSave, SAVE_AND_STAY } from "@/lib/admin/forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("pathAfterSave", () => {
  it("goes back to the list after Save", () => {
    expect(pathAfterSave(form({ adminLang: "en" }), "categories", 7, "de")).toBe(
      "/en/admin/categories?lang=de&saved=7",
    );
    expect(pathAfterSave(form({ adminLang: "tr" }), "languages", 3)).toBe("/admin/languages?saved=3");
  });
  it("stays on the saved record's form after Save and keep editing", () => {
    const stay = { adminLang: "tr", [SAVE_AND_STAY.name]: SAVE_AND_STAY.value };
    expect(pathAfterSave(form(stay), "contents", 12, "tr")).toBe("/admin/contents/12?saved=12");
    expect(pathAfterSave(form({ ...stay, adminLang: "de" }), "team", 5, "en")).toBe("/de/admin/team/5?saved=5");
  });
});
