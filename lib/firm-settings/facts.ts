import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { WEEKDAYS, type FirmSettings, type Weekday } from "./schema";

/**
 * The firm's facts as a page in one language shows them: the language's own name and hours note,
 * else the Turkish ones (the record's), and the country named in that language. Pure, so the admin's
 * preview, the pages and the structured data agree.
 */
export interface FirmFacts extends Omit<FirmSettings, "texts" | "updatedAt"> {
  countryName: string;
  /** "Odunluk Mah. Akademi Cad. No: 12/4, 16110 Nilüfer/Bursa, Türkiye". */
  addressLine: string;
}

export function firmFactsIn(settings: FirmSettings, locale: string): FirmFacts {
  const { texts, updatedAt: _version, ...facts } = settings;
  const own = texts[locale];
  const countryName = new Intl.DisplayNames([locale], { type: "region" }).of(facts.countryCode) ?? facts.countryCode;
  return {
    ...facts,
    name: own?.name || facts.name,
    hoursNote: own?.hoursNote || facts.hoursNote,
    countryName,
    addressLine: `${facts.street}, ${facts.postalCode} ${facts.district}/${facts.city}, ${countryName}`,
  };
}

/** Whole years since the founding year, as the About page counts its experience. */
export const yearsOfExperience = (foundingYear: number, now = new Date()): number =>
  Math.max(0, now.getFullYear() - foundingYear);

/** A run of consecutive opening days: Monday–Friday is one, Monday, Wednesday two. */
export interface DayRun {
  from: Weekday;
  to: Weekday;
}

export function dayRuns(days: readonly Weekday[]): DayRun[] {
  const runs: DayRun[] = [];
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.to) === index - 1) last.to = WEEKDAYS[index]!;
    else runs.push({ from: WEEKDAYS[index]!, to: WEEKDAYS[index]! });
  }
  return runs;
}

/** 2026-11-23 was a Monday: the day names are read from its week, in the page's language. */
const MONDAY = Date.UTC(2026, 10, 23, 12);

export function weekdayName(day: Weekday, locale: string): string {
  const date = new Date(MONDAY + WEEKDAYS.indexOf(day) * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** "Pazartesi – Cuma", "Pazartesi, Çarşamba": each run of days in the page's language. */
export function openDaysLabel(days: readonly Weekday[], locale: string): string {
  return dayRuns(days)
    .map(({ from, to }) =>
      from === to ? weekdayName(from, locale) : `${weekdayName(from, locale)} – ${weekdayName(to, locale)}`,
    )
    .join(", ");
}

/**
 * The office's zone as a foreign client reads it: "Türkiye Saati (GMT+3)", "Turkey Time (GMT+3)",
 * so the hours are not mistaken for the reader's own.
 */
export function timeZoneLabel(locale: string, now = new Date()): string {
  const part = (style: "longGeneric" | "shortOffset") =>
    new Intl.DateTimeFormat(locale, { timeZone: FIRM_TIME_ZONE, timeZoneName: style })
      .formatToParts(now)
      .find((one) => one.type === "timeZoneName")?.value;
  const name = part("longGeneric");
  const offset = part("shortOffset");
  return name && offset && name !== offset ? `${name} (${offset})` : (offset ?? FIRM_TIME_ZONE);
}
