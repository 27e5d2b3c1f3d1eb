import type { Translated } from '../../i18n/words';
import type { listSelectionWords as listSelectionWordsEnglish } from './selection-messages';

export const listSelectionWords: Translated<typeof listSelectionWordsEnglish> = { region: 'Linhas escolhidas', count_one: '{{count}} linha escolhida', count_other: '{{count}} linhas escolhidas', clear: 'Desfazer a escolha' };
