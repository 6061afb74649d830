import type enUsRoadRoutes from '../en-us/road-routes';

/** /routes: a rota rodoviária de cada máquina em um dia. */
const roadRoutes: typeof enUsRoadRoutes = {
  title: 'Rotas',
  subtitle: 'A rota rodoviária de cada máquina no dia, do armazém de talhão em talhão.',
  day: 'Dia',
  group: 'Grupo de equipamentos',
  groupPlaceholder: 'Escolha um grupo de equipamentos',
  pickGroup: 'Escolha um grupo de equipamentos para ver as rotas.',
  noGroups: 'Esta filial não tem grupos de equipamentos.',
  loading: 'Carregando as rotas…',
  loadError: 'Não foi possível carregar as rotas.',
  routingError: 'Não foi possível acessar o serviço de rotas. Tente de novo em instantes.',
  empty: 'Nenhuma máquina deste grupo tem plano neste dia.',
  provider: 'Estradas de {{provider}}',
  stops: { warehouse: 'Armazém', refill: 'Reabastecimento', field: 'Talhão' },
  from: 'De',
  to: 'Para',
  distance: 'Distância',
  driveTime: 'Tempo de viagem',
  total: 'Total',
  stopCount_one: '{{count}} parada',
  stopCount_other: '{{count}} paradas',
  order: 'Ordem {{id}}',
};

export default roadRoutes;
