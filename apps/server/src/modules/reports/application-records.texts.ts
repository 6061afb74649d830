import type { TLocale } from '@tramline/domain';

type TColumn =
  | 'ticket'
  | 'applicator'
  | 'licence'
  | 'start'
  | 'end'
  | 'product'
  | 'registration'
  | 'rate'
  | 'total'
  | 'crop'
  | 'farm'
  | 'fields'
  | 'area'
  | 'wind'
  | 'temperature'
  | 'humidity';

export interface TRecordTexts {
  title: string;
  grower: string;
  branch: string;
  period: string;
  printed: string;
  none: string;
  empty: string;
  columns: Record<TColumn, string>;
  seeds: string;
}

/** The application record's texts (en-ca reads en-us). */
const TEXTS: Record<'en-us' | 'es-es' | 'pt-br', TRecordTexts> = {
  'en-us': {
    title: 'Pesticide application records',
    grower: 'Grower',
    branch: 'Branch',
    period: 'Period',
    printed: 'Printed',
    none: '-',
    empty: 'No applications in this period.',
    columns: {
      ticket: 'Ticket',
      applicator: 'Applicator',
      licence: 'Certification / licence',
      start: 'Start',
      end: 'End',
      product: 'Product',
      registration: 'Registration (EPA) number',
      rate: 'Rate',
      total: 'Total amount',
      crop: 'Crop',
      farm: 'Farm',
      fields: 'Site (fields)',
      area: 'Area',
      wind: 'Wind',
      temperature: 'Temperature',
      humidity: 'Humidity',
    },
    seeds: 'seeds',
  },
  'es-es': {
    title: 'Registros de aplicación de plaguicidas',
    grower: 'Productor',
    branch: 'Sucursal',
    period: 'Periodo',
    printed: 'Impreso',
    none: '-',
    empty: 'No hay aplicaciones en este periodo.',
    columns: {
      ticket: 'Ticket',
      applicator: 'Aplicador',
      licence: 'Certificación / licencia',
      start: 'Inicio',
      end: 'Fin',
      product: 'Producto',
      registration: 'Número de registro',
      rate: 'Dosis',
      total: 'Cantidad total',
      crop: 'Cultivo',
      farm: 'Finca',
      fields: 'Sitio (campos)',
      area: 'Área',
      wind: 'Viento',
      temperature: 'Temperatura',
      humidity: 'Humedad',
    },
    seeds: 'semillas',
  },
  'pt-br': {
    title: 'Registros de aplicação de defensivos',
    grower: 'Produtor',
    branch: 'Filial',
    period: 'Período',
    printed: 'Impresso',
    none: '-',
    empty: 'Nenhuma aplicação neste período.',
    columns: {
      ticket: 'Ticket',
      applicator: 'Aplicador',
      licence: 'Certificação / licença',
      start: 'Início',
      end: 'Fim',
      product: 'Produto',
      registration: 'Número de registro',
      rate: 'Dose',
      total: 'Quantidade total',
      crop: 'Cultura',
      farm: 'Fazenda',
      fields: 'Local (talhões)',
      area: 'Área',
      wind: 'Vento',
      temperature: 'Temperatura',
      humidity: 'Umidade',
    },
    seeds: 'sementes',
  },
};

export function recordTextsOf(language: TLocale): TRecordTexts {
  return language === 'es-es' ? TEXTS['es-es'] : language === 'pt-br' ? TEXTS['pt-br'] : TEXTS['en-us'];
}
