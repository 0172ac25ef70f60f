import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BrowseLayout } from "@/components/site/BrowseLayout";
import { CategorySidebar } from "@/components/site/CategorySidebar";
import { CategoryView } from "@/components/site/CategoryView";
import { JsonLd } from "@/components/site/JsonLd";
import { LiveItem } from "@/components/site/LiveItem";
import { ServicePage, servicePageMetadata } from "@/components/site/ServicePage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { prefixedPath, type Locale } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { loadCategoryPage, loadServicePage, type CategoryPageData } from "@/lib/site/public-content";
import { localizedUrl, pageMetadata } from "@/lib/site/seo";
import { isServicePageSlug } from "@/lib/site/services";
import { breadcrumbSchema } from "@/lib/site/structured-data";
import { excerpt } from "@/lib/text/excerpt";

export function generateStaticParams() {
  return [];
}

/**
 * A category's own address. A category that belongs to a service (lib/site/services.ts: "patents" in
 * English is the version of the Turkish "patent") is shown on its service's page, so its own address
 * answers with a permanent redirect there: one URL per content for search engines (a canonical link
 * is only a hint, and the two pages would differ), and visitors of an old link land on the fuller
 * page. Menus, breadcrumbs, hreflang and the sitemap link the service's page directly.
 */
async function categoryOrRedirect(locale: Locale, slug: string): Promise<CategoryPageData> {
  const data = await loadCategoryPage(locale, slug);
  if (data.category?.service) permanentRedirect(prefixedPath(locale, paths.servicePage(data.category.service)));
  return data;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[category]">): Promise<Metadata> {
  const { locale: requested, category: slug } = await params;
  const locale = await requireActiveLocale(requested);
  if (isServicePageSlug(slug)) {
    return servicePageMetadata(locale, slug);
  }
  const { category, topics } = await loadCategoryPage(locale, slug);
  // The page answers a category of a service with its redirect; its metadata would be the service's.
  if (category?.service) return servicePageMetadata(locale, category.service);
  // Not only the page: the metadata too says 404, or the page's <title> would be the layout's (the home page's).
  if (!category) notFound();
  return pageMetadata({
    locale,
    page: { kind: "category", categorySlug: category.slug },
    title: category.title,
    description: excerpt(category.description || topics.map((topic) => topic.title).join(", "), 160),
    keywords: [...new Set(topics.flatMap((topic) => topic.keywords))].slice(0, 10),
  });
}

export default async function CategoryPage({ params }: PageProps<"/[locale]/[category]">) {
  const { locale: requested, category: slug } = await params;
  const locale = await requireActiveLocale(requested);
  if (isServicePageSlug(slug)) {
    const { category, topics } = await loadServicePage(locale, slug);
    return <ServicePage slug={slug} category={category} topics={topics} />;
  }
  const { menu, category, topics } = await categoryOrRedirect(locale, slug);
  if (!category) notFound();
  const nav = await getTranslations("Nav");
  return (
    <>
      <JsonLd
        data={breadcrumbSchema([
          { name: nav("home"), url: localizedUrl(locale, paths.home) },
          { name: category.title, url: localizedUrl(locale, paths.category(category.slug)) },
        ])}
      />
      <BrowseLayout sidebar={<CategorySidebar categories={menu} currentCategory={category.slug} />}>
        <LiveItem items={[{ entity: "category", id: category.id }]} />
        <CategoryView category={category} topics={topics} />
      </BrowseLayout>
    </>
  );
}
