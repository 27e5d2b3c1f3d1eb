import type { Translated } from '../../i18n/words';
import type { formWords as formWordsEnglish } from './messages';

export const formWords: Translated<typeof formWordsEnglish> = {
  problems: {
    too_small: 'Curto demais',
    too_big: 'Longo demais',
    invalid_format: 'Fora do formato esperado',
    invalid_type: 'Obrigatório',
    invalid: 'Inválido',
    server: 'Recusado pelo servidor',
  },
  amount: {
    help: 'Em reais, ex.: 1.234,56',
    required: 'Digite o valor',
    invalid: 'Digite um valor em reais com no máximo 2 casas decimais, ex.: 1.234,56',
    notPositive: 'O valor deve ser maior que zero',
    aboveMax: 'O valor não pode passar de {{max}}',
  },
};
