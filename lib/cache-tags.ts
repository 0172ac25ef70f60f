/**
 * The names under which public pages cache what they read. Every write revalidates through these,
 * so a tag is spelled in this one place.
 */
export const cacheTags = {
  languages: "languages",
  /** Categories and topics of one language. */
  content: (languageCode: string) => `content:${languageCode}`,
  translations: (languageCode: string) => `translations:${languageCode}`,
  team: (languageCode: string) => `team:${languageCode}`,
} as const;
