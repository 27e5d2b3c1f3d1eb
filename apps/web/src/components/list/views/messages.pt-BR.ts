import type { Translated } from '../../../i18n/words';
import type { listViewsWords as listViewsWordsEnglish } from './messages';

export const listViewsWords: Translated<typeof listViewsWordsEnglish> = {
  button: 'Visões',
  menu: 'Visões desta lista',
  saved: 'Suas visões salvas',
  none: 'Nenhuma visão salva ainda',
  save: 'Salvar esta visão…',
  manage: 'Gerenciar visões…',
  copyLink: 'Copiar um link para esta visão',
  density: 'Densidade das linhas',
  densities: { compact: 'Compacta', standard: 'Padrão', comfortable: 'Confortável' },
  saveTitle: 'Salvar esta visão',
  saveIntro: 'Guarda os filtros, a ordem, o tamanho da página, as colunas e a densidade mostrados agora. Salvar com um nome que você já usa substitui essa visão.',
  name: 'Nome',
  nameProblem: 'Dê à visão um nome de até 60 caracteres',
  submit: 'Salvar',
  manageTitle: 'Suas visões salvas desta lista',
  open: 'Abrir {{name}}',
  delete: 'Excluir {{name}}',
  deleteTitle: 'Excluir a visão {{name}}?',
  deleteMessage: 'A lista em si não muda; só a visão salva é excluída.',
  close: 'Fechar',
};
