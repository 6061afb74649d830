import { defineMessages } from './define';

/** Integration messages (spec part 2 §8). `geometryMissing` lives with the fields. */
export const integrationMessages = defineMessages({
  integrationSaveError: {
    'en-us': 'Error saving work orders',
    'es-es': 'Error al guardar las órdenes de trabajo',
    'pt-br': 'Erro ao salvar as ordens de serviço',
  },
  integrationDownloadError: {
    'en-us': 'Error downloading from the farm system',
    'es-es': 'Error al descargar del sistema de la finca',
    'pt-br': 'Erro ao baixar do sistema da fazenda',
  },
  integrationSendError: {
    'en-us': 'Error sending to the farm system',
    'es-es': 'Error al enviar al sistema de la finca',
    'pt-br': 'Erro ao enviar para o sistema da fazenda',
  },
  integrationSyncError: {
    'en-us': 'Error syncing',
    'es-es': 'Error al sincronizar',
    'pt-br': 'Erro ao sincronizar',
  },
  integrationFieldNotFound: {
    'en-us': 'Field not found',
    'es-es': 'Campo no encontrado',
    'pt-br': 'Talhão não encontrado',
  },
  ticketWithoutFields: {
    'en-us': 'Ticket without fields',
    'es-es': 'Ticket sin campos',
    'pt-br': 'Ticket sem talhões',
  },
  ticketWithoutProducts: {
    'en-us': 'Ticket without products',
    'es-es': 'Ticket sin productos',
    'pt-br': 'Ticket sem produtos',
  },
  integrationNotConfigured: {
    'en-us': 'The branch has no farm-system connection; set one in Settings > Integration',
    'es-es': 'La sucursal no tiene conexión con el sistema de la finca; configúrela en Ajustes > Integración',
    'pt-br': 'A unidade não tem conexão com o sistema da fazenda; configure em Configurações > Integração',
  },
  integrationFilesNoPull: {
    'en-us':
      'The branch exchanges files with its farm system, so there is nothing to pull: upload its export (CSV or XLSX) in Settings > Integration, Blend ticket files',
    'es-es':
      'La sucursal intercambia archivos con su sistema de la finca, así que no hay nada que descargar: suba su exportación (CSV o XLSX) en Ajustes > Integración, Archivos de tickets de mezcla',
    'pt-br':
      'A unidade troca arquivos com o sistema da fazenda, então não há nada a baixar: envie a exportação (CSV ou XLSX) em Configurações > Integração, Arquivos de tickets de mistura',
  },
  integrationNotAttached: {
    'en-us': 'The ticket still needs mapping: {codes}',
    'es-es': 'El ticket aún necesita mapeo: {codes}',
    'pt-br': 'O ticket ainda precisa de mapeamento: {codes}',
  },
  integrationOrderScheduled: {
    'en-us': 'The order of this ticket is scheduled; accept the update to change it',
    'es-es': 'La orden de este ticket está programada; acepte la actualización para cambiarla',
    'pt-br': 'A ordem deste ticket está programada; aceite a atualização para alterá-la',
  },
  ticketFileRequired: {
    'en-us': 'Choose a CSV or XLSX file of blend tickets',
    'es-es': 'Elija un archivo CSV o XLSX de tickets de mezcla',
    'pt-br': 'Escolha um arquivo CSV ou XLSX de tickets de mistura',
  },
  ticketFileUnreadable: {
    'en-us': 'The file could not be read as CSV or XLSX',
    'es-es': 'No se pudo leer el archivo como CSV o XLSX',
    'pt-br': 'Não foi possível ler o arquivo como CSV ou XLSX',
  },
  ticketFileTooManyLines: {
    'en-us': 'The file has more than {max} lines; split it',
    'es-es': 'El archivo tiene más de {max} líneas; divídalo',
    'pt-br': 'O arquivo tem mais de {max} linhas; divida-o',
  },
  ticketFileColumnsMissing: {
    'en-us': 'Choose the file columns of: {columns}',
    'es-es': 'Elija las columnas del archivo para: {columns}',
    'pt-br': 'Escolha as colunas do arquivo para: {columns}',
  },
  ticketFileNotFiles: {
    'en-us':
      'The branch exchanges tickets with its farm system through its API; choose files in Settings > Integration',
    'es-es': 'La sucursal intercambia tickets por la API; elija archivos en Ajustes > Integración',
    'pt-br': 'A unidade troca tickets pela API; escolha arquivos em Configurações > Integração',
  },
  ticketLineEmpty: {
    'en-us': '{column} is empty',
    'es-es': '{column} está vacío',
    'pt-br': '{column} está vazio',
  },
  ticketLineNotNumber: {
    'en-us': '{column} is not a number above zero: {value}',
    'es-es': '{column} no es un número mayor que cero: {value}',
    'pt-br': '{column} não é um número maior que zero: {value}',
  },
  ticketLineNotAllowed: {
    'en-us': '{column} has a value that is not allowed: {value}',
    'es-es': '{column} tiene un valor no permitido: {value}',
    'pt-br': '{column} tem um valor não permitido: {value}',
  },
  ticketLineDisagrees: {
    'en-us': '{column} differs from the other lines of ticket {ticket}',
    'es-es': '{column} difiere de las otras líneas del ticket {ticket}',
    'pt-br': '{column} difere das outras linhas do ticket {ticket}',
  },
  ticketLineLeftOut: {
    'en-us': 'Ticket {ticket} left out: another of its lines has an error',
    'es-es': 'Ticket {ticket} omitido: otra de sus líneas tiene un error',
    'pt-br': 'Ticket {ticket} deixado de fora: outra de suas linhas tem um erro',
  },
  ticketLineInvalid: {
    'en-us': 'Ticket {ticket} does not follow the contract: {detail}',
    'es-es': 'El ticket {ticket} no sigue el contrato: {detail}',
    'pt-br': 'O ticket {ticket} não segue o contrato: {detail}',
  },
});
