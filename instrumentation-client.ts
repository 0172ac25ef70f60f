// Zod compiles its object parsers with `new Function` unless told not to: the pages' Content-Security-Policy
// allows no eval (lib/site/security-headers.mjs), and the browser would report each attempt. Set through
// the global Zod reads its configuration from, so that pages without a form do not load Zod for this.
const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;
export {};
