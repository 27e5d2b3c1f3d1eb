// What the rest of the server uses of ispb: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { parseParticipantsCsv } from './participants-csv.js';
export { listParticipants, participantOptions, upsertParticipants } from './queries.js';
export type { Participant } from './queries.js';
