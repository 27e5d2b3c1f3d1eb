import { defineWords } from '../../i18n/words';

// With the lists that choose rows, not in the catalogue the sign-in page loads.
export const listSelectionWords = defineWords({
  en: { region: 'Chosen rows', count_one: '{{count}} row chosen', count_other: '{{count}} rows chosen', clear: 'Clear the choice' },
  'pt-BR': { region: 'Linhas escolhidas', count_one: '{{count}} linha escolhida', count_other: '{{count}} linhas escolhidas', clear: 'Desfazer a escolha' },
});
