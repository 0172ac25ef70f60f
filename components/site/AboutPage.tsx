import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { SERVICE_AREAS, servicePagePath } from "@/lib/site/services";
import type { FirmFacts } from "@/lib/firm-settings/facts";
import { AboutStats } from "./AboutStats";
import { ServiceIcon } from "./ServicesIcons";
import { ServicesContactCta } from "./ServicesContactCta";
import { PageHeader } from "./PageHeader";
import styles from "./AboutPage.module.css";

const VALUES = ["confidentiality", "expertise", "transparency", "diligence", "accessibility"] as const;

/** /kurumsal: who the firm is, in numbers, what it aims at and stands for, and what it does. */
export async function AboutPage({ firm, locale }: { firm: FirmFacts; locale: string }) {
  const t = await getTranslations("About");
  const services = await getTranslations("Services");
  return (
    <div className="container">
      <PageHeader eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
        <p>{t("introMore")}</p>
      </PageHeader>

      <AboutStats firm={firm} locale={locale} />

      <div className={styles.purpose}>
        {(["mission", "vision"] as const).map((key) => (
          <section key={key} className={styles.purposeCard} aria-labelledby={`about-${key}`}>
            <h2 id={`about-${key}`}>{t(`${key}.title`)}</h2>
            <p>{t(`${key}.text`)}</p>
          </section>
        ))}
      </div>

      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values">{t("values.title")}</h2>
        <p className={styles.sectionIntro}>{t("values.intro")}</p>
        <ul className={styles.values}>
          {VALUES.map((key) => (
            <li key={key} className={styles.value}>
              <h3>{t(`values.items.${key}.title`)}</h3>
              <p>{t(`values.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-areas">
        <h2 id="about-areas">{t("areas.title")}</h2>
        <p className={styles.sectionIntro}>{t("areas.intro")}</p>
        <ul className={styles.areas}>
          {SERVICE_AREAS.map((key) => (
            <li key={key} className={styles.area}>
              <span className={styles.areaIcon}>
                <ServiceIcon service={key} />
              </span>
              <div>
                <h3>{services(`cards.${key}.title`)}</h3>
                <p>{t(`areas.items.${key}`)}</p>
                <Link href={servicePagePath(key)}>
                  {services(`cards.${key}.link`)}
                  <span aria-hidden="true"> →</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <ServicesContactCta id="about-cta" title={t("cta.title")} text={t("cta.text")} action={t("cta.action")} />
    </div>
  );
}
