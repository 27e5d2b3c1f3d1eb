import { defineWords } from '../../i18n/words';

// With the lists that choose rows, not in the catalogue the sign-in page loads.
export const listSelectionWords = defineWords({ region: 'Chosen rows', count_one: '{{count}} row chosen', count_other: '{{count}} rows chosen', clear: 'Clear the choice' });
