import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { PASSWORD_GUESSES } from "@/lib/admin-users/password-change";
import { PASSWORD_LENGTH } from "@/lib/admin-users/password-policy";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import tr from "@/messages/tr.json";

/** What the change-password form says once it refuses guesses of the current password, in each admin language. */
describe("the change-password form's message after too many wrong guesses", () => {
  it.each([
    ["tr", tr, "15 dakika"],
    ["en", en, "15 minutes"],
    ["de", de, "15 Minuten"],
  ])("says in %s how long the form is closed, as the lock lasts", (lang, messages, duration) => {
    expect(PASSWORD_GUESSES.lockMinutes).toBe(15);
    // Formatted as the form formats its errors (with the length rule's values only).
    const t = createTranslator({ locale: lang, messages, namespace: "Admin.account.errors" });
    const shown = t("currentPasswordLocked", { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max });
    expect(shown).toContain(duration);
    expect(shown).not.toBe(messages.Admin.account.errors.currentPasswordWrong);
  });
});
