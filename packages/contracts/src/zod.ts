import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The Zod every schema of the product is written with: Zod's mini build, whose functions a bundle
 * takes one by one (the full build's chained methods come all together, 26 KB gzip on every page
 * of the console against 9 KB), with the English problems the full build words by default.
 */
z.config(en());

export { z };
