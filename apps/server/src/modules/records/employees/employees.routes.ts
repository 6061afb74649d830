import { z } from 'zod';
import {
  ZEmployeeFilter,
  ZEmployeeInput,
  ZEmployeeListQuery,
  ZEmployeeRecord,
  ZIdParam,
  ZLicenceInput,
  ZLicenceParams,
  ZLicenceRecord,
  ZLicenceStatusChange,
  ZPage,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['employees'];

/** Employees (`funcionario`) of the active branch and their licences. */
export function employeesRoutes(app: TApi) {
  const employees = app.services.employees;
  const edit = { permission: 'records.edit' as const };

  app.get(
    '/funcionario',
    {
      schema: {
        tags,
        summary: 'List employees',
        querystring: ZEmployeeListQuery,
        response: { 200: ZPage(ZEmployeeRecord) },
      },
    },
    async (request) => employees.list(authOf(request), request.query),
  );
  app.post(
    '/funcionario/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter employees',
        body: ZEmployeeFilter,
        response: { 200: ZPage(ZEmployeeRecord) },
      },
    },
    async (request) => employees.list(authOf(request), request.body),
  );
  app.get(
    '/funcionario/cargo-robo',
    {
      schema: {
        tags,
        summary: 'Active robot managers of the branch',
        response: { 200: z.array(ZEmployeeRecord) },
      },
    },
    async (request) => employees.robotManagers(authOf(request)),
  );
  app.get(
    '/funcionario/:id',
    { schema: { tags, summary: 'One employee', params: ZIdParam, response: { 200: ZEmployeeRecord } } },
    async (request) => employees.get(authOf(request), request.params.id),
  );
  app.post(
    '/funcionario',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create an employee',
        body: ZEmployeeInput,
        response: { 201: ZEmployeeRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await employees.create(authOf(request), request.body)),
  );
  app.put(
    '/funcionario',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save an employee (id in body)',
        body: ZEmployeeInput,
        response: { 200: ZEmployeeRecord, 201: ZEmployeeRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await employees.create(authOf(request), request.body));
      return employees.update(authOf(request), id, request.body);
    },
  );
  app.put(
    '/funcionario/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit an employee',
        params: ZIdParam,
        body: ZEmployeeInput,
        response: { 200: ZEmployeeRecord },
      },
    },
    async (request) => employees.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/funcionario/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete an employee', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await employees.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/funcionario/:id/licencas',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a licence',
        params: ZIdParam,
        body: ZLicenceInput,
        response: { 201: ZLicenceRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await employees.addLicence(authOf(request), request.params.id, request.body)),
  );
  app.put(
    '/funcionario/:id/licencas/:licenceId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a licence',
        params: ZLicenceParams,
        body: ZLicenceInput,
        response: { 200: ZLicenceRecord },
      },
    },
    async (request) =>
      employees.updateLicence(authOf(request), request.params.id, request.params.licenceId, request.body),
  );
  app.put(
    '/funcionario/:id/licencas/:licenceId/status',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Deactivate, reactivate or delete a licence',
        params: ZLicenceParams,
        body: ZLicenceStatusChange,
        response: { 200: ZLicenceRecord },
      },
    },
    async (request) =>
      employees.setLicenceStatus(
        authOf(request),
        request.params.id,
        request.params.licenceId,
        request.body.status,
      ),
  );
  app.delete(
    '/funcionario/:id/licencas/:licenceId',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a licence',
        params: ZLicenceParams,
        response: { 200: ZLicenceRecord },
      },
    },
    async (request) =>
      employees.setLicenceStatus(authOf(request), request.params.id, request.params.licenceId, 'DELETED'),
  );
}
