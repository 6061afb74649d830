import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login } = await createTestApp();
const token = await login('applicator');

describe('units of measure', () => {
  it('answers the 16 units of the spec with their kind and SI factor', async () => {
    const response = await call(token, 'GET', '/api/unidade-medida/findAll');
    expect(response.statusCode).toBe(200);
    const units = response.json();
    expect(units.map((unit: { code: string }) => unit.code)).toEqual([
      'ac',
      'bg',
      'bu',
      'fl oz',
      'gal',
      'gl',
      'ha',
      'kg',
      'l',
      'lb',
      'm',
      'ml',
      'oz',
      'pt',
      'qt',
      't',
    ]);
    expect(units.find((unit: { code: string }) => unit.code === 'gal')).toEqual({
      id: 5,
      code: 'gal',
      descUnidadeMedida: 'gallon',
      kind: 'volume',
      siFactor: 3.785411784,
      siUnit: 'l',
    });
    expect(units.find((unit: { code: string }) => unit.code === 'bg')).toMatchObject({
      kind: 'count',
      siFactor: null,
      siUnit: null,
    });
  });

  it('pages them zero-based', async () => {
    const page = (await call(token, 'GET', '/api/unidade-medida/findPaged?page=1&size=5')).json();
    expect(page).toMatchObject({ totalElements: 16, totalPages: 4, number: 1, size: 5 });
    expect(page.content.map((unit: { code: string }) => unit.code)).toEqual(['gl', 'ha', 'kg', 'l', 'lb']);
  });

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', '/api/unidade-medida/findAll')).statusCode).toBe(401);
  });
});
