import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { PasswordChangeForm } from "@/components/admin/account/PasswordChangeForm";
import { isAdminLocale } from "@/lib/admin/paths";
import { PASSWORD_LENGTH } from "@/lib/admin-users/password-policy";
import { requireAdminPage } from "@/lib/auth/require-admin-page";

export default async function AccountPage({ params }: PageProps<"/admin-panel/[lang]/account">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/account");
  const t = await getTranslations("Admin.account");
  return (
    <AdminShell lang={lang} email={session.email} section={null}>
      <h1>{t("title")}</h1>
      <p>{t("intro", { email: session.email, min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max })}</p>
      <PasswordChangeForm />
    </AdminShell>
  );
}
