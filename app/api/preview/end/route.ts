import { BASE_PATH } from "@/lib/site/base-path";
import { endPreview, redirectTo } from "@/lib/preview/session";

/** Leaves a preview (administrator or link holder alike): the published site again, from its home page. */
export async function GET() {
  await endPreview();
  return redirectTo(`${BASE_PATH}/`);
}
