import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { FirmFacts } from "@/lib/firm-settings/facts";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { Link } from "@/lib/i18n/site-navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PRIVACY_NOTICE_VERSION } from "@/lib/contact-messages/fields";
import { pageMetadata } from "@/lib/site/seo";
import { legalSections, type LegalDocument } from "./LegalSections";
import { PageHeader } from "./PageHeader";
import styles from "./LegalPage.module.css";
import { paths } from "@/lib/site/paths";

export const LEGAL_PATHS = {
  privacy: paths.privacy,
  terms: paths.terms,
  notice: paths.notice,
} as const satisfies Record<LegalDocument, string>;

/** The privacy policy and the terms were last revised together; change this date with their texts. */
export const LEGAL_LAST_UPDATED = "2026-11-23";

/** Each document's date: the notice's is its version, the one stored with each consent. */
const LAST_UPDATED: Record<LegalDocument, string> = {
  privacy: LEGAL_LAST_UPDATED,
  terms: LEGAL_LAST_UPDATED,
  notice: PRIVACY_NOTICE_VERSION,
};

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

/** Placeholders and tags the legal texts may use: the firm's facts as its settings say. */
const richValuesOf = (firm: FirmFacts) => ({
  legalName: firm.legalName,
  address: firm.addressLine,
  email: firm.emails[0] ?? "",
  phone: firm.phones[0] ?? "",
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  mail: (chunks: ReactNode) => <a href={`mailto:${firm.emails[0]}`}>{chunks}</a>,
  privacy: (chunks: ReactNode) => <Link href={LEGAL_PATHS.privacy}>{chunks}</Link>,
  terms: (chunks: ReactNode) => <Link href={LEGAL_PATHS.terms}>{chunks}</Link>,
  notice: (chunks: ReactNode) => <Link href={LEGAL_PATHS.notice}>{chunks}</Link>,
});

/**
 * The privacy policy, the terms of use or the privacy notice, rendered from the "Legal" messages: each section is a
 * title followed by paragraphs (strings) and lists (objects of strings), in message order, so the
 * texts can grow without code changes.
 */
export async function LegalPage({ document }: { document: LegalDocument }) {
  const t = await getTranslations("Legal");
  const format = await getFormatter();
  const richValues = richValuesOf(await getFirmFacts(await getLocale()));
  const sections = legalSections(t.raw(`${document}.sections`));
  const base = `${document}.sections`;
  const updated = new Date(`${LAST_UPDATED[document]}T12:00:00Z`);
  return (
    <div className="container">
      <PageHeader eyebrow={t("eyebrow")} title={t(`${document}.title`)}>
        <p className={styles.updated}>
          {t.rich("lastUpdated", {
            date: format.dateTime(updated, { dateStyle: "long" }),
            time: (chunks) => <time dateTime={LAST_UPDATED[document]}>{chunks}</time>,
          })}
        </p>
        <p>{t.rich(`${document}.intro`, richValues)}</p>
      </PageHeader>
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
