import { getTranslations } from "next-intl/server";
import { isAdminLocale } from "@/lib/admin/paths";
import { getAdminSession } from "@/lib/auth/session";
import { toCsv } from "@/lib/contact-messages/csv";
import { findAllContactMessages } from "@/lib/contact-messages/queries";

export const dynamic = "force-dynamic";

/** The inbox as a CSV file (spec: export); like every route handler, it authorizes itself. */
export async function GET(_request: Request, { params }: RouteContext<"/admin-panel/[lang]/messages/export">) {
  const { lang } = await params;
  if (!(await getAdminSession())) return new Response("Unauthorized", { status: 401 });
  const t = await getTranslations({ locale: isAdminLocale(lang) ? lang : "tr", namespace: "Admin.messages.csv" });
  const rows = (await findAllContactMessages()).map((m) => [
    m.createdAt.toISOString(),
    m.name,
    m.email,
    m.phone,
    m.subject,
    m.message,
    m.languageCode ?? "",
    m.fromPath,
    m.readAt?.toISOString() ?? "",
  ]);
  const csv = toCsv(
    [
      t("received"),
      t("name"),
      t("email"),
      t("phone"),
      t("subject"),
      t("message"),
      t("language"),
      t("fromPath"),
      t("readAt"),
    ],
    rows,
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
