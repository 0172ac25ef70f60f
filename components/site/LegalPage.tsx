import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { FIRM } from "@/lib/site/firm";
import { Link } from "@/lib/i18n/site-navigation";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/site/seo";
import { legalSections, type LegalDocument } from "./LegalSections";
import { ServicesPageIntro } from "./ServicesPageIntro";
import styles from "./LegalPage.module.css";
import { paths } from "@/lib/site/paths";

export const LEGAL_PATHS = { privacy: paths.privacy, terms: paths.terms } as const satisfies Record<
  LegalDocument,
  string
>;

/** Both documents were last revised together; change this date with the texts. */
export const LEGAL_LAST_UPDATED = "2026-11-23";

export async function legalPageMetadata(locale: Locale, document: LegalDocument): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Legal" });
  return pageMetadata({
    locale,
    page: { kind: "static", path: LEGAL_PATHS[document] },
    title: t(`${document}.title`),
    description: t(`${document}.metaDescription`),
    keywords: t(`${document}.metaKeywords`).split(", "),
  });
}

/** Placeholders and tags the legal texts may use. */
const richValues = {
  legalName: FIRM.legalName,
  address: `${FIRM.street}, ${FIRM.postalCode} ${FIRM.district}/${FIRM.city}, ${FIRM.country}`,
  email: FIRM.emails[0],
  phone: FIRM.phones[0],
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  mail: (chunks: ReactNode) => <a href={`mailto:${FIRM.emails[0]}`}>{chunks}</a>,
  privacy: (chunks: ReactNode) => <Link href={LEGAL_PATHS.privacy}>{chunks}</Link>,
  terms: (chunks: ReactNode) => <Link href={LEGAL_PATHS.terms}>{chunks}</Link>,
};

/**
 * The privacy policy or the terms of use, rendered from the "Legal" messages: each section is a
 * title followed by paragraphs (strings) and lists (objects of strings), in message order, so the
 * texts can grow without code changes.
 */
export async function LegalPage({ document }: { document: LegalDocument }) {
  const t = await getTranslations("Legal");
  const format = await getFormatter();
  const sections = legalSections(t.raw(`${document}.sections`));
  const base = `${document}.sections`;
  const updated = new Date(`${LEGAL_LAST_UPDATED}T12:00:00Z`);
  return (
    <div className="container">
      <ServicesPageIntro eyebrow={t("eyebrow")} title={t(`${document}.title`)}>
        <p className={styles.updated}>
          {t.rich("lastUpdated", {
            date: format.dateTime(updated, { dateStyle: "long" }),
            time: (chunks) => <time dateTime={LEGAL_LAST_UPDATED}>{chunks}</time>,
          })}
        </p>
        <p>{t.rich(`${document}.intro`, richValues)}</p>
      </ServicesPageIntro>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={`${document}-toc`}>
          <p id={`${document}-toc`} className={styles.tocTitle}>
            {t("contents")}
          </p>
          <ol>
            {sections.map((section) => (
              <li key={section.key}>
                <a href={`#${document}-${section.key}`}>{t(`${base}.${section.key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            // Plain sections (no accessible name), so a dozen of them do not crowd the landmark list.
            <section key={section.key} id={`${document}-${section.key}`} className={styles.section}>
              <h2>{t(`${base}.${section.key}.title`)}</h2>
              {section.blocks.map((block) => {
                const path = `${base}.${section.key}.${block.key}`;
                if (block.kind === "paragraph") return <p key={block.key}>{t.rich(path, richValues)}</p>;
                return (
                  <ul key={block.key}>
                    {block.items.map((item) => (
                      <li key={item}>{t.rich(`${path}.${item}`, richValues)}</li>
                    ))}
                  </ul>
                );
              })}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
