import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * An interface text is an ICU message (next-intl formats it): `{year}` is a placeholder the page
 * fills, `<b>…</b>` a tag it renders, `{count, plural, …}` a choice. A translation that does not
 * parse, or names other placeholders or tags than its Turkish source, cannot be shown: next-intl
 * would print the message's key (`Footer.copyright`) instead. The same parser as next-intl's, with
 * its defaults (tags parsed, `other` required in a plural or select).
 */
export type MessageSyntaxProblem = "messageSyntax" | "placeholdersDiffer";

function parsed(message: string): MessageFormatElement[] | undefined {
  try {
    return parse(message);
  } catch {
    return undefined;
  }
}

/** Every placeholder (`year`) and tag (`<b>`) a message names, in any branch of a choice. */
function namesIn(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      namesIn(element.children, names);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) namesIn(option.value, names);
    }
  }
  return names;
}

const sameNames = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((name) => b.has(name));

/**
 * Why `text` cannot stand for `source`, or undefined when it can. A source that is no ICU message
 * itself (an original the admin added with a stray brace) sets no placeholders to match.
 */
export function messageSyntaxProblem(source: string, text: string): MessageSyntaxProblem | undefined {
  const translated = parsed(text);
  if (!translated) return "messageSyntax";
  const original = parsed(source);
  if (original && !sameNames(namesIn(original), namesIn(translated))) return "placeholdersDiffer";
  return undefined;
}
