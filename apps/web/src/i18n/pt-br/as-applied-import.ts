import type { TTranslation } from '../types';

/** Importação do aplicado: arquivos de terminais sem conexão. */
const asAppliedImport: TTranslation['asAppliedImport'] = {
  button: 'Importar aplicado',
  title: 'Importar arquivos do aplicado',
  intro:
    'Um arquivo TaskData (TASKDATA.XML com TimeLogs) ou um Shapefile compactado de pontos aplicados de um terminal. Cada tarefa vai para a ordem que ela nomeia ou, senão, para a ordem cujos talhões contêm seus pontos.',
  file: 'Arquivo',
  filePlaceholder: 'Escolha um arquivo .zip',
  machine: 'Máquina',
  machineHint: 'Deixe vazio para usar a máquina para a qual a ordem foi enviada',
  machinePlaceholder: 'A máquina da ordem',
  upload: 'Importar',
  failed: 'Não foi possível importar o arquivo',
  matched: 'Gravado na ordem {{ticket}}: {{points}} pontos, {{area}} aplicados',
  matchedBy: {
    ticket: 'Associado pelo ticket da tarefa',
    position: 'Associado pela localização dos pontos',
    assigned: 'Atribuído manualmente',
  },
  pending: 'Nenhuma ordem corresponde: seus {{points}} pontos aguardam na lista de pendentes',
  pendingMachine:
    'A ordem {{ticket}} foi encontrada, mas não foi enviada a nenhuma máquina: seus {{points}} pontos aguardam abaixo para você escolher a máquina e atribuí-los',
  task: 'Tarefa {{task}}',
  replayed: 'Este arquivo já foi importado; nada foi adicionado.',
  pendingTitle: 'Importações pendentes',
  pendingEmpty: 'Nenhuma importação aguarda uma ordem',
  pendingDetails: '{{points}} pontos desde {{start}}',
  order: 'Ordem',
  orderPlaceholder: 'Escolha a ordem',
  assign: 'Atribuir',
  assignFailed: 'Não foi possível atribuir a importação',
};

export default asAppliedImport;
