import type enUsSeasonPlanning from '../en-us/season-planning';

/** /season-planning: superficie por cultivo y producto en la campaña frente a la capacidad. */
const seasonPlanning: typeof enUsSeasonPlanning = {
  title: 'Planificación de campaña',
  subtitle:
    'Superficie por cultivo y producto en la campaña, semana a semana, frente a la capacidad de la sucursal.',
  season: 'Campaña',
  loading: 'Cargando la campaña…',
  loadError: 'No se pudo cargar la campaña.',
  notForAccount: 'La planificación de campaña no está disponible para esta cuenta.',
  notForAccountBody: 'Consulte a su administrador si su sucursal debe planificar aquí su campaña.',
  toMonitoring: 'Ir a Monitoreo',
  empty: 'Ninguna orden de trabajo cae en esta campaña.',
  chartTitle: 'Superficie por semana',
  planned: 'Planificada',
  applied: 'Aplicada',
  capacity: 'Capacidad',
  noCrop: 'Sin cultivo',
  week: 'Semana del',
  use: 'Uso de la capacidad',
  byCrop: 'Por cultivo',
  byProduct: 'Por producto',
  crop: 'Cultivo',
  product: 'Producto',
  total: 'Total',
  weeklyCapacity: 'Capacidad semanal: {{area}} (máquinas × horas de trabajo × capacidad de campo)',
};

export default seasonPlanning;
