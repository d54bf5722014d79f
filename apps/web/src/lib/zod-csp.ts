import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may. Under our CSP (script-src 'self',
 * no 'unsafe-eval') even its guarded probe is reported as a securitypolicyviolation, so the web
 * app turns that off. main.tsx imports this module first, before any shared schema is built:
 * zod reads the flag when a schema is created.
 */
z.config({ jitless: true });
