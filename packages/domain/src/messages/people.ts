import { defineMessages } from './define';

/**
 * Records of people and access (part 2 §5 and §8): employees and licences, users, password,
 * onboarding, invites, vouchers, stop operations and the share modal.
 */
export const peopleMessages = defineMessages({
  employeeCodeExists: {
    'en-us': 'This code already exists',
    'es-es': 'Este código ya existe',
    'pt-br': 'Este código já existe',
  },
  employeeCodeInOtherBranch: {
    'en-us': 'This code is already used in another branch',
    'es-es': 'Este código ya se usa en otra sucursal',
    'pt-br': 'Este código já é usado em outra unidade',
  },
  employeeCredentialExists: {
    'en-us': 'This credential already exists',
    'es-es': 'Esta credencial ya existe',
    'pt-br': 'Esta credencial já existe',
  },
  employeeInUse: {
    'en-us': 'Error deleting employee, this employee has already been used!',
    'es-es': '¡Error al eliminar el empleado, este empleado ya fue utilizado!',
    'pt-br': 'Erro ao excluir o funcionário, este funcionário já foi utilizado!',
  },
  licenceEffectiveDateRequired: {
    'en-us': 'The license needs an effective date',
    'es-es': 'La licencia necesita una fecha de vigencia',
    'pt-br': 'A licença precisa de uma data de vigência',
  },
  licenceInvalidEffectiveDate: {
    'en-us': 'Invalid effective date',
    'es-es': 'Fecha de vigencia no válida',
    'pt-br': 'Data de vigência inválida',
  },
  licenceExpirationBeforeEffective: {
    'en-us': 'The expiration date must be on or after the effective date',
    'es-es': 'La fecha de vencimiento debe ser igual o posterior a la fecha de vigencia',
    'pt-br': 'A data de vencimento deve ser igual ou posterior à data de vigência',
  },
  licenceDeleted: {
    'en-us': 'This license was deleted and cannot be changed',
    'es-es': 'Esta licencia fue eliminada y no se puede cambiar',
    'pt-br': 'Esta licença foi excluída e não pode ser alterada',
  },
  userLoginExists: {
    'en-us': 'A user with this login already exists',
    'es-es': 'Ya existe un usuario con este login',
    'pt-br': 'Já existe um usuário com este login',
  },
  userLoginFormat: {
    'en-us': 'Use letters, numbers, dots, dashes, underscores or @ only',
    'es-es': 'Use solo letras, números, puntos, guiones, guiones bajos o @',
    'pt-br': 'Use apenas letras, números, pontos, hífens, sublinhados ou @',
  },
  userInUse: {
    'en-us': 'Error deleting user, this user has already been used! Deactivate the user instead.',
    'es-es': '¡Error al eliminar el usuario, este usuario ya fue utilizado! Desactívelo en su lugar.',
    'pt-br': 'Erro ao excluir o usuário, este usuário já foi utilizado! Desative-o em vez disso.',
  },
  roleNotGrantable: {
    'en-us': 'You can only grant roles you hold or roles below them',
    'es-es': 'Solo puede conceder los roles que usted tiene o roles inferiores a ellos',
    'pt-br': 'Você só pode conceder os perfis que você possui ou perfis abaixo deles',
  },
  unitNotGrantable: {
    'en-us': 'You can only grant branches you hold yourself',
    'es-es': 'Solo puede conceder las sucursales que usted mismo tiene',
    'pt-br': 'Você só pode conceder as unidades que você mesmo possui',
  },
  userOutranks: {
    'en-us': 'You cannot change a user with a role above the roles you hold',
    'es-es': 'No puede cambiar un usuario con un rol superior a los roles que usted tiene',
    'pt-br': 'Você não pode alterar um usuário com um perfil acima dos perfis que você possui',
  },
  lastAdmin: {
    'en-us': 'The last administrator cannot be removed, deactivated or lose the administrator role',
    'es-es': 'El último administrador no se puede eliminar, desactivar ni perder el rol de administrador',
    'pt-br': 'O último administrador não pode ser excluído, desativado nem perder o perfil de administrador',
  },
  locationOutsideUnits: {
    'en-us': 'The location does not belong to the chosen branches',
    'es-es': 'La ubicación no pertenece a las sucursales elegidas',
    'pt-br': 'A localização não pertence às unidades escolhidas',
  },
  passwordCurrentWrong: {
    'en-us': 'The current password is not correct, try again',
    'es-es': 'La contraseña actual no es correcta, inténtelo de nuevo',
    'pt-br': 'A senha atual não está correta, tente novamente',
  },
  termsRequired: {
    'en-us': 'Accept the terms and conditions to continue',
    'es-es': 'Acepte los términos y condiciones para continuar',
    'pt-br': 'Aceite os termos e condições para continuar',
  },
  inviteExists: {
    'en-us': 'An invite for this user already exists',
    'es-es': 'Ya existe una invitación para este usuario',
    'pt-br': 'Já existe um convite para este usuário',
  },
  inviteExpired: {
    'en-us': 'This invite has expired',
    'es-es': 'Esta invitación ha caducado',
    'pt-br': 'Este convite expirou',
  },
  inviteFinished: {
    'en-us': 'This invite has already been used',
    'es-es': 'Esta invitación ya fue utilizada',
    'pt-br': 'Este convite já foi utilizado',
  },
  inviteEmailSubject: {
    'en-us': 'Your invitation to {company} on Tramline',
    'es-es': 'Su invitación a {company} en Tramline',
    'pt-br': 'Seu convite para {company} no Tramline',
  },
  inviteEmailBody: {
    'en-us':
      'Hello {name},\n\n{inviter} invited you to join {company} on Tramline as {role} of the {branch} branch.\n\nOpen this link to accept the terms, set your password and finish your registration:\n{link}\n\nYour username will be {username}. The link works for 7 days, until {expires} (UTC). If you did not expect this invitation, you can ignore this email.',
    'es-es':
      'Hola {name}:\n\n{inviter} le invitó a unirse a {company} en Tramline como {role} de la sucursal {branch}.\n\nAbra este enlace para aceptar los términos, definir su contraseña y completar su registro:\n{link}\n\nSu nombre de usuario será {username}. El enlace funciona durante 7 días, hasta el {expires} (UTC). Si no esperaba esta invitación, puede ignorar este correo.',
    'pt-br':
      'Olá {name},\n\n{inviter} convidou você para fazer parte de {company} no Tramline como {role} da unidade {branch}.\n\nAbra este link para aceitar os termos, definir sua senha e concluir seu cadastro:\n{link}\n\nSeu nome de usuário será {username}. O link funciona por 7 dias, até {expires} (UTC). Se você não esperava este convite, ignore este e-mail.',
  },
  inviteRoleTopManager: {
    'en-us': 'top manager',
    'es-es': 'gerente general',
    'pt-br': 'gerente geral',
  },
  inviteRoleManager: {
    'en-us': 'manager',
    'es-es': 'gerente',
    'pt-br': 'gerente',
  },
  voucherUserNotFound: {
    'en-us': 'Username not found',
    'es-es': 'Nombre de usuario no encontrado',
    'pt-br': 'Nome de usuário não encontrado',
  },
  voucherEmployeeNotFound: {
    'en-us': 'Employee code not found',
    'es-es': 'Código de empleado no encontrado',
    'pt-br': 'Código de funcionário não encontrado',
  },
  voucherCancelled: {
    'en-us': 'This voucher is cancelled',
    'es-es': 'Este voucher está cancelado',
    'pt-br': 'Este voucher está cancelado',
  },
  voucherExpirationPast: {
    'en-us': 'The expiration date cannot be in the past',
    'es-es': 'La fecha de vencimiento no puede estar en el pasado',
    'pt-br': 'A data de vencimento não pode estar no passado',
  },
  stopOperationCodeDigits: {
    'en-us': 'The code must contain numbers only',
    'es-es': 'El código debe contener solo números',
    'pt-br': 'O código deve conter apenas números',
  },
  stopOperationCodeExists: {
    'en-us': 'This code already exists',
    'es-es': 'Este código ya existe',
    'pt-br': 'Este código já existe',
  },
  stopOperationDuration: {
    'en-us': 'The duration must be a whole number of minutes greater than 0',
    'es-es': 'La duración debe ser un número entero de minutos mayor que 0',
    'pt-br': 'A duração deve ser um número inteiro de minutos maior que 0',
  },
  stopOperationInUse: {
    'en-us': 'Error deleting stop operation, it has already been used!',
    'es-es': '¡Error al eliminar la operación de parada, ya fue utilizada!',
    'pt-br': 'Erro ao excluir a operação de parada, ela já foi utilizada!',
  },
  invalidColour: {
    'en-us': 'Use a colour like #1E88E5',
    'es-es': 'Use un color como #1E88E5',
    'pt-br': 'Use uma cor como #1E88E5',
  },
  invalidUrl: {
    'en-us': 'This field needs a valid web address (https://...)',
    'es-es': 'Este campo necesita una dirección web válida (https://...)',
    'pt-br': 'Este campo precisa de um endereço web válido (https://...)',
  },
  shareFailed: {
    'en-us': 'Unable to send email or SMS',
    'es-es': 'No se pudo enviar el correo electrónico o SMS',
    'pt-br': 'Não foi possível enviar o e-mail ou SMS',
  },
  shareTimeout: {
    'en-us': 'Request timed out, try again',
    'es-es': 'La solicitud tardó demasiado, inténtelo de nuevo',
    'pt-br': 'A requisição demorou demais, tente novamente',
  },
  shareInvalidEmails: {
    'en-us': 'Invalid emails: {emails}',
    'es-es': 'Correos electrónicos no válidos: {emails}',
    'pt-br': 'E-mails inválidos: {emails}',
  },
  shareInvalidPhones: {
    'en-us': 'Invalid phone numbers: {phones}',
    'es-es': 'Números de teléfono no válidos: {phones}',
    'pt-br': 'Números de telefone inválidos: {phones}',
  },
  shareTooManyRecipients: {
    'en-us': 'Send to at most {max} recipients at once',
    'es-es': 'Envíe como máximo a {max} destinatarios a la vez',
    'pt-br': 'Envie para no máximo {max} destinatários de uma vez',
  },
  smsNotConfigured: {
    'en-us': 'SMS is not set up for your company',
    'es-es': 'El SMS no está configurado para su empresa',
    'pt-br': 'O SMS não está configurado para a sua empresa',
  },
});
