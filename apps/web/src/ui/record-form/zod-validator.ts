import type { TSchema } from '../../api/client';
import { translateIssue, type TLocale } from '@tramline/domain';

/**
 * A Mantine form `validate` function from a domain schema: the form shows the same messages the
 * server sends for the same rule ('This is a required field!', bounds, lengths...), by field path.
 */
export function zodValidator<Values>(schema: TSchema<unknown>, locale: TLocale) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      const detail = translateIssue(issue, locale);
      errors[detail.path] ??= detail.message;
    }
    return errors;
  };
}
