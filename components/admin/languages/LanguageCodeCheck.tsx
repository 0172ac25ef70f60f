"use client";

import { useTranslations } from "next-intl";
import { isServableLanguageCode, LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";
import { canonicalLanguageCode, textDirection } from "@/lib/i18n/language-traits";
import styles from "../AdminForm.module.css";

/**
 * What a typed language code stands for, said while it is typed and before anything is saved: the
 * language's name in the admin's language (and that it is written right to left), or that the site
 * cannot serve it. The save checks the same rule (lib/languages/schema.ts).
 */
export function LanguageCodeCheck({ code, adminLang }: { code: string; adminLang: string }) {
  const t = useTranslations("Admin.languages");
  const typed = code.trim().toLowerCase();
  return (
    <p id="code-check" className={styles.hint} role="status">
      {LANGUAGE_CODE_PATTERN.test(typed) && describe(typed, adminLang, t)}
    </p>
  );
}

function describe(code: string, adminLang: string, t: ReturnType<typeof useTranslations<"Admin.languages">>) {
  if (!isServableLanguageCode(code)) {
    // A long or outdated form of a language's code ("aze", "iw"): name the one to type.
    const canonical = canonicalLanguageCode(code);
    return (
      <span className={styles.fieldError}>
        {canonical ? t("codeUseCanonical", { code: canonical }) : t("errors.codeUnknown")}
      </span>
    );
  }
  const name = new Intl.DisplayNames([adminLang], { type: "language" }).of(code) ?? code;
  const ownName = new Intl.DisplayNames([code], { type: "language" }).of(code);
  const named = ownName && ownName !== name ? `${name} (${ownName})` : name;
  return textDirection(code) === "rtl"
    ? `${t("codeRecognized", { name: named })}, ${t("codeRtl")}`
    : t("codeRecognized", { name: named });
}
