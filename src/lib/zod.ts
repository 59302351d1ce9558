/**
 * The site's `z` (Zod 4): import it from here, never from `zod` itself.
 *
 * Zod compiles object schemas with `new Function` when it can, and to find out whether it can it
 * tries `new Function("")` once, the first time an object schema is built. Under the site's
 * Content-Security-Policy (no `'unsafe-eval'`) that probe is refused, and browsers report the
 * refusal, caught or not: a `securitypolicyviolation` event and a console error on /contact (the
 * contact form's schema) and /fleet. `jitless` makes Zod skip both the probe and the compiled
 * parsers; it is set here, before any schema of a module importing this one is built (an ES
 * module's imports run first).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
