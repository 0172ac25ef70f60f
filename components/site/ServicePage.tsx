import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import type { MenuCategory } from "@/lib/categories/queries";
import type { Locale } from "@/lib/i18n/routing";
import type { ListedTopic } from "@/lib/topics/queries";
import { localizedUrl, pageMetadata } from "@/lib/site/seo";
import {
  SERVICE_PAGE_KEY,
  SERVICE_PAGE_POINTS,
  SERVICE_PAGE_SLUGS,
  SERVICE_PAGE_STEPS,
  type ServicePageSlug,
} from "@/lib/site/services";
import { breadcrumbSchema } from "@/lib/site/structured-data";
import { Breadcrumb } from "./Breadcrumb";
import { JsonLd } from "./JsonLd";
import { ServiceIcon } from "./ServicesIcons";
import { ServicesContactCta } from "./ServicesContactCta";
import { PageHeader } from "./PageHeader";
import { TopicList } from "./TopicList";
import styles from "./ServicePage.module.css";
import { paths } from "@/lib/site/paths";

export async function servicePageMetadata(locale: Locale, slug: ServicePageSlug): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Services" });
  const key = SERVICE_PAGE_KEY[slug];
  return pageMetadata({
    locale,
    page: { kind: "category", categorySlug: slug },
    title: t(`pages.${key}.title`),
    description: t(`pages.${key}.metaDescription`),
    keywords: t(`pages.${key}.metaKeywords`).split(", "),
  });
}

/**
 * /patent, /marka, /tasarim and /hukuki-danismanlik in every language: what the firm does there, how
 * the work goes and whom to call, then the articles of the service's category in the language (none
 * shown while it has none).
 */
export async function ServicePage({
  slug,
  category,
  topics,
}: {
  slug: ServicePageSlug;
  category: MenuCategory | undefined;
  topics: ListedTopic[];
}) {
  // The calling page has already checked the language (requireActiveLocale).
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("Services");
  const nav = await getTranslations("Nav");
  const key = SERVICE_PAGE_KEY[slug];
  const page = (name: string) => t(`pages.${key}.${name}`);
  const others = SERVICE_PAGE_SLUGS.filter((other) => other !== slug);
  return (
    <div className="container">
      <JsonLd
        data={breadcrumbSchema([
          { name: nav("home"), url: localizedUrl(locale, paths.home) },
          { name: nav("services"), url: localizedUrl(locale, paths.services) },
          { name: page("title"), url: localizedUrl(locale, paths.servicePage(slug)) },
        ])}
      />
      <Breadcrumb
        items={[
          { label: nav("home"), href: paths.home },
          { label: nav("services"), href: paths.services },
          { label: page("title") },
        ]}
      />
      <div className={styles.layout}>
        <article className={styles.main}>
          <PageHeader title={page("title")}>
            <p>{page("lead")}</p>
          </PageHeader>

          <section className={styles.section} aria-labelledby="service-what">
            <h2 id="service-what">{t("page.whatTitle")}</h2>
            <ul className={styles.points}>
              {SERVICE_PAGE_POINTS.map((point) => (
                <li key={point}>{page(`what.${point}`)}</li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="service-process">
            <h2 id="service-process">{t("page.processTitle")}</h2>
            <ol className={styles.steps}>
              {SERVICE_PAGE_STEPS.map((step) => (
                <li key={step}>
                  <h3>{page(`steps.${step}.title`)}</h3>
                  <p>{page(`steps.${step}.text`)}</p>
                </li>
              ))}
            </ol>
          </section>

          <ServicesContactCta
            id="service-cta"
            title={page("ctaTitle")}
            text={page("ctaText")}
            action={t("page.ctaAction")}
          />

          {category && topics.length > 0 && (
            <section className={styles.section} aria-labelledby="service-articles" data-testid="service-articles">
              <h2 id="service-articles">{t("page.articlesTitle")}</h2>
              {category.description && <p className={styles.articlesLead}>{category.description}</p>}
              <TopicList categorySlug={category.slug} topics={topics} heading="h3" />
            </section>
          )}
        </article>

        <nav className={styles.aside} aria-labelledby="service-others">
          <h2 id="service-others">{t("page.othersTitle")}</h2>
          <ul>
            {others.map((other) => {
              const otherKey = SERVICE_PAGE_KEY[other];
              return (
                <li key={other}>
                  <Link href={paths.servicePage(other)}>
                    <ServiceIcon service={otherKey} className={styles.asideIcon} />
                    {t(`cards.${otherKey}.title`)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link href={paths.services} className={styles.all}>
            {t("page.allServices")}
            <span aria-hidden="true"> →</span>
          </Link>
        </nav>
      </div>
    </div>
  );
}
