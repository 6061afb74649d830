import { describe, expect, it } from 'vitest';
import { buildField, buildProduct, buildWorkOrder } from './factories';
import { createTestApp } from './test-app';

const { app, call, login } = await createTestApp();
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

describe('test factories', () => {
  it('build a consistent work order that reads back by id', async () => {
    const order = await buildWorkOrder(services, auth);
    expect(order.inconsistencies).toEqual([]);
    const response = await call(token, 'GET', `/api/ordemservicos/${order.cdOrdemServico}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cdOrdemServico: order.cdOrdemServico, status: order.status });
  });

  it('put an order on the fields and products named', async () => {
    const field = await buildField(services, auth);
    const product = await buildProduct(services, auth, { descProduct: 'Named product' });
    const order = await buildWorkOrder(services, auth, {
      growerId: field.growerId,
      farmId: field.farmId,
      fieldIds: [field.id],
      products: [{ productId: product.id, rate: 3, rateUnit: 'l' }],
    });
    expect(order.fieldIds).toEqual([field.id]);
    expect(order.products.map((line) => line.productId)).toEqual([product.id]);
    expect(field.areaHectares).toBeGreaterThan(0);
  });
});
