import { setRequestLocale } from "next-intl/server";
import { CategoryList } from "@/components/site/CategoryList";
import { getPublicContent } from "@/lib/categories";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const categories = await getPublicContent(locale);
  return <CategoryList categories={categories} />;
}
