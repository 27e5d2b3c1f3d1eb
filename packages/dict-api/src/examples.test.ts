import { describe, expect, it } from 'vitest';
import { exampleText, openapi } from './documents.js';
import { operations } from './operations.js';
import { readMessage } from './read-message.js';
import { writeMessage } from './write-message.js';
import { schemaProblems } from './validation.js';

// Every XML example the central bank published beside its DICT API, with the body it is an example of.
const examples = operations.flatMap((call) => [
  ...(call.request?.examples ?? []).map((file) => ({ call: call.id, schema: call.request!.schema, file })),
  ...Object.entries(call.responses).flatMap(([status, body]) => body.examples.map((file) => ({ call: `${call.id} ${status}`, schema: body.schema, file }))),
]);

describe(`the DICT API ${openapi.info.version}'s published examples`, () => {
  it('are all named by the calls they belong to', () => {
    expect(operations.filter((call) => call.published)).toHaveLength(32);
    expect(new Set(examples.map((example) => example.file)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(examples)('$call: $file reads into its schema, validates, and writes back to the same message', ({ schema, file }) => {
    const read = readMessage(exampleText(file), schema);
    expect(read.problems).toEqual([]);
    expect(schemaProblems(schema, read.value)).toEqual([]);
    const again = readMessage(writeMessage(schema, read.value), schema);
    expect(again.problems).toEqual([]);
    expect(again.value).toEqual(read.value);
  });
});
