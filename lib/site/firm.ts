/** The firm's own details, shown in the footer, the contact page and structured data. */
export const FIRM = {
  name: "Bursa Patent",
  legalName: "Bursa Patent Fikri Mülkiyet Danışmanlık Ltd. Şti.",
  street: "Odunluk Mah. Akademi Cad. No: 12/4",
  district: "Nilüfer",
  city: "Bursa",
  postalCode: "16110",
  country: "Türkiye",
  countryCode: "TR",
  phones: ["+90 224 451 20 30", "+90 532 614 72 90"],
  emails: ["info@bursapatent.com.tr", "destek@bursapatent.com.tr"],
  linkedin: "https://www.linkedin.com/company/bursa-patent",
  foundingYear: 2009,
} as const;

/**
 * The firm's time zone (Bursa): every date and time a visitor or an administrator reads is shown in
 * it, whatever the server's or the browser's own zone (a server usually runs in UTC, three hours behind).
 */
export const FIRM_TIME_ZONE = "Europe/Istanbul";

/** "+90 224 451 20 30" → "tel:+902244512030". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
