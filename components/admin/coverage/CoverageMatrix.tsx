import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { ENTITY_SECTIONS } from "@/lib/admin/sections";
import { coverageStatus, type CoverageGroup, type CoverageSection } from "@/lib/counterparts/coverage";
import type { Language } from "@/lib/languages/schema";
import { languageName } from "@/lib/languages/queries";
import { Flag } from "../../shared/Flag";
import { CreateVersionButton } from "./CreateVersionButton";
import styles from "./Coverage.module.css";

type T = (key: string, values?: Record<string, string | number>) => string;

interface Context {
  lang: AdminLocale;
  t: T;
  /** Every language (for names), and the active ones: the columns. */
  languages: Language[];
  columns: Language[];
}

const MARKS = { active: "●", inactive: "◐", missing: "○" } as const;

/**
 * Items by languages: a row per translation group (a category, then its topics; then each team
 * member in a table of its own), a column per active language; each cell says in words whether
 * that version is active, inactive or missing. On a phone each table scrolls sideways inside its
 * frame, the item column staying in view.
 */
export async function CoverageMatrix({ lang, sections, team, languages, columns }: { lang: AdminLocale; sections: CoverageSection[]; team: CoverageGroup[]; languages: Language[]; columns: Language[] }) {
  const t = await getTranslations("Admin.coverage");
  const context = { lang, t, languages, columns };
  return (
    <div>
      <h2 id="coverage-items-title">{t("itemsTitle")}</h2>
      {sections.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className={styles.frame} role="region" aria-labelledby="coverage-items-title" tabIndex={0}>
          <table className={styles.matrix}>
            <MatrixHead context={context} />
            {sections.map((section) => (
              <tbody key={section.category.key}>
                <GroupRow group={section.category} context={context} />
                {section.topics.map((topic) => (
                  <GroupRow key={topic.key} group={topic} context={context} categorySourceId={section.category.source?.id} />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      <h2 id="coverage-team-title">{t("teamTitle")}</h2>
      {team.length === 0 ? (
        <p>{t("teamEmpty")}</p>
      ) : (
        <div className={styles.frame} role="region" aria-labelledby="coverage-team-title" tabIndex={0}>
          <table className={styles.matrix}>
            <MatrixHead context={context} />
            <tbody>
              {team.map((member) => (
                <GroupRow key={member.key} group={member} context={context} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function MatrixHead({ context: { t, columns } }: { context: Context }) {
  return (
    <thead>
      <tr>
        <th scope="col">{t("item")}</th>
        {columns.map((language) => (
          <th scope="col" key={language.code}>
            <Flag flag={language.flag} /> {language.nativeName} <code>{language.code}</code>
          </th>
        ))}
      </tr>
    </thead>
  );
}

const ROW_STYLES = { category: styles.categoryRow, topic: styles.topicRow, teamMember: styles.memberRow } as const;

function GroupRow({ group, context, categorySourceId }: { group: CoverageGroup; context: Context; categorySourceId?: number }) {
  const { t, languages, columns } = context;
  const others = group.versions.map((version) => languageName(languages, version.languageCode)).join(", ");
  return (
    <tr className={ROW_STYLES[group.entity]}>
      <th scope="row">
        <span className={styles.kind}>{t(group.entity)}</span> {group.lead.title}
        {!group.source && <span className={styles.note}>{t("onlyIn", { languages: others })}</span>}
      </th>
      {columns.map((language) => (
        <td key={language.code}>
          <Cell group={group} language={language} context={context} categorySourceId={categorySourceId} />
        </td>
      ))}
    </tr>
  );
}

function Cell({ group, language, context, categorySourceId }: { group: CoverageGroup; language: Language; context: Context; categorySourceId?: number }) {
  const { lang, t } = context;
  const status = coverageStatus(group, language.code);
  const section = ENTITY_SECTIONS[group.entity];
  const text = (
    <>
      <span aria-hidden="true">{MARKS[status]}</span> {t(status)}
    </>
  );
  const version = group.versions.find((candidate) => candidate.languageCode === language.code);
  if (version) {
    const label = t("openNamed", { title: version.title, language: language.nativeName, status: t(status) });
    return (
      <a href={adminHref(lang, `/${section}/${version.id}`)} aria-label={label} className={styles[status]}>
        {text}
      </a>
    );
  }
  const source = group.source;
  const newForm = (of: typeof section, from: number) => `${adminHref(lang, `/${of}/new`)}?${new URLSearchParams({ lang: language.code, from: String(from) })}`;
  return (
    <div className={styles.missingCell}>
      {/* Without a Turkish version there is nothing to copy: the cell says so instead of offering to. */}
      <span className={styles.missing}>
        {text}
        {!source && <span className="visually-hidden">{` (${t("missingNoSource", { title: group.lead.title, language: language.nativeName })})`}</span>}
      </span>
      {source && (
        <CreateVersionButton
          entity={group.entity}
          sourceId={source.id}
          languageCode={language.code}
          adminLang={lang}
          label={t("createNamed", { title: source.title, language: language.nativeName })}
          formHref={newForm(section, source.id)}
          categoryFormHref={categorySourceId ? newForm("categories", categorySourceId) : undefined}
        />
      )}
    </div>
  );
}
