import type { TApplicationType, TLocale, TPlanType, TWorkOrderStatus } from '@tramline/domain';

/** The applicator's sheet's texts in its three languages (en-ca reads en-us, es-es and pt-br their own). */
export type TTexts = {
  title: string;
  timings: Record<TPlanType, string>;
  applicationTypes: Record<TApplicationType, string>;
  status: Record<TWorkOrderStatus, string>;
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
};

const TEXTS: Record<'en-us' | 'es-es' | 'pt-br', TTexts> = {
  'en-us': {
    title: 'Work order',
    timings: { PREPLANT: 'Preplant', PRE: 'Pre-emergence', POST: 'Post-emergence', BURNDOWN: 'Burndown' },
    applicationTypes: { MIX: 'Tank mix', VRT: 'Variable rate (VRT)', NOT_VRT: 'Flat rate (not VRT)' },
    status: {
      1: 'Ready',
      2: 'In progress',
      3: 'Void',
      4: 'Completed',
      5: 'On hold',
      6: 'Deleted',
      7: 'Canceled by app',
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
  },
  'es-es': {
    title: 'Orden de trabajo',
    timings: { PREPLANT: 'Presiembra', PRE: 'Preemergencia', POST: 'Posemergencia', BURNDOWN: 'Desecación' },
    applicationTypes: {
      MIX: 'Mezcla en tanque',
      VRT: 'Dosis variable (VRT)',
      NOT_VRT: 'Dosis fija (sin VRT)',
    },
    status: {
      1: 'Lista',
      2: 'En curso',
      3: 'Anulada',
      4: 'Completada',
      5: 'En espera',
      6: 'Eliminada',
      7: 'Cancelada por la app',
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
    status: {
      1: 'Pronta',
      2: 'Em andamento',
      3: 'Anulada',
      4: 'Concluída',
      5: 'Em espera',
      6: 'Excluída',
      7: 'Cancelada pelo app',
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
  },
};

export function textsOf(language: TLocale): TTexts {
  return language === 'es-es' ? TEXTS['es-es'] : language === 'pt-br' ? TEXTS['pt-br'] : TEXTS['en-us'];
}
