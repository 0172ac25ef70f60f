import type { Messages } from "@/lib/translations/messages";

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: invisible, and read by no screen reader. */
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * A text for what is read rather than shown (a title, a description, keywords, structured data, the
 * typewriter's letters), without the marks.
 */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066\u2069]/g, "");

/**
 * A right-to-left page's texts with every English stand-in (a text still the same as English's) set
 * apart as left-to-right: in the page's direction its end punctuation would move to its start
 * ("?Need expert support"). The language's own translations are left as they are.
 */
export function isolateStandIns(messages: Messages, english: Messages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    const standIn = english[key];
    if (typeof value === "string") {
      result[key] = value === standIn && value !== "" ? LEFT_TO_RIGHT_ISOLATE + value + POP_DIRECTIONAL_ISOLATE : value;
    } else {
      result[key] = typeof standIn === "object" ? isolateStandIns(value, standIn) : value;
    }
  }
  return result;
}
