import { adminHref } from "@/lib/admin/paths";
import { ENTITY_SECTIONS } from "@/lib/admin/sections";
import { BASE_PATH } from "@/lib/site/base-path";
import type { PreviewItem } from "./cookies";

/** The addresses of previews (route handlers under app/api/preview), with the base path. */
export const previewPaths = {
  start: ({ entity, id }: PreviewItem) => `${BASE_PATH}/api/preview?entity=${entity}&id=${id}`,
  end: `${BASE_PATH}/api/preview/end`,
  /** A preview link's path, without the base path (absoluteUrl adds it). */
  link: (token: string) => `/api/preview/link/${token}`,
  /** The item's form in the admin (Turkish: the firm's language). */
  edit: ({ entity, id }: PreviewItem) => adminHref("tr", `/${ENTITY_SECTIONS[entity]}/${id}`),
};
