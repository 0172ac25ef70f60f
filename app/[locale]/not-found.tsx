import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { paths } from "@/lib/site/paths";

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <div className="container status-page">
      <p className="status-code">404</p>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <Link href={paths.home} className="button">
        {t("home")}
      </Link>
    </div>
  );
}
