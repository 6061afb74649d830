import type enUsRoadRoutes from '../en-us/road-routes';

/** /routes: la ruta por carretera de cada máquina en un día. */
const roadRoutes: typeof enUsRoadRoutes = {
  title: 'Rutas',
  subtitle: 'La ruta por carretera de cada máquina en el día, del almacén a un campo tras otro.',
  day: 'Día',
  group: 'Grupo de equipos',
  groupPlaceholder: 'Elija un grupo de equipos',
  pickGroup: 'Elija un grupo de equipos para ver sus rutas.',
  noGroups: 'Esta sucursal no tiene grupos de equipos.',
  loading: 'Cargando las rutas…',
  loadError: 'No se pudieron cargar las rutas.',
  routingError: 'No se pudo contactar con el servicio de rutas. Inténtelo de nuevo en un momento.',
  empty: 'Ninguna máquina de este grupo tiene un plan en este día.',
  provider: 'Carreteras de {{provider}}',
  stops: { warehouse: 'Almacén', refill: 'Recarga', field: 'Campo' },
  from: 'Desde',
  to: 'Hasta',
  distance: 'Distancia',
  driveTime: 'Tiempo de viaje',
  total: 'Total',
  stopCount_one: '{{count}} parada',
  stopCount_other: '{{count}} paradas',
  order: 'Orden {{id}}',
};

export default roadRoutes;
