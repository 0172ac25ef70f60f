/**
 * The names under which public pages cache what they read, spelled in this one place. Each write
 * names the tags it expires (its change record keeps them); a page reads only the entries it shows.
 */
export const cacheTags = {
  /** Which languages exist, which are active and which is the default. */
  languages: "languages",
  /** A language's menu: its active categories, each with the first of its active topics (lib/categories/queries.ts). */
  menu: (languageCode: string) => `menu:${languageCode}`,
  /** A category page's listing of its topics (excerpts and keywords). */
  categoryListing: (categoryId: number) => `category:${categoryId}`,
  /** The active topic a category's slug names, if any, whole: its page finds it there, not in the menu. */
  topicAt: (categoryId: number, slug: string) => `topic-at:${categoryId}:${slug}`,
  /** Where a topic's versions are (the topics sharing a translationKey): its hreflang links. */
  topicGroup: (translationKey: string) => `topic-group:${translationKey}`,
  /** Every topicAt and topicGroup entry at once: for the rare writes that move translationKeys around (pairing, a whole-language replace). */
  topicGroups: "topic-groups",
  /** A language's topics as the sitemap lists them. */
  sitemap: (languageCode: string) => `sitemap:${languageCode}`,
  translations: (languageCode: string) => `translations:${languageCode}`,
  team: (languageCode: string) => `team:${languageCode}`,
  maintenance: "maintenance",
  /** The firm's own facts (address, phones, hours, figures): the header, footer and several pages show them. */
  firm: "firm",
  /** A language's page texts as the firm wrote them (About, Services, home). */
  pageTexts: (languageCode: string) => `page-texts:${languageCode}`,
  /** One library file as pages show it (its variants' addresses, alt texts, captions). */
  mediaFile: (id: number) => `media:${id}`,
  /** Which file a place of the site shows by itself (the home page's picture). */
  mediaPlacement: (placement: string) => `media-placement:${placement}`,
  /** The redirects every instance answers from memory (lib/site/redirect-table.mjs). */
  redirects: "redirects",
  /** Every library file a page shows: only a whole import expires it (a write expires its file's tag). */
  anyMedia: "media",
} as const;

/** A tag of one topic's address or versions: `cacheTags.topicGroups` expires them all. */
export const isTopicAddressTag = (tag: string): boolean =>
  tag.startsWith("topic-at:") || tag.startsWith("topic-group:");
