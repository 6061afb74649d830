import type { TTranslation } from '../types';

/** Importación de lo aplicado: archivos de terminales sin conexión. */
const asAppliedImport: TTranslation['asAppliedImport'] = {
  button: 'Importar lo aplicado',
  title: 'Importar archivos de lo aplicado',
  intro:
    'Un archivo TaskData (TASKDATA.XML con TimeLogs) o un Shapefile comprimido de puntos aplicados de un terminal. Cada tarea se guarda en la orden que nombra o, si no, en la orden cuyos campos contienen sus puntos.',
  file: 'Archivo',
  filePlaceholder: 'Elija un archivo .zip',
  machine: 'Máquina',
  machineHint: 'Déjelo vacío para usar la máquina a la que se envió la orden',
  machinePlaceholder: 'La máquina de la orden',
  upload: 'Importar',
  failed: 'No se pudo importar el archivo',
  matched: 'Guardado en la orden {{ticket}}: {{points}} puntos, {{area}} aplicadas',
  matchedBy: {
    ticket: 'Asociado por el ticket de la tarea',
    position: 'Asociado por la ubicación de los puntos',
    assigned: 'Asignado a mano',
  },
  pending: 'Ninguna orden coincide: sus {{points}} puntos esperan en la lista de pendientes',
  pendingMachine:
    'Se encontró la orden {{ticket}}, pero no se envió a ninguna máquina: sus {{points}} puntos esperan abajo a que elija la máquina y los asigne',
  task: 'Tarea {{task}}',
  replayed: 'Este archivo ya se importó; no se añadió nada.',
  pendingTitle: 'Importaciones pendientes',
  pendingEmpty: 'Ninguna importación espera una orden',
  pendingDetails: '{{points}} puntos desde {{start}}',
  order: 'Orden',
  orderPlaceholder: 'Elija la orden',
  assign: 'Asignar',
  assignFailed: 'No se pudo asignar la importación',
};

export default asAppliedImport;
