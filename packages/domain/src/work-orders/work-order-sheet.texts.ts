import type { TLocale } from '../locale';
import type { TPlanType } from '../records/product';
import type { TSensitiveSiteKind } from '../records/sensitive-site';
import type { TApplicationType } from './work-order';
import type { TOrderDayState } from './work-order-list';

/**
 * The applicator's sheet's texts in its languages (en-ca reads en-us with Canadian spelling): the
 * PDF's, and the browser's sheet takes the same labels into its messages.
 */
export type TSheetTexts = {
  title: string;
  timings: Record<TPlanType, string>;
  applicationTypes: Record<TApplicationType, string>;
  /** The order's state as the work-order list reads it (status joined with the schedule). */
  dayStates: Record<TOrderDayState, string>;
  printed: string;
  where: string;
  grower: string;
  farm: string;
  fields: string;
  area: string;
  selectedArea: string;
  map: string;
  noBoundaries: string;
  application: string;
  group: string;
  applicator: string;
  timing: string;
  applicationType: string;
  carrierRate: string;
  plannedStart: string;
  plannedEnd: string;
  speeds: string;
  batches: string;
  totalVolume: string;
  totalMass: string;
  products: string;
  product: string;
  rate: string;
  total: string;
  limits: string;
  wind: string;
  temperature: string;
  humidity: string;
  rainFree: string;
  sun: string;
  sunRule: string;
  noSunRule: string;
  hours: string;
  seeds: string;
  observation: string;
  none: string;
  scheduledDate: string;
  machine: string;
  operator: string;
  registration: string;
  reEntry: string;
  preHarvest: string;
  notStated: string;
  days: string;
  loads: string;
  load: string;
  water: string;
  noLoads: string;
  hazards: string;
  site: string;
  kind: string;
  distance: string;
  buffer: string;
  note: string;
  noHazards: string;
  siteKinds: Record<TSensitiveSiteKind, string>;
  record: string;
  recordHint: string;
  windSpeed: string;
  windDirection: string;
  startTime: string;
  endTime: string;
  signature: string;
  licenceNumber: string;
  date: string;
};

const SHEET_TEXTS: Record<'en-us' | 'es-es' | 'pt-br', TSheetTexts> = {
  'en-us': {
    title: 'Work order',
    timings: { PREPLANT: 'Preplant', PRE: 'Pre-emergence', POST: 'Post-emergence', BURNDOWN: 'Burndown' },
    applicationTypes: { MIX: 'Tank mix', VRT: 'Variable rate (VRT)', NOT_VRT: 'Flat rate (not VRT)' },
    dayStates: {
      READY: 'Ready',
      SCHEDULED: 'Scheduled',
      SENT: 'Sent',
      IN_PROGRESS: 'In progress',
      ON_HOLD: 'On hold',
      DONE: 'Completed',
      VOID: 'Void',
      DELETED: 'Deleted',
    },
    printed: 'Printed',
    where: 'Where',
    grower: 'Grower',
    farm: 'Farm',
    fields: 'Fields',
    area: 'Area',
    selectedArea: 'Area to apply',
    map: 'Field boundaries',
    noBoundaries: 'No field boundary recorded.',
    application: 'Application',
    group: 'Equipment group',
    applicator: 'Applicator',
    timing: 'Timing',
    applicationType: 'Application type',
    carrierRate: 'Carrier rate',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    speeds: 'Speed (min - max)',
    batches: 'Batches',
    totalVolume: 'Total volume',
    totalMass: 'Total dry product',
    products: 'Products',
    product: 'Product',
    rate: 'Rate',
    total: 'Total',
    limits: 'Safety limits',
    wind: 'Wind',
    temperature: 'Temperature',
    humidity: 'Humidity',
    rainFree: 'Rain-free',
    sun: 'Sunrise / sunset',
    sunRule: '1 h after sunrise to 2 h before sunset',
    noSunRule: 'No rule',
    hours: 'h',
    seeds: 'seeds',
    observation: 'Observation',
    none: '-',
    scheduledDate: 'Scheduled date',
    machine: 'Machine',
    operator: 'Operator',
    registration: 'Registration no.',
    reEntry: 'Re-entry (REI)',
    preHarvest: 'Pre-harvest (PHI)',
    notStated: 'See label',
    days: 'd',
    loads: 'Loads',
    load: 'Load',
    water: 'Water',
    noLoads: 'Not in a schedule yet: loads are set when the order is scheduled.',
    hazards: 'Field hazards and notes',
    site: 'Sensitive site',
    kind: 'Kind',
    distance: 'Distance',
    buffer: 'Buffer',
    note: 'Note',
    noHazards: 'No sensitive site recorded near the fields.',
    siteKinds: {
      sensitiveCrop: 'Sensitive crop',
      water: 'Water',
      apiary: 'Apiary',
      schoolOrResidence: 'School or residence',
      organicField: 'Organic field',
      other: 'Other',
    },
    record: 'Application record',
    recordHint: 'Filled in by the applicator at the field.',
    windSpeed: 'Wind speed',
    windDirection: 'Wind direction',
    startTime: 'Start time',
    endTime: 'End time',
    signature: "Applicator's signature",
    licenceNumber: 'License no.',
    date: 'Date',
  },
  'es-es': {
    title: 'Orden de trabajo',
    timings: { PREPLANT: 'Presiembra', PRE: 'Preemergencia', POST: 'Posemergencia', BURNDOWN: 'Desecación' },
    applicationTypes: {
      MIX: 'Mezcla en tanque',
      VRT: 'Dosis variable (VRT)',
      NOT_VRT: 'Dosis fija (sin VRT)',
    },
    dayStates: {
      READY: 'Lista',
      SCHEDULED: 'Programada',
      SENT: 'Enviada',
      IN_PROGRESS: 'En curso',
      ON_HOLD: 'En espera',
      DONE: 'Completada',
      VOID: 'Anulada',
      DELETED: 'Eliminada',
    },
    printed: 'Impreso',
    where: 'Dónde',
    grower: 'Productor',
    farm: 'Finca',
    fields: 'Parcelas',
    area: 'Área',
    selectedArea: 'Área a aplicar',
    map: 'Límites de las parcelas',
    noBoundaries: 'Ninguna parcela tiene límite registrado.',
    application: 'Aplicación',
    group: 'Grupo de equipos',
    applicator: 'Aplicador',
    timing: 'Momento',
    applicationType: 'Tipo de aplicación',
    carrierRate: 'Caudal',
    plannedStart: 'Inicio previsto',
    plannedEnd: 'Fin previsto',
    speeds: 'Velocidad (mín. - máx.)',
    batches: 'Cargas',
    totalVolume: 'Volumen total',
    totalMass: 'Producto sólido total',
    products: 'Productos',
    product: 'Producto',
    rate: 'Dosis',
    total: 'Total',
    limits: 'Límites de seguridad',
    wind: 'Viento',
    temperature: 'Temperatura',
    humidity: 'Humedad',
    rainFree: 'Sin lluvia',
    sun: 'Salida / puesta del sol',
    sunRule: 'De 1 h tras la salida a 2 h antes de la puesta',
    noSunRule: 'Sin regla',
    hours: 'h',
    seeds: 'semillas',
    observation: 'Observación',
    none: '-',
    scheduledDate: 'Fecha programada',
    machine: 'Máquina',
    operator: 'Operador',
    registration: 'N.º de registro',
    reEntry: 'Reentrada (REI)',
    preHarvest: 'Plazo de seguridad (PHI)',
    notStated: 'Ver etiqueta',
    days: 'd',
    loads: 'Cargas',
    load: 'Carga',
    water: 'Agua',
    noLoads: 'Aún no está en un plan: las cargas se fijan al programar la orden.',
    hazards: 'Riesgos y notas de la parcela',
    site: 'Sitio sensible',
    kind: 'Tipo',
    distance: 'Distancia',
    buffer: 'Zona de protección',
    note: 'Nota',
    noHazards: 'Ningún sitio sensible registrado cerca de las parcelas.',
    siteKinds: {
      sensitiveCrop: 'Cultivo sensible',
      water: 'Agua',
      apiary: 'Colmenar',
      schoolOrResidence: 'Escuela o vivienda',
      organicField: 'Campo orgánico',
      other: 'Otro',
    },
    record: 'Registro de la aplicación',
    recordHint: 'Lo completa el aplicador en la parcela.',
    windSpeed: 'Velocidad del viento',
    windDirection: 'Dirección del viento',
    startTime: 'Hora de inicio',
    endTime: 'Hora de fin',
    signature: 'Firma del aplicador',
    licenceNumber: 'N.º de carné',
    date: 'Fecha',
  },
  'pt-br': {
    title: 'Ordem de serviço',
    timings: {
      PREPLANT: 'Pré-plantio',
      PRE: 'Pré-emergência',
      POST: 'Pós-emergência',
      BURNDOWN: 'Dessecação',
    },
    applicationTypes: {
      MIX: 'Mistura em tanque',
      VRT: 'Taxa variável (VRT)',
      NOT_VRT: 'Taxa fixa (sem VRT)',
    },
    dayStates: {
      READY: 'Pronta',
      SCHEDULED: 'Programada',
      SENT: 'Enviada',
      IN_PROGRESS: 'Em andamento',
      ON_HOLD: 'Em espera',
      DONE: 'Concluída',
      VOID: 'Cancelada',
      DELETED: 'Excluída',
    },
    printed: 'Impresso',
    where: 'Onde',
    grower: 'Produtor',
    farm: 'Fazenda',
    fields: 'Talhões',
    area: 'Área',
    selectedArea: 'Área a aplicar',
    map: 'Limites dos talhões',
    noBoundaries: 'Nenhum talhão tem limite registrado.',
    application: 'Aplicação',
    group: 'Grupo de equipamentos',
    applicator: 'Aplicador',
    timing: 'Época',
    applicationType: 'Tipo de aplicação',
    carrierRate: 'Vazão',
    plannedStart: 'Início previsto',
    plannedEnd: 'Fim previsto',
    speeds: 'Velocidade (mín. - máx.)',
    batches: 'Cargas',
    totalVolume: 'Volume total',
    totalMass: 'Produto sólido total',
    products: 'Produtos',
    product: 'Produto',
    rate: 'Dose',
    total: 'Total',
    limits: 'Limites de segurança',
    wind: 'Vento',
    temperature: 'Temperatura',
    humidity: 'Umidade',
    rainFree: 'Sem chuva',
    sun: 'Nascer / pôr do sol',
    sunRule: 'De 1 h após o nascer a 2 h antes do pôr do sol',
    noSunRule: 'Sem regra',
    hours: 'h',
    seeds: 'sementes',
    observation: 'Observação',
    none: '-',
    scheduledDate: 'Data programada',
    machine: 'Máquina',
    operator: 'Operador',
    registration: 'N.º de registro',
    reEntry: 'Reentrada (REI)',
    preHarvest: 'Carência (PHI)',
    notStated: 'Ver rótulo',
    days: 'd',
    loads: 'Cargas',
    load: 'Carga',
    water: 'Água',
    noLoads: 'Ainda fora de um plano: as cargas são definidas ao programar a ordem.',
    hazards: 'Riscos e notas do talhão',
    site: 'Local sensível',
    kind: 'Tipo',
    distance: 'Distância',
    buffer: 'Faixa de proteção',
    note: 'Nota',
    noHazards: 'Nenhum local sensível registrado perto dos talhões.',
    siteKinds: {
      sensitiveCrop: 'Cultura sensível',
      water: 'Água',
      apiary: 'Apiário',
      schoolOrResidence: 'Escola ou residência',
      organicField: 'Lavoura orgânica',
      other: 'Outro',
    },
    record: 'Registro da aplicação',
    recordHint: 'Preenchido pelo aplicador no talhão.',
    windSpeed: 'Velocidade do vento',
    windDirection: 'Direção do vento',
    startTime: 'Hora de início',
    endTime: 'Hora de término',
    signature: 'Assinatura do aplicador',
    licenceNumber: 'N.º da habilitação',
    date: 'Data',
  },
};

const EN_CA: TSheetTexts = { ...SHEET_TEXTS['en-us'], licenceNumber: 'Licence no.' };

export function sheetTextsOf(language: TLocale): TSheetTexts {
  if (language === 'es-es' || language === 'pt-br') return SHEET_TEXTS[language];
  return language === 'en-ca' ? EN_CA : SHEET_TEXTS['en-us'];
}
