import { z } from 'zod';

/** Zod's own messages in Italian; the spec's field messages are set on each schema. Import once per process. */
z.config(z.locales.it());

export { z };
