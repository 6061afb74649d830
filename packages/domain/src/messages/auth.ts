import { defineMessages } from './define';

export const authMessages = defineMessages({
  incorrectLogin: {
    'en-us': 'Incorrect username or password!',
    'es-es': '¡Usuario o contraseña incorrectos!',
    'pt-br': 'Usuário ou senha incorretos!',
  },
  tooManyAttempts: {
    'en-us': 'Too many failed attempts. Try again in {minutes} minutes.',
    'es-es': 'Demasiados intentos fallidos. Inténtelo de nuevo en {minutes} minutos.',
    'pt-br': 'Muitas tentativas sem sucesso. Tente novamente em {minutes} minutos.',
  },
  passwordChangeRequired: {
    'en-us': 'Change your password before making changes',
    'es-es': 'Cambie su contraseña antes de hacer cambios',
    'pt-br': 'Altere sua senha antes de fazer alterações',
  },
  invalidInvite: {
    'en-us': 'Invalid/Expired invite!',
    'es-es': '¡Invitación no válida o caducada!',
    'pt-br': 'Convite inválido/expirado!',
  },
  unitNotPermitted: {
    'en-us': 'You are not permitted in this branch',
    'es-es': 'No tiene permiso en esta sucursal',
    'pt-br': 'Você não tem permissão nesta unidade',
  },
  unitsPreferenceInvalid: {
    'en-us': 'Units must be those of the language, imperial or metric',
    'es-es': 'Las unidades deben ser las del idioma, imperiales o métricas',
    'pt-br': 'As unidades devem ser as do idioma, imperiais ou métricas',
  },
  unitInactive: {
    'en-us': 'This branch is inactive',
    'es-es': 'Esta sucursal está inactiva',
    'pt-br': 'Esta unidade está inativa',
  },
  locationNotPermitted: {
    'en-us': 'You are not permitted in this location',
    'es-es': 'No tiene permiso en esta ubicación',
    'pt-br': 'Você não tem permissão nesta localização',
  },
});
