import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { MAINTENANCE_DEFAULTS, type MaintenanceSettings } from "./schema";

/** What the maintenance screen shows in one language; a null text is the shipped default's, translated by the page. */
export interface ScreenTexts {
  title: string | null;
  message: string | null;
  estimatedTime: string | null;
  email: string;
  phone: string;
  /** The firm's texts shown in Turkish on another language's screen (marked lang="tr" for screen readers). */
  inTurkish: ("title" | "message" | "estimatedTime")[];
}

/**
 * The screen's texts in `locale`: the language's own, field by field, else the Turkish ones (the
 * record's fields), else the shipped default in the page's language (the spec's default title and
 * time count as not written by the firm). The e-mail and phone are the settings', or when blank the
 * firm's first (its Site ayarları, as the footer and the contact page show them).
 */
export function maintenanceScreenTexts(
  settings: MaintenanceSettings | null,
  locale: string,
  firm: { emails: readonly string[]; phones: readonly string[] },
): ScreenTexts {
  const own = settings?.texts[locale];
  const turkish = (value: string | undefined, shippedDefault: string) =>
    !value || value === shippedDefault ? null : value;
  const texts = {
    title: own?.title || turkish(settings?.title, MAINTENANCE_DEFAULTS.title),
    message: own?.message || settings?.message || null,
    estimatedTime: own?.estimatedTime || turkish(settings?.estimatedTime, MAINTENANCE_DEFAULTS.estimatedTime),
  };
  const fields = ["title", "message", "estimatedTime"] as const;
  return {
    ...texts,
    email: settings?.contactEmail || firm.emails[0] || "",
    phone: settings?.contactPhone || firm.phones[0] || "",
    inTurkish: locale === DEFAULT_LOCALE ? [] : fields.filter((field) => texts[field] !== null && !own?.[field]),
  };
}
