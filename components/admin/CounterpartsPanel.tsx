import { getTranslations } from "next-intl/server";
import type { Language } from "@/lib/languages/schema";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { ENTITY_SECTIONS } from "@/lib/admin/sections";
import type { CounterpartEntity } from "@/lib/counterparts/mutations";
import { findCounterpartPanel } from "@/lib/counterparts/queries";
import { LinkCounterpartForm, UnlinkCounterpartForm } from "./CounterpartForm";
import { OutcomeToast } from "./OutcomeToast";
import { Flag } from "../shared/Flag";
import styles from "./CounterpartsPanel.module.css";

const ERROR_CODES = ["chooseOne", "sameLanguage", "languageTaken", "notFound", "linkFailed", "unauthorized"] as const;

/**
 * The versions of a category or topic in the other languages (one translationKey): per language,
 * open or unpair the existing one, or create it pre-filled, or pair an existing row with this one.
 */
export async function CounterpartsPanel({
  lang,
  entity,
  row,
  languages,
}: {
  lang: AdminLocale;
  entity: CounterpartEntity;
  row: { id: number; languageCode: string; translationKey: string | null };
  languages: Language[];
}) {
  const t = await getTranslations("Admin.counterparts");
  const others = languages.filter((language) => language.code !== row.languageCode);
  if (others.length === 0) return null;
  const { counterparts, candidates } = await findCounterpartPanel(entity, row);
  const common = {
    entity,
    id: row.id,
    adminLang: lang,
    working: t("working"),
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, t(`errors.${code}`)])),
  };
  const section = ENTITY_SECTIONS[entity];
  return (
    <section aria-labelledby="counterparts-title" className={styles.panel}>
      <h2 id="counterparts-title">{t("title")}</h2>
      <ul>
        {others.map((language) => {
          const counterpart = counterparts.find((item) => item.languageCode === language.code);
          const choices = candidates.filter((item) => item.languageCode === language.code);
          return (
            <li key={language.code}>
              <strong>
                <Flag flag={language.flag} /> {language.nativeName}
              </strong>
              {counterpart ? (
                <div className={styles.actions}>
                  <a href={adminHref(lang, `/${section}/${counterpart.id}`)}>
                    {t("open", { title: counterpart.label })}
                  </a>
                  <UnlinkCounterpartForm
                    {...common}
                    counterpartId={counterpart.id}
                    submit={t("unlink")}
                    submitLabel={t("unlinkNamed", { title: counterpart.label })}
                  />
                </div>
              ) : (
                <div className={styles.actions}>
                  <a href={`${adminHref(lang, `/${section}/new`)}?lang=${language.code}&from=${row.id}`}>
                    {t("create", { language: language.nativeName })}
                  </a>
                  {choices.length > 0 && (
                    <LinkCounterpartForm
                      {...common}
                      candidates={choices}
                      label={t("linkLabel", { language: language.nativeName })}
                      choose={t("choose")}
                      submit={t("link")}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the panel reports, as a toast, after a pairing was made or removed (the actions come back with ?linked / ?unlinked). */
export async function CounterpartNotice({ query }: { query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations("Admin.counterparts");
  return <OutcomeToast message={query.linked ? t("linked") : query.unlinked ? t("unlinked") : ""} />;
}
