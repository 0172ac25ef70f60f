import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BrowseLayout } from "@/components/site/BrowseLayout";
import { CategorySidebar } from "@/components/site/CategorySidebar";
import { CategoryView } from "@/components/site/CategoryView";
import { JsonLd } from "@/components/site/JsonLd";
import { LiveItem } from "@/components/site/LiveItem";
import { ServicePage, servicePageMetadata } from "@/components/site/ServicePage";
import { requireActiveLocale } from "@/lib/i18n/active-locale";
import { paths } from "@/lib/site/paths";
import { loadCategoryPage } from "@/lib/site/public-content";
import { localizedUrl, pageMetadata } from "@/lib/site/seo";
import { isServicePageSlug } from "@/lib/site/services";
import { breadcrumbSchema } from "@/lib/site/structured-data";
import { excerpt } from "@/lib/text/excerpt";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[category]">): Promise<Metadata> {
  const { locale: requested, category: slug } = await params;
  const locale = await requireActiveLocale(requested);
  const { category, topics } = await loadCategoryPage(locale, slug);
  if (!category) {
    if (isServicePageSlug(slug)) return servicePageMetadata(locale, slug);
    // Not only the page: the metadata too says 404, or the page's <title> would be the layout's (the home page's).
    notFound();
  }
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
  const { menu, category, topics } = await loadCategoryPage(locale, slug);
  if (!category) {
    if (isServicePageSlug(slug)) return <ServicePage slug={slug} />;
    notFound();
  }
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
