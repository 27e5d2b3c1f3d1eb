// The public face of ispb: the rest of the server imports these, and nothing else of it.
export { parseParticipantsCsv } from './participants-csv.js';
export { listParticipants, participantOptions, upsertParticipants } from './queries.js';
export type { Participant } from './queries.js';
