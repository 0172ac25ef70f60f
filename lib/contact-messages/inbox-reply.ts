/**
 * The reply to a message as a `mailto:` link: the sender's address, "Re: " and the subject, and a
 * body quoting the message, each line prefixed "> ". Mail programs and browsers cut or refuse long
 * links (about 2,000 characters), so a long message is quoted only as far as fits, with a note.
 */
export const MAX_MAILTO_LENGTH = 1800;

export interface ReplyTexts {
  /** The line before the quote ("On 26 November, Ayşe wrote:"). */
  intro: string;
  /** Said after a quote cut short. */
  truncated: string;
}

/** RFC 6068: every character percent-encoded but the unreserved, line breaks as CRLF. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, "\r\n"));

const quote = (message: string) =>
  message
    .replace(/\r\n|\r/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`.trim();
}

function mailto(email: string, subject: string, body: string): string {
  // The @ stays as it is: some mail programs do not decode it in the address.
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The reply link; the quote keeps as many of the message's characters (never half of one) as fit the limit. */
export function replyMailto(
  message: { email: string; subject: string; message: string },
  texts: ReplyTexts,
  limit = MAX_MAILTO_LENGTH,
): { href: string; truncated: boolean } {
  const subject = replySubject(message.subject);
  const bodyOf = (text: string, cut: boolean) =>
    `\n\n${texts.intro}\n${quote(text)}${cut ? `\n> […]\n\n${texts.truncated}` : ""}`;
  const whole = mailto(message.email, subject, bodyOf(message.message, false));
  if (whole.length <= limit) return { href: whole, truncated: false };
  const characters = Array.from(message.message);
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const fits = mailto(message.email, subject, bodyOf(characters.slice(0, middle).join(""), true)).length <= limit;
    if (fits) low = middle;
    else high = middle - 1;
  }
  return {
    href: mailto(message.email, subject, bodyOf(characters.slice(0, low).join("").trimEnd(), true)),
    truncated: true,
  };
}
