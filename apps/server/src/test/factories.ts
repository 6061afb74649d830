import {
  ZFarmInput,
  ZFieldInput,
  ZGrowerInput,
  ZProductInput,
  ZWorkOrderInput,
  type TFarmInput,
  type TFieldInput,
  type TGrowerInput,
  type TProductInput,
  type TWorkOrderInput,
} from '@tramline/domain';
import type { TAuth } from '../http/auth-context';
import { workOrderCommandOf } from '../modules/work-orders/work-orders.presenter';
import type { TServices } from '../services';

/**
 * Records for tests, built through the services as a caller would (validated by the shared
 * schemas, scoped to the caller's branch), with sensible defaults a test overrides where it
 * matters. Each call makes a new record with its own code and name.
 */
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A square field boundary of about 9 hectares near the demo branch, shifted per call. */
function squareAround(index: number) {
  const west = -93.5 + (index % 50) * 0.01;
  const south = 42.0 + Math.floor(index / 50) * 0.01;
  const side = 0.004;
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side],
        [west, south + side],
        [west, south],
      ],
    ],
  };
}

type TOverrides<T> = Partial<{ [K in keyof T]: T[K] }>;

export function buildGrower(services: TServices, auth: TAuth, overrides: TOverrides<TGrowerInput> = {}) {
  const index = next();
  return services.growers.create(
    auth,
    ZGrowerInput.parse({ code: `G-${index}`, firstName: `Grower ${index}`, ...overrides }),
  );
}

/** A farm of a grower (a new grower unless one is named). */
export async function buildFarm(services: TServices, auth: TAuth, overrides: TOverrides<TFarmInput> = {}) {
  const growerId = overrides.growerId ?? (await buildGrower(services, auth)).id;
  return services.growers.createFarm(
    auth,
    ZFarmInput.parse({ name: `Farm ${next()}`, ...overrides, growerId }),
  );
}

/** A field with a boundary (so an area) on a farm (a new farm unless one is named). */
export async function buildField(services: TServices, auth: TAuth, overrides: TOverrides<TFieldInput> = {}) {
  const index = next();
  const farmId = overrides.farmId ?? (await buildFarm(services, auth)).id;
  return services.fields.create(
    auth,
    ZFieldInput.parse({ name: `Field ${index}`, geometry: squareAround(index), ...overrides, farmId }),
  );
}

/** An active liquid product with every weather limit, so orders using it are consistent. */
export function buildProduct(services: TServices, auth: TAuth, overrides: TOverrides<TProductInput> = {}) {
  return services.products.create(
    auth,
    ZProductInput.parse({
      descProduct: `Product ${next()}`,
      typeProduct: 'LIQUID',
      rateUnit: 'l',
      vlHumidityMin: 20,
      vlHumidityMax: 95,
      vlTemperatureMin: 5,
      vlTemperatureMax: 32,
      vlVelocWindMin: 3,
      vlVelocWindMax: 16,
      rainFreeHours: 2,
      ...overrides,
    }),
  );
}

/**
 * A work order on fields of one farm with products: by default one new field and one new product.
 * `overrides` are the spec's body fields (as `POST /ordemservicos` takes them).
 */
export async function buildWorkOrder(
  services: TServices,
  auth: TAuth,
  overrides: TOverrides<TWorkOrderInput> = {},
) {
  let { growerId, farmId, fieldIds } = overrides;
  if (!fieldIds) {
    const field = await buildField(services, auth, farmId ? { farmId } : {});
    fieldIds = [field.id];
    farmId = field.farmId;
    growerId = field.growerId;
  }
  const products = overrides.products ?? [
    { productId: (await buildProduct(services, auth)).id, rate: 2, rateUnit: 'l' },
  ];
  const body = ZWorkOrderInput.parse({
    description: `Order ${next()}`,
    timing: 'PREPLANT',
    applicationType: 'MIX',
    ...overrides,
    growerId,
    farmId,
    fieldIds,
    products,
  });
  const [record] = await services.workOrders.createOrders(auth, workOrderCommandOf(body), {
    breakFields: false,
  });
  return record!;
}
