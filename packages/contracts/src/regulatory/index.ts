export * as reports from './reports.js';
export * as infractions from './infractions.js';
export * as med from './med.js';
