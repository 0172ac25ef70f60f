import { AdminShell } from "@/components/admin/AdminShell";
import { DashboardView } from "@/components/admin/DashboardView";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findDashboardStats } from "@/lib/admin/dashboard";

export default async function DashboardPage({ params }: PageProps<"/admin-panel/[lang]/dashboard">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/dashboard");
  return (
    <AdminShell lang={lang} email={session.email} section="dashboard">
      <DashboardView lang={lang} email={session.email} stats={await findDashboardStats()} />
    </AdminShell>
  );
}
