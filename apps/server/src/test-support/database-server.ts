import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `url` (CREATE and DROP DATABASE, which no transaction may hold). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
