import { defineMessages } from './define';

/** Products, blends, rates, growers, fields, places, territories and maps (part 2 §5 and §8). */
export const agronomyMessages = defineMessages({
  // Places (warehouses).
  placeInUse: {
    'en-us': 'Error deleting warehouse: it has already been used',
    'es-es': 'Error al eliminar el almacén: ya ha sido utilizado',
    'pt-br': 'Erro ao excluir o armazém: ele já foi utilizado',
  },
  placeLocationNotPermitted: {
    'en-us': 'This location does not belong to the branch',
    'es-es': 'Esta ubicación no pertenece a la sucursal',
    'pt-br': 'Esta localização não pertence à unidade',
  },

  // Products and blends.
  productInUse: {
    'en-us': 'This product is in use in {amount} work orders and cannot be deleted',
    'es-es': 'Este producto está en uso en {amount} órdenes de trabajo y no se puede eliminar',
    'pt-br': 'Este produto está em uso em {amount} ordens de serviço e não pode ser excluído',
  },
  maxBelowMin: {
    'en-us': 'The maximum must be greater than or equal to the minimum',
    'es-es': 'El máximo debe ser mayor o igual que el mínimo',
    'pt-br': 'O máximo deve ser maior ou igual ao mínimo',
  },
  productBarcodeFormat: {
    'en-us': 'Use {digits} digits',
    'es-es': 'Use {digits} dígitos',
    'pt-br': 'Use {digits} dígitos',
  },
  blendNeedsProducts: {
    'en-us': 'A blend needs at least one product',
    'es-es': 'Una mezcla necesita al menos un producto',
    'pt-br': 'Uma mistura precisa de pelo menos um produto',
  },
  blendDuplicateProduct: {
    'en-us': 'This product is already in the blend',
    'es-es': 'Este producto ya está en la mezcla',
    'pt-br': 'Este produto já está na mistura',
  },
  blendComponentInvalid: {
    'en-us': 'A blend can only hold active products of the branch that are not blends',
    'es-es': 'Una mezcla solo puede contener productos activos de la sucursal que no sean mezclas',
    'pt-br': 'Uma mistura só pode conter produtos ativos da unidade que não sejam misturas',
  },
  blendTypeFixed: {
    'en-us': 'A product cannot become a blend, nor a blend a product',
    'es-es': 'Un producto no puede convertirse en mezcla, ni una mezcla en producto',
    'pt-br': 'Um produto não pode virar mistura, nem uma mistura virar produto',
  },
  productInBlend: {
    'en-us': 'This product is part of the blend {blend} and cannot be deleted',
    'es-es': 'Este producto forma parte de la mezcla {blend} y no se puede eliminar',
    'pt-br': 'Este produto faz parte da mistura {blend} e não pode ser excluído',
  },
  cropNotFound: {
    'en-us': 'Crop not found',
    'es-es': 'Cultivo no encontrado',
    'pt-br': 'Cultura não encontrada',
  },

  // Product rate calculator.
  rateNoFieldSelected: {
    'en-us': 'No field selected',
    'es-es': 'Ningún campo seleccionado',
    'pt-br': 'Nenhum talhão selecionado',
  },
  rateNutrientsRequired: {
    'en-us': 'Nutrients are required',
    'es-es': 'Los nutrientes son obligatorios',
    'pt-br': 'Os nutrientes são obrigatórios',
  },
  rateProductLacksNutrient: {
    'en-us': '{product} does not contain {nutrient}',
    'es-es': '{product} no contiene {nutrient}',
    'pt-br': '{product} não contém {nutrient}',
  },
  rateMissingDensity: {
    'en-us': '{product} has no density',
    'es-es': '{product} no tiene densidad',
    'pt-br': '{product} não tem densidade',
  },
  rateMissingSeedsPerUnit: {
    'en-us': '{product} has no seeds per unit',
    'es-es': '{product} no tiene semillas por unidad',
    'pt-br': '{product} não tem sementes por unidade',
  },
  rateLineNeedsRateOrNutrient: {
    'en-us': 'Give {product} a rate or a nutrient',
    'es-es': 'Indique una dosis o un nutriente para {product}',
    'pt-br': 'Informe uma dose ou um nutriente para {product}',
  },
  rateProductsNotFound: {
    'en-us': 'Error fetching products',
    'es-es': 'Error al obtener los productos',
    'pt-br': 'Erro ao buscar os produtos',
  },
  VOL_SPRAY_MIN_EXCEEDED: {
    'en-us': 'Spray volume too low',
    'es-es': 'Volumen de pulverización demasiado bajo',
    'pt-br': 'Volume de calda muito baixo',
  },
  VOL_SPRAY_MAX_EXCEEDED: {
    'en-us': 'Spray volume too high',
    'es-es': 'Volumen de pulverización demasiado alto',
    'pt-br': 'Volume de calda muito alto',
  },
  EXCEEDED_FIELD_AMOUNT_APPLIED_YEARLY: {
    'en-us': 'The yearly maximum of {product} is exceeded on {field}',
    'es-es': 'Se supera el máximo anual de {product} en {field}',
    'pt-br': 'O máximo anual de {product} é excedido em {field}',
  },
  EXCEEDED_SINGLE_APPLICATION: {
    'en-us': 'The rate of {product} exceeds its single application amount',
    'es-es': 'La dosis de {product} supera su cantidad por aplicación',
    'pt-br': 'A dose de {product} excede a quantidade por aplicação',
  },
  MISSING_VRA: {
    'en-us': 'The mix needs a volatility reduction agent (VRA)',
    'es-es': 'La mezcla necesita un agente reductor de volatilidad (VRA)',
    'pt-br': 'A mistura precisa de um redutor de volatilidade (VRA)',
  },
  MISSING_DRA: {
    'en-us': 'The mix needs a drift reduction agent (DRA)',
    'es-es': 'La mezcla necesita un agente reductor de deriva (DRA)',
    'pt-br': 'A mistura precisa de um redutor de deriva (DRA)',
  },
  NO_AREA: {
    'en-us': 'No area selected',
    'es-es': 'Ninguna área seleccionada',
    'pt-br': 'Nenhuma área selecionada',
  },
  NUTRIENT_MIN: {
    'en-us': 'The mix supplies less {nutrient} than the target',
    'es-es': 'La mezcla aporta menos {nutrient} que el objetivo',
    'pt-br': 'A mistura fornece menos {nutrient} que a meta',
  },
  NUTRIENT_MAX: {
    'en-us': 'The mix supplies more {nutrient} than the target',
    'es-es': 'La mezcla aporta más {nutrient} que el objetivo',
    'pt-br': 'A mistura fornece mais {nutrient} que a meta',
  },
  nutrientBORON: { 'en-us': 'boron', 'es-es': 'boro', 'pt-br': 'boro' },
  nutrientCALCIUM: { 'en-us': 'calcium', 'es-es': 'calcio', 'pt-br': 'cálcio' },
  nutrientCOPPER: { 'en-us': 'copper', 'es-es': 'cobre', 'pt-br': 'cobre' },
  nutrientMANGANESE: { 'en-us': 'manganese', 'es-es': 'manganeso', 'pt-br': 'manganês' },
  nutrientNITROGEN: { 'en-us': 'nitrogen', 'es-es': 'nitrógeno', 'pt-br': 'nitrogênio' },
  nutrientPHOSPHOROUS: { 'en-us': 'phosphorous', 'es-es': 'fósforo', 'pt-br': 'fósforo' },
  nutrientPOTASSIUM: { 'en-us': 'potassium', 'es-es': 'potasio', 'pt-br': 'potássio' },
  nutrientSEED: { 'en-us': 'seed', 'es-es': 'semilla', 'pt-br': 'semente' },
  nutrientSULFUR: { 'en-us': 'sulfur', 'es-es': 'azufre', 'pt-br': 'enxofre' },
  nutrientZINC: { 'en-us': 'zinc', 'es-es': 'zinc', 'pt-br': 'zinco' },

  // Growers, farms and fields.
  growerPhoneInUse: {
    'en-us': 'This phone is already in use by another grower',
    'es-es': 'Este teléfono ya está en uso por otro productor',
    'pt-br': 'Este telefone já está em uso por outro produtor',
  },
  growerCodeInUse: {
    'en-us': 'This code is already in use',
    'es-es': 'Este código ya está en uso',
    'pt-br': 'Este código já está em uso',
  },
  growerLinkedToField: {
    'en-us': 'This grower is linked to a field and cannot be removed',
    'es-es': 'Este productor está vinculado a un campo y no se puede eliminar',
    'pt-br': 'Este produtor está vinculado a um talhão e não pode ser removido',
  },
  growerAlreadyUsed: {
    'en-us': 'This grower has already been used and cannot be removed',
    'es-es': 'Este productor ya ha sido utilizado y no se puede eliminar',
    'pt-br': 'Este produtor já foi utilizado e não pode ser removido',
  },
  phoneFormat: {
    'en-us': 'Enter a valid phone number',
    'es-es': 'Introduzca un número de teléfono válido',
    'pt-br': 'Informe um número de telefone válido',
  },
  phoneDuplicate: {
    'en-us': 'This phone is already in the list',
    'es-es': 'Este teléfono ya está en la lista',
    'pt-br': 'Este telefone já está na lista',
  },
  farmHasFields: {
    'en-us': 'This farm has fields and cannot be removed',
    'es-es': 'Esta finca tiene campos y no se puede eliminar',
    'pt-br': 'Esta fazenda tem talhões e não pode ser removida',
  },
  zoneHasFields: {
    'en-us': 'This zone has fields and cannot be removed',
    'es-es': 'Esta zona tiene campos y no se puede eliminar',
    'pt-br': 'Esta zona tem talhões e não pode ser removida',
  },
  fieldFarmMismatch: {
    'en-us': 'The zone does not belong to the farm',
    'es-es': 'La zona no pertenece a la finca',
    'pt-br': 'A zona não pertence à fazenda',
  },
  fieldAlreadyUsed: {
    'en-us': 'This field has already been used and cannot be removed',
    'es-es': 'Este campo ya ha sido utilizado y no se puede eliminar',
    'pt-br': 'Este talhão já foi utilizado e não pode ser removido',
  },
  geometryMissing: {
    'en-us': 'Geometry missing to sync',
    'es-es': 'Falta la geometría para sincronizar',
    'pt-br': 'Geometria ausente para sincronizar',
  },
  invalidGeometry: {
    'en-us': 'The boundary is not a valid polygon',
    'es-es': 'El límite no es un polígono válido',
    'pt-br': 'O limite não é um polígono válido',
  },
  fieldImportUnreadable: {
    'en-us': 'The file could not be read as GeoJSON, zipped Shapefile or KML',
    'es-es': 'No se pudo leer el archivo como GeoJSON, Shapefile comprimido o KML',
    'pt-br': 'Não foi possível ler o arquivo como GeoJSON, Shapefile compactado ou KML',
  },
  fieldImportTooLarge: {
    'en-us': 'The zipped file unpacks to more than {megabytes} MB or holds more than {entries} files',
    'es-es':
      'El archivo comprimido se descomprime en más de {megabytes} MB o contiene más de {entries} archivos',
    'pt-br':
      'O arquivo compactado descompacta em mais de {megabytes} MB ou contém mais de {entries} arquivos',
  },
  fieldImportEmpty: {
    'en-us': 'The file holds no field boundaries',
    'es-es': 'El archivo no contiene límites de campos',
    'pt-br': 'O arquivo não contém limites de talhões',
  },
  boundarySelfIntersects: {
    'en-us': 'The boundary crosses itself; move the points so its edges do not cross',
    'es-es': 'El límite se cruza a sí mismo; mueva los puntos para que sus bordes no se crucen',
    'pt-br': 'O limite cruza a si mesmo; mova os pontos para que as bordas não se cruzem',
  },
  fieldSplitMismatch: {
    'en-us': 'The parts of a split must cover the field without overlapping',
    'es-es': 'Las partes de una división deben cubrir el campo sin superponerse',
    'pt-br': 'As partes de uma divisão devem cobrir o talhão sem se sobrepor',
  },
  fieldsNotAdjacent: {
    'en-us': 'Only two fields of one farm that touch can be merged',
    'es-es': 'Solo se pueden unir dos campos de una misma granja que se tocan',
    'pt-br': 'Só é possível unir dois talhões da mesma fazenda que se tocam',
  },
  fieldImportFileRequired: {
    'en-us': 'Choose a file to import',
    'es-es': 'Elija un archivo para importar',
    'pt-br': 'Escolha um arquivo para importar',
  },

  // Territories.
  territoryIncomplete: {
    'en-us': 'A marker must be placed, a name entered and a drawing inserted',
    'es-es': 'Se debe colocar un marcador, introducir un nombre e insertar un dibujo',
    'pt-br': 'É preciso posicionar um marcador, informar um nome e inserir um desenho',
  },
  colorFormat: {
    'en-us': 'Choose a colour as #rrggbb',
    'es-es': 'Elija un color como #rrggbb',
    'pt-br': 'Escolha uma cor no formato #rrggbb',
  },
});
