import turkish from "@/messages/tr.json";
import { RETRY_AFTER_SECONDS } from "@/lib/site/database-state.mjs";

/**
 * The answer to a public page while this server does not know whether the site is in maintenance
 * (lib/maintenance/live-state.ts): its database was away when it started, so the page is not served
 * as if the mode were off. 503, to be asked again as when the database is away, never stored, with
 * the error screen's words. It needs neither the database nor a render: the database is usually what is missing.
 */
export function modeUnknownResponse(): Response {
  const { title, message } = turkish.Error;
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:3rem 1.5rem;max-width:40rem;margin:0 auto"><h1>${title}</h1><p>${message}</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
