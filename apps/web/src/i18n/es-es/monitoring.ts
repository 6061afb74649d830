import type enUsMonitoring from '../en-us/monitoring';
import type { TMessageTree } from '../types';

/** Monitorización en directo (/monitoring). */
const monitoring: TMessageTree<typeof enUsMonitoring> = {
  loading: 'Cargando la flota…',
  loadError: 'No se pudo cargar la flota.',
  noMachines: 'Todavía no hay máquinas activas en esta unidad.',
  noneReportedToday:
    'Ninguna máquina ha informado hoy. Las máquinas aparecen aquí en cuanto envían una posición.',
  liveOff: 'Actualización en directo en pausa — se actualiza cada {{seconds}} segundos.',
  machines: 'Máquinas',
  search: 'Buscar máquinas',
  group: 'Grupo',
  allGroups: 'Todos los grupos',
  state: 'Estado',
  allStates: 'Todos los estados',
  noMatch: 'Ninguna máquina coincide con estos filtros.',
  states: {
    applying: 'Aplicando',
    travelling: 'En desplazamiento',
    refilling: 'Recargando',
    cleaning: 'Limpiando',
    stopped: 'Parada',
    offline: 'Sin conexión',
  },
  trails: {
    applying: 'Rastro aplicando',
    travelling: 'Rastro en desplazamiento',
  },
  orderStatus: 'Parcelas de las órdenes por estado',
  statuses: {
    1: 'Lista',
    2: 'En curso',
    3: 'Anulada',
    4: 'Completada',
    5: 'En espera',
    6: 'Eliminada',
    7: 'Cancelada por la app',
  },
  neverSeen: 'Nunca ha informado',
  lastSeen: 'Visto por última vez {{time}}',
  minutesAgo_one: 'hace {{count}} minuto',
  minutesAgo_other: 'hace {{count}} minutos',
  justNow: 'ahora mismo',
  details: {
    close: 'Cerrar detalles',
    follow: 'Seguir',
    following: 'Siguiendo',
    currentOrder: 'Orden actual',
    noOrder: 'Sin orden en curso',
    progress: 'Avance',
    progressValue: '{{done}} de {{planned}}',
    behind: '{{minutes}} min de retraso',
    ahead: '{{minutes}} min de adelanto',
    onTime: 'En horario',
    speed: 'Velocidad',
    tank: 'Depósito',
    heading: 'Rumbo',
    rate: 'Dosis',
    lastSeen: 'Visto por última vez',
    day: 'Hoy planificado y real',
    noDay: 'Hoy no se ha enviado ninguna programación a esta máquina.',
    planned: 'Planificado',
    actual: 'Real',
    kinds: {
      order: 'Orden {{id}}',
      cleanout: 'Limpieza',
      refill: 'Recarga',
    },
  },
  replay: {
    label: 'Repetir el día',
    live: 'En directo',
    at: 'Mapa a las {{time}}',
  },
};

export default monitoring;
