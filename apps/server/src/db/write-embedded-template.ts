// `node apps/server/dist/db/write-embedded-template.js`: run by the build (npm run build, npm start)
// after the server is compiled, so that a first start copies a migrated database (embedded-template.ts).
import { EMBEDDED_TEMPLATE, writeEmbeddedTemplate } from './embedded-template.js';

await writeEmbeddedTemplate(EMBEDDED_TEMPLATE);
