import { z } from "zod";

// Zod compiles its object parsers with `new Function` unless told not to: the pages' Content-Security-Policy
// allows no eval (lib/site/security-headers.mjs), and the browser would report each attempt.
z.config({ jitless: true });
