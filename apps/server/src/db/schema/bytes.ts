import { customType } from 'drizzle-orm/pg-core';

/** Binary file content; both drivers hand it over as bytes. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
