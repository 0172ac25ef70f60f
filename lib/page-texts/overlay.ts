import { isUsableTranslation, type Messages } from "@/lib/translations/messages";
import { isPageTextKey, turkishSourceOf } from "./sources";

/** A copy of `messages` with the text at `key` replaced (the branches on its path copied, the rest shared). */
function withMessage(messages: Messages, [head, ...rest]: string[], text: string): Messages {
  const node = messages[head!];
  if (rest.length === 0) return { ...messages, [head!]: text };
  return { ...messages, [head!]: withMessage(typeof node === "object" ? node : {}, rest, text) };
}

/**
 * The firm's page texts laid over a language's messages. A saved text that no longer fits its
 * Turkish source's placeholders (saved before a release changed them) is passed over: the visitor
 * sees the shipped text, never a message key.
 */
export function withPageTexts(messages: Messages, texts: Record<string, string>): Messages {
  let result = messages;
  for (const [key, text] of Object.entries(texts)) {
    const source = turkishSourceOf(key);
    if (!isPageTextKey(key) || source === undefined || !isUsableTranslation(source, text)) continue;
    result = withMessage(result, key.split("."), text);
  }
  return result;
}
