import { z } from 'zod';
import { defineMessages } from './messages/define';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const passwordMessages = defineMessages({
  passwordTooShort: {
    'en-us': 'The password must have at least 8 characters',
    'es-es': 'La contraseña debe tener al menos 8 caracteres',
    'pt-br': 'A senha deve ter pelo menos 8 caracteres',
  },
  passwordTooLong: {
    'en-us': 'The password must have at most 20 characters',
    'es-es': 'La contraseña debe tener como máximo 20 caracteres',
    'pt-br': 'A senha deve ter no máximo 20 caracteres',
  },
  passwordRequirements: {
    'en-us':
      'The password needs at least one letter, one uppercase letter, one number and one special character',
    'es-es': 'La contraseña necesita al menos una letra, una mayúscula, un número y un carácter especial',
    'pt-br': 'A senha precisa de pelo menos uma letra, uma maiúscula, um número e um caractere especial',
  },
  passwordMismatch: {
    'en-us': 'The passwords do not match',
    'es-es': 'Las contraseñas no coinciden',
    'pt-br': 'As senhas não coincidem',
  },
});

export type TPasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordRequirements';

/** Every rule of the password policy the password breaks, in the order the spec lists them. */
export function passwordProblems(password: string): TPasswordProblem[] {
  const problems: TPasswordProblem[] = [];
  if (password.length < PASSWORD_MIN) problems.push('passwordTooShort');
  if (password.length > PASSWORD_MAX) problems.push('passwordTooLong');
  const hasLetter = /\p{L}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasDigit = /\d/.test(password);
  const hasSpecial = /[^\p{L}\d\s]/u.test(password);
  if (!(hasLetter && hasUpper && hasDigit && hasSpecial)) problems.push('passwordRequirements');
  return problems;
}

export const ZPassword = z.string().superRefine((password, context) => {
  for (const problem of passwordProblems(password)) context.addIssue({ code: 'custom', message: problem });
});

/** A new password with its confirmation. */
export const ZPasswordChange = z
  .object({ password: ZPassword, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    message: 'passwordMismatch',
    path: ['confirmation'],
  });
