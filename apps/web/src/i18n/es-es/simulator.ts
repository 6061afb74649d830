import type { TMessageTree } from '../types';
import type enUs from '../en-us/simulator';

/** El simulador (`/solinftec/simulator`). */
const simulator: TMessageTree<typeof enUs> = {
  subtitle:
    'Reproduce los días enviados a las máquinas por la API de máquinas, como los informarían sus terminales',
  form: {
    title: 'Nueva ejecución',
    date: 'Fecha de los días enviados',
    choose: 'Reproducir',
    byMachines: 'Máquinas',
    byGroup: 'Un grupo',
    machines: 'Máquinas',
    group: 'Grupo',
    speed: 'Velocidad',
    speedValue: '{{speed}}x',
    timing: 'Horario',
    timings: {
      planned: 'Según lo planificado',
      startNow: 'Desplazado a ahora (trabajando ahora)',
      endNow: 'Terminando ahora (día entero acelerado)',
    },
    timingHelp:
      'Ninguna máquina informa desde el futuro: un día que alcanza el presente sigue al ritmo del reloj.',
    disturbances: 'Perturbaciones',
    breakdown: 'Una avería en la primera orden',
    breakdownMinutes: 'Minutos parada',
    wrongField: 'Entrar en un campo que no es de la primera orden',
    skipOrder: 'Saltar la última orden del día',
    start: 'Iniciar ejecución',
    started: 'Ejecución {{id}} iniciada',
  },
  runs: {
    title: 'Ejecuciones',
    empty: 'Aún no hay ejecuciones. Viven en la memoria del servidor y terminan cuando se detiene.',
    loadError: 'No se pudieron cargar las ejecuciones.',
    run: 'Ejecución {{id}}',
    date: 'Fecha',
    speed: 'Velocidad',
    state: 'Estado',
    progress: 'Progreso',
    machine: 'Máquina',
    activity: 'Ahora',
    points: 'Puntos',
    events: 'Eventos',
    stop: 'Detener',
    stopRun: 'Detener la ejecución {{id}}',
    states: {
      running: 'En curso',
      completed: 'Completada',
      stopped: 'Detenida',
      failed: 'Fallida',
    },
    activities: {
      travel: 'En carretera',
      work: 'Aplicando',
      refill: 'Recargando',
      cleanout: 'Limpiando',
      breakdown: 'Averiada',
      wait: 'Esperando',
      done: 'Día terminado',
    },
  },
};

export default simulator;
