"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client-texts";
import { useEffect, useRef } from "react";
import { BASE_PATH } from "@/lib/site/base-path";
import { languageSwitchHref } from "@/lib/site/paths";
import { usePathname } from "@/lib/i18n/site-navigation";
import { Flag } from "../shared/Flag";
import styles from "./LanguageSwitcher.module.css";

export interface SwitcherLanguage {
  code: string;
  nativeName: string;
  flag: string;
}

/**
 * The language dropdown: plain links through /api/language (which stores the choice and finds the
 * page's counterpart), in a <details> so it opens without JavaScript too.
 */
export function LanguageSwitcher({ languages }: { languages: SwitcherLanguage[] }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  const current = languages.find((language) => language.code === locale);

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) {
        element.open = false;
        if (event instanceof KeyboardEvent) element.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details className={styles.switcher} ref={details}>
      <summary>
        <span className="visually-hidden">{t("language")}: </span>
        {current && <Flag flag={current.flag} />} {current?.code.toUpperCase()}
      </summary>
      <ul className={styles.menu}>
        {languages.map((language) => {
          return (
            <li key={language.code}>
              <a
                href={languageSwitchHref(BASE_PATH, language.code, locale, pathname)}
                hrefLang={language.code}
                lang={language.code}
                aria-current={language.code === locale ? "true" : undefined}
              >
                {/* The code beside the flag: a language whose flag has no image shows none. */}
                <Flag flag={language.flag} /> {language.nativeName}{" "}
                <span className={styles.code} aria-hidden="true">
                  {language.code.toUpperCase()}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
