import type enUsSeasonPlanning from '../en-us/season-planning';

/** /season-planning: área por cultura e produto na safra frente à capacidade. */
const seasonPlanning: typeof enUsSeasonPlanning = {
  title: 'Planejamento de safra',
  subtitle: 'Área por cultura e produto na safra, semana a semana, frente à capacidade da filial.',
  season: 'Safra',
  loading: 'Carregando a safra…',
  loadError: 'Não foi possível carregar a safra.',
  notForAccount: 'O planejamento de safra não está disponível para esta conta.',
  notForAccountBody: 'Pergunte ao administrador se a sua filial deve planejar a safra aqui.',
  toMonitoring: 'Ir para o Monitoramento',
  empty: 'Nenhuma ordem de serviço cai nesta safra.',
  chartTitle: 'Área por semana',
  planned: 'Planejada',
  applied: 'Aplicada',
  capacity: 'Capacidade',
  noCrop: 'Sem cultura',
  week: 'Semana de',
  use: 'Uso da capacidade',
  byCrop: 'Por cultura',
  byProduct: 'Por produto',
  crop: 'Cultura',
  product: 'Produto',
  total: 'Total',
  weeklyCapacity: 'Capacidade semanal: {{area}} (máquinas × horas de trabalho × capacidade de campo)',
};

export default seasonPlanning;
