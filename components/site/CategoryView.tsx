import { getTranslations } from "next-intl/server";
import type { MenuCategory } from "@/lib/categories/queries";
import type { ListedTopic } from "@/lib/topics/queries";
import { Breadcrumb } from "./Breadcrumb";
import { ExpertSupport } from "./ExpertSupport";
import { PageHeader } from "./PageHeader";
import { TopicList } from "./TopicList";
import styles from "./ContentViews.module.css";
import { paths } from "@/lib/site/paths";

/** A category: title, description, its numbered topics with excerpts and keywords, expert support. */
export async function CategoryView({ category, topics }: { category: MenuCategory; topics: ListedTopic[] }) {
  const t = await getTranslations("Category");
  const nav = await getTranslations("Nav");
  return (
    <article>
      <Breadcrumb items={[{ label: nav("home"), href: paths.home }, { label: category.title }]} />
      <PageHeader title={category.title}>{category.description && <p>{category.description}</p>}</PageHeader>
      {topics.length === 0 ? (
        <p className={styles.empty}>{t("noTopics")}</p>
      ) : (
        <TopicList categorySlug={category.slug} topics={topics} />
      )}
      <ExpertSupport />
    </article>
  );
}
