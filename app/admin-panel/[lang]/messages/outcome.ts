import { getTranslations } from "next-intl/server";

const OUTCOMES = ["new", "answered", "archived", "unread", "assigned", "unassigned"] as const;

/** The toast text of the inbox action that came back with `?saved=…`, or "" for none. */
export async function inboxOutcome(saved: string | string[] | undefined): Promise<string> {
  const outcome = OUTCOMES.find((known) => known === saved);
  if (!outcome) return "";
  const t = await getTranslations("Admin.messages.inbox.outcomes");
  return t(outcome);
}
