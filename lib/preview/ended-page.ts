import { BASE_PATH } from "@/lib/site/base-path";

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The answer to a preview link that no longer works: a page of its own (a route handler renders no
 * layout), in Turkish, the firm's language, never cached nor indexed.
 */
export function endedLinkPage(texts: { title: string; text: string; home: string }, status: 404 | 410): Response {
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(texts.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1d2733}
main{max-width:32rem;padding:2rem;text-align:center}a{color:#0b5394}</style></head>
<body><main><h1>${escape(texts.title)}</h1><p>${escape(texts.text)}</p><p><a href="${escape(BASE_PATH)}/">${escape(texts.home)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
