/**
 * The firm's time zone (Bursa): every date and time a visitor or an administrator reads is shown in
 * it, whatever the server's or the browser's own zone (a server usually runs in UTC, three hours behind).
 */
export const FIRM_TIME_ZONE = "Europe/Istanbul";

/** "+90 224 451 20 30" → "tel:+902244512030". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
