/**
 * The names under which public pages cache what they read, spelled in this one place. Each write
 * names the tags it expires (its change record keeps them); a page reads only the entries it shows.
 */
export const cacheTags = {
  /** Which languages exist, which are active and which is the default. */
  languages: "languages",
  /** A language's menu: its active categories with their active topics' titles, slugs and order. */
  menu: (languageCode: string) => `menu:${languageCode}`,
  /** A category page's listing of its topics (excerpts and keywords). */
  categoryListing: (categoryId: number) => `category:${categoryId}`,
  /** One topic's body and metadata. */
  topic: (topicId: number) => `topic:${topicId}`,
  translations: (languageCode: string) => `translations:${languageCode}`,
  team: (languageCode: string) => `team:${languageCode}`,
  maintenance: "maintenance",
} as const;
