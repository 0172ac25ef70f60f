import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { actorName } from "@/lib/auth/actor";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { FirmSettingsForm } from "@/components/admin/site/FirmSettingsForm";
import { adminPath, isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { timeZoneLabel, weekdayName } from "@/lib/firm-settings/facts";
import { firmFormValues } from "@/lib/firm-settings/form";
import { findFirmSettingsForAdmin } from "@/lib/firm-settings/queries";
import { WEEKDAYS } from "@/lib/firm-settings/schema";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";

export default async function SiteSettingsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/site">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, "/site");
  const [t, format, locale] = await Promise.all([getTranslations("Admin.site"), getFormatter(), getLocale()]);
  const [{ settings, lastChange }, active] = await Promise.all([findFirmSettingsForAdmin(), getActiveLanguages()]);
  // Turkish texts are the record's own fields; every other active language gets its fieldset.
  const languages = active
    .filter((language) => language.code !== DEFAULT_LOCALE)
    .map(({ code, nativeName }) => ({ code, nativeName }));
  return (
    <AdminShell lang={lang} email={session.email} section="site">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.saved ? t("saved") : ""} />
      <p>{t("intro")}</p>
      <p>
        <Link href={adminPath(lang, "/site/texts")}>{t("pageTextsLink")}</Link>
      </p>
      {lastChange && (
        <p data-testid="site-last-change">
          {t("lastChange", {
            who: actorName(lastChange.actor),
            when: format.dateTime(lastChange.createdAt, { dateStyle: "medium", timeStyle: "short" }),
          })}
        </p>
      )}
      <FirmSettingsForm
        key={settings.updatedAt.getTime()}
        adminLang={lang}
        initial={firmFormValues(
          settings,
          languages.map((language) => language.code),
        )}
        updatedAt={settings.updatedAt.getTime()}
        languages={languages}
        weekdayNames={WEEKDAYS.map((day) => weekdayName(day, locale))}
        timeZone={timeZoneLabel(locale)}
      />
    </AdminShell>
  );
}
