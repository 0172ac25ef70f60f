/**
 * The names under which public pages cache what they read. Every write revalidates through these,
 * so a tag is spelled in this one place.
 */
export const cacheTags = {
  categories: (languageCode: string) => `categories:${languageCode}`,
  languages: "languages",
} as const;
