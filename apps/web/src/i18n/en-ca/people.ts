import type enUsPeople from '../en-us/people';
import type { TMessageOverrides } from '../types';

/** English (Canada) over the en-us people texts: licence and colour as Canadians write them. */
const people: TMessageOverrides<typeof enUsPeople> = {
  employees: { subtitle: 'Drivers and operators of the branch, with their applicator licences' },
  licences: {
    title: 'Licences',
    add: 'Add licence',
    edit: 'Edit licence',
    none: 'No licences',
    number: 'Licence number',
    reactivateBody: 'The licence counts again when planning who may apply restricted products.',
    deleteBody: 'The licence is removed from the employee. This cannot be undone.',
    statusError: 'The licence could not be changed',
  },
  stops: { fields: { backgroundColor: 'Icon background colour' } },
  users: { fields: { applicatorLicence: 'Applicator licence' } },
  onboarding: {
    terms: {
      licencesTitle: 'Licences and labels',
      licencesBody:
        'Schedules do not replace product labels or the law. Only licensed applicators may apply restricted-use products, and dicamba only with a valid dicamba licence.',
    },
  },
};

export default people;
