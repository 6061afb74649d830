import type { TTranslation } from '../types';

/** Editor de mapas (/map-editor): dibujar, editar, dividir y unir límites de campos. */
const mapEditor: TTranslation['mapEditor'] = {
  subtitle: 'Dibuje, edite, divida y una los límites de sus campos.',
  grower: 'Productor',
  farm: 'Granja',
  allGrowers: 'Todos los productores',
  allFarms: 'Todas las granjas',
  fieldList: 'Campos',
  noFields: 'Ningún campo coincide.',
  noBoundary: 'Sin límite',
  selectHint: 'Elija un campo en la lista o en el mapa.',
  readOnly: 'Su rol puede ver los campos; cambiar límites requiere el permiso de registros.',
  edit: 'Editar límite',
  draw: 'Dibujar límite',
  newField: 'Nuevo campo',
  split: 'Dividir',
  merge: 'Unir',
  undo: 'Deshacer',
  editHint: 'Arrastre las esquinas o los puntos medios. Las esquinas se ajustan a los límites vecinos.',
  drawHint: 'Haga clic en cada esquina; vuelva a hacer clic en la primera para cerrar el límite.',
  splitHint:
    'Haga clic a lo largo del corte, cruzando todo el campo; vuelva a hacer clic en el último punto para terminar.',
  mergeHint: 'Haga clic en el campo vecino que se unirá a este.',
  area: 'Superficie',
  part: 'Parte {{number}}',
  merged: 'Campo unido',
  name: 'Nombre del campo',
  saved: 'Campo {{name}} guardado.',
  splitSaved: 'Campo dividido en {{count}} campos.',
  mergeSaved: 'Campos unidos.',
  saveError: 'No se pudo guardar el campo',
  splitMissed: 'La línea debe cruzar el campo de un lado a otro.',
  notAdjacent: 'Elija un campo de la misma granja que toque a este.',
  noFarm: 'Elija la granja del nuevo campo.',
};

export default mapEditor;
