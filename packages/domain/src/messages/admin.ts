import { defineMessages } from './define';

/** Branch records, the owner's settings and firmware packages. */
export const adminMessages = defineMessages({
  invalidTimeZone: {
    'en-us': 'Use a time zone name such as America/Chicago',
    'es-es': 'Use un nombre de zona horaria como Europe/Madrid',
    'pt-br': 'Use um nome de fuso horário como America/Sao_Paulo',
  },
  invalidCountry: {
    'en-us': 'Use a two-letter country code such as US',
    'es-es': 'Use un código de país de dos letras como ES',
    'pt-br': 'Use um código de país de duas letras como BR',
  },
  branchCodeInUse: {
    'en-us': 'This code is already in use in another branch',
    'es-es': 'Este código ya está en uso en otra sucursal',
    'pt-br': 'Este código já está em uso em outra unidade',
  },
  regionNotFound: {
    'en-us': 'This region does not exist',
    'es-es': 'Esta región no existe',
    'pt-br': 'Esta regional não existe',
  },
  invalidChecksum: {
    'en-us': 'Type the SHA-256 checksum as 64 hexadecimal characters',
    'es-es': 'Escriba la suma SHA-256 con 64 caracteres hexadecimales',
    'pt-br': 'Digite o checksum SHA-256 com 64 caracteres hexadecimais',
  },
  firmwareChecksumMismatch: {
    'en-us': 'The file does not match the checksum typed: it may be damaged',
    'es-es': 'El archivo no coincide con la suma escrita: puede estar dañado',
    'pt-br': 'O arquivo não confere com o checksum digitado: ele pode estar corrompido',
  },
  firmwareFileRequired: {
    'en-us': 'Choose the firmware file',
    'es-es': 'Elija el archivo de firmware',
    'pt-br': 'Escolha o arquivo de firmware',
  },
  firmwareTooLarge: {
    'en-us': 'The firmware file is larger than {size} MB',
    'es-es': 'El archivo de firmware supera {size} MB',
    'pt-br': 'O arquivo de firmware passa de {size} MB',
  },
  firmwareVersionExists: {
    'en-us': 'This version already exists for this controller and model',
    'es-es': 'Esta versión ya existe para este controlador y modelo',
    'pt-br': 'Esta versão já existe para este controlador e modelo',
  },
  firmwareModelMismatch: {
    'en-us': 'The package is for another controller or model than this machine',
    'es-es': 'El paquete es para otro controlador o modelo que esta máquina',
    'pt-br': 'O pacote é para outro controlador ou modelo que esta máquina',
  },
  firmwareNotAssigned: {
    'en-us': 'No firmware package is assigned to this machine',
    'es-es': 'No hay ningún paquete de firmware asignado a esta máquina',
    'pt-br': 'Nenhum pacote de firmware está atribuído a esta máquina',
  },
});
