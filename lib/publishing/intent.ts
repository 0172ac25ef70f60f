/**
 * What an admin's save does with a category, topic or team member: keep working on it ("draft":
 * on a published item, its working copy, the live page untouched), put it on the site as it is in
 * the form ("publish"), take it off the site ("unpublish"), or save it as a draft that the scheduler
 * publishes at its time ("schedule"). A write without one (the REST API, a
 * script) writes the live columns as its input says, as it always did.
 */
export const PUBLISH_INTENTS = ["draft", "publish", "unpublish", "schedule"] as const;
export type PublishIntent = (typeof PUBLISH_INTENTS)[number];

/** The form field the save buttons post. */
export const INTENT_FIELD = "intent";

export const isPublishIntent = (value: unknown): value is PublishIntent =>
  typeof value === "string" && (PUBLISH_INTENTS as readonly string[]).includes(value);

/** The intent a form posted; a form posting none (an old page) saves a draft, which publishes nothing. */
export function intentFrom(formData: FormData): PublishIntent {
  const value = formData.get(INTENT_FIELD);
  return isPublishIntent(value) ? value : "draft";
}

/** The entities with a draft and a published version. */
export const PUBLISHED_ENTITIES = ["category", "topic", "teamMember"] as const;
export type PublishedEntity = (typeof PUBLISHED_ENTITIES)[number];

/** Whether a form's submit button posts this intent. */
export const submitsIntent = (submitter: Element | null, intent: PublishIntent): boolean =>
  submitter instanceof HTMLButtonElement && submitter.name === INTENT_FIELD && submitter.value === intent;
