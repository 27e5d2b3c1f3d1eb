export { Journal } from './journal.js';
