import { ZFieldEditResult, ZFieldMergeInput, ZFieldSplitInput, ZIdParam } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const edit = { permission: 'records.edit' as const };
const tags = ['fields'];

/** The map editor's boundary edits that change several fields at once: split and merge. */
export function fieldEditsRoutes(app: TApi) {
  const fields = app.services.fields;

  app.post(
    '/talhoes/:id/split',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Split a field into parts (the first keeps the field, the others become new fields)',
        params: ZIdParam,
        body: ZFieldSplitInput,
        response: { 200: ZFieldEditResult },
      },
    },
    async (request) => fields.split(authOf(request), request.params.id, request.body),
  );
  app.post(
    '/talhoes/merge',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Merge two touching fields of one farm into the first',
        body: ZFieldMergeInput,
        response: { 200: ZFieldEditResult },
      },
    },
    async (request) => fields.merge(authOf(request), request.body),
  );
}
