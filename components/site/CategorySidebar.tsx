import { getTranslations } from "next-intl/server";
import type { MenuCategory, MenuTopic } from "@/lib/categories/queries";
import { Link } from "@/lib/i18n/site-navigation";
import styles from "./CategorySidebar.module.css";
import { paths } from "@/lib/site/paths";

/**
 * The category accordion: active categories by order, each opening onto its active topics.
 * A closed category's title navigates to it; its chevron (an exclusive <details>, one open at a time)
 * shows its topics without leaving the page. The current category is open, and its title toggles it
 * closed and open again. All of it works without JavaScript.
 * A category with more topics than the menu holds ends with a link to its page, which lists them
 * all; the current topic, if it is further down, is shown after the first ones.
 */
export async function CategorySidebar({
  categories,
  currentCategory,
  currentTopic,
}: {
  categories: MenuCategory[];
  currentCategory?: string;
  currentTopic?: MenuTopic;
}) {
  const t = await getTranslations("Menu");
  return (
    <nav aria-label={t("label")} className={styles.sidebar}>
      <h2 className={styles.heading}>{t("title")}</h2>
      {categories.length === 0 ? (
        <p className={styles.empty}>{t("preparing")}</p>
      ) : (
        <ul className={styles.categories}>
          {categories.map((category) => {
            const open = category.slug === currentCategory;
            return (
              <li key={category.id} className={styles.category}>
                {!open && (
                  <Link href={paths.categoryPage(category)} className={styles.categoryLink}>
                    {category.title}
                  </Link>
                )}
                <details name="category-menu" open={open}>
                  {/* The open category's title is its toggle: selecting it collapses the list, as the chevron does. */}
                  {open ? (
                    <summary className={styles.openTitle}>
                      <span {...currentPage(!currentTopic)}>{category.title}</span>
                    </summary>
                  ) : (
                    <summary>
                      <span className="visually-hidden">{t("toggle", { category: category.title })}</span>
                    </summary>
                  )}
                  {category.topics.length === 0 ? (
                    <p className={styles.empty}>{t("noTopics")}</p>
                  ) : (
                    <ul className={styles.topics}>
                      {shownTopics(category, open ? currentTopic : undefined).map((topic) => (
                        <li key={topic.id}>
                          <Link
                            href={paths.topic(category.slug, topic.slug)}
                            {...currentPage(open && topic.slug === currentTopic?.slug)}
                          >
                            {topic.title}
                          </Link>
                        </li>
                      ))}
                      {category.moreTopics && (
                        <li>
                          <Link href={paths.categoryPage(category)} className={styles.allTopics}>
                            {t("allTopics")}
                          </Link>
                        </li>
                      )}
                    </ul>
                  )}
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

/** Marks the link of the page shown; the others carry no attribute at all (not even an empty one in the page's payload). */
const currentPage = (current: boolean) => (current ? { "aria-current": "page" as const } : {});

/** The topics the menu holds, and the current one after them when it is further down the category. */
function shownTopics(category: MenuCategory, current?: MenuTopic): MenuTopic[] {
  if (!current || category.topics.some((topic) => topic.id === current.id)) return category.topics;
  return [...category.topics, current];
}
