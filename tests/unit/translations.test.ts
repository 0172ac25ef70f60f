import { expect, it } from "vitest";
import { translateMessages } from "@/lib/translations/messages";

const turkish = { Nav: { home: "Ana Sayfa", team: "Ekibimiz", contact: "İletişim" }, Site: { name: "Bursa Patent" } };

it("takes the database row first, then the shipped file, then the Turkish source", () => {
  const shipped = { Nav: { home: "Home", team: "Our Team" } };
  const overrides = { Ekibimiz: "The Team" };
  expect(translateMessages(turkish, shipped, overrides)).toEqual({
    Nav: { home: "Home", team: "The Team", contact: "İletişim" },
    Site: { name: "Bursa Patent" },
  });
});

it("falls back to Turkish for a language with no file and no rows", () => {
  expect(translateMessages(turkish, undefined, {})).toEqual(turkish);
});
