import { defineMessages } from './define';

/** Messages of the as-applied import (TaskData and Shapefile files from terminals). */
export const asAppliedImportMessages = defineMessages({
  asAppliedImportFileRequired: {
    'en-us': 'Choose a TaskData archive or a zipped Shapefile to upload',
    'es-es': 'Elija un archivo TaskData o un Shapefile comprimido para subir',
    'pt-br': 'Escolha um arquivo TaskData ou um Shapefile compactado para enviar',
  },
  asAppliedImportNotZip: {
    'en-us': 'The file is not a zip archive, or the archive is damaged',
    'es-es': 'El archivo no es un archivo zip, o el archivo está dañado',
    'pt-br': 'O arquivo não é um arquivo zip, ou o arquivo está danificado',
  },
  asAppliedImportForeign: {
    'en-us': 'The archive holds neither a TASKDATA.XML nor a Shapefile (.shp)',
    'es-es': 'El archivo no contiene un TASKDATA.XML ni un Shapefile (.shp)',
    'pt-br': 'O arquivo não contém um TASKDATA.XML nem um Shapefile (.shp)',
  },
  asAppliedImportTooLarge: {
    'en-us': 'The archive unpacks to more than {megabytes} MB or holds more than {entries} files',
    'es-es': 'El archivo se descomprime en más de {megabytes} MB o contiene más de {entries} archivos',
    'pt-br': 'O arquivo descompacta em mais de {megabytes} MB ou contém mais de {entries} arquivos',
  },
  asAppliedImportTaskDataUnreadable: {
    'en-us': '{file} is not ISO 11783-10 TaskData',
    'es-es': '{file} no es un TaskData ISO 11783-10',
    'pt-br': '{file} não é um TaskData ISO 11783-10',
  },
  asAppliedImportNoTimeLog: {
    'en-us': 'The TaskData holds no TimeLog (TLG): nothing was recorded to import',
    'es-es': 'El TaskData no contiene ningún TimeLog (TLG): no hay nada registrado para importar',
    'pt-br': 'O TaskData não contém nenhum TimeLog (TLG): nada foi registrado para importar',
  },
  asAppliedImportTimeLogMissing: {
    'en-us': 'TimeLog {timeLog}: the file {file} is missing from the archive',
    'es-es': 'TimeLog {timeLog}: falta el archivo {file} en el archivo comprimido',
    'pt-br': 'TimeLog {timeLog}: o arquivo {file} não está no arquivo compactado',
  },
  asAppliedImportTimeLogDamaged: {
    'en-us': 'TimeLog {timeLog}: the binary file ends inside record {record}',
    'es-es': 'TimeLog {timeLog}: el archivo binario termina dentro del registro {record}',
    'pt-br': 'TimeLog {timeLog}: o arquivo binário termina dentro do registro {record}',
  },
  asAppliedImportShapefileUnreadable: {
    'en-us': 'The Shapefile could not be read, or it holds no points in longitude and latitude',
    'es-es': 'No se pudo leer el Shapefile, o no contiene puntos en longitud y latitud',
    'pt-br': 'Não foi possível ler o Shapefile, ou ele não contém pontos em longitude e latitude',
  },
  asAppliedImportNoPoints: {
    'en-us': 'The file holds no positions with a time',
    'es-es': 'El archivo no contiene posiciones con hora',
    'pt-br': 'O arquivo não contém posições com horário',
  },
  asAppliedImportTooManyPoints: {
    'en-us': 'The file holds more than {max} points',
    'es-es': 'El archivo contiene más de {max} puntos',
    'pt-br': 'O arquivo contém mais de {max} pontos',
  },
  asAppliedImportMachineRequired: {
    'en-us': 'Choose the machine that did the work: the order was not sent to any machine',
    'es-es': 'Elija la máquina que hizo el trabajo: la orden no fue enviada a ninguna máquina',
    'pt-br': 'Escolha a máquina que fez o trabalho: a ordem não foi enviada a nenhuma máquina',
  },
  asAppliedImportNotPending: {
    'en-us': 'This import is already stored on an order',
    'es-es': 'Esta importación ya está guardada en una orden',
    'pt-br': 'Esta importação já está gravada em uma ordem',
  },
});
