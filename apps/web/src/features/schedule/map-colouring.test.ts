import { describe, expect, it } from 'vitest';
import type { TAvailableOrder, TGroupWithEquipment, TPlan } from '@tramline/domain';
import {
  colourKeyOf,
  colourLegend,
  legendKey,
  machinesByOrder,
  mapOrdersRequest,
  visibleOrders,
} from './map-colouring';

const order = (id: number, extra: Partial<TAvailableOrder>): TAvailableOrder =>
  ({
    cdOrdemServico: id,
    productNames: [],
    status: 1,
    cropType: null,
    scheduledOn: null,
    ...extra,
  }) as TAvailableOrder;

const orders = [
  order(1, { productNames: ['Atrazine'], status: 1, cropType: 'Corn' }),
  order(2, { productNames: ['Glyphosate'], status: 5, cropType: 'Soybean', scheduledOn: '2026-06-05' }),
  order(3, { productNames: [], status: 1, cropType: null }),
];
const none = new Map<number, string>();
const ids = (list: TAvailableOrder[]) => list.map((entry) => entry.cdOrdemServico);

describe('orders map legend as a filter', () => {
  it('draws every order while nothing is hidden', () => {
    expect(ids(visibleOrders(orders, 'product', new Set(), none, '2026-06-02'))).toEqual([1, 2, 3]);
  });

  it('hides the orders of a hidden entry, by product, status, crop type and schedule date', () => {
    expect(ids(visibleOrders(orders, 'product', new Set([legendKey('Atrazine')]), none, ''))).toEqual([2, 3]);
    expect(ids(visibleOrders(orders, 'status', new Set([legendKey('1')]), none, ''))).toEqual([2]);
    expect(ids(visibleOrders(orders, 'cropType', new Set([legendKey(null)]), none, ''))).toEqual([1, 2]);
    expect(ids(visibleOrders(orders, 'scheduleDate', new Set([legendKey('2026-06-05')]), none, ''))).toEqual([
      1, 3,
    ]);
    expect(ids(visibleOrders(orders, 'default', new Set([legendKey('available')]), none, ''))).toEqual([2]);
  });

  it('filters by machine with the day’s plans', () => {
    const machineOf = new Map([[1, 'Sprayer 7']]);
    expect(colourKeyOf(orders[0]!, 'machine', machineOf, '')).toBe('Sprayer 7');
    expect(ids(visibleOrders(orders, 'machine', new Set([legendKey(null)]), machineOf, ''))).toEqual([1]);
  });

  it('tells a missing value apart from the text "null"', () => {
    expect(legendKey(null)).not.toBe(legendKey('null'));
    const withNullText = [...orders, order(4, { cropType: 'null' })];
    expect(ids(visibleOrders(withNullText, 'cropType', new Set([legendKey(null)]), none, ''))).toEqual([
      1, 2, 4,
    ]);
  });

  it('keeps a colour per legend entry, hidden or not', () => {
    const legend = colourLegend(
      orders.map((entry) => colourKeyOf(entry, 'product', none, '')),
      'product',
    );
    expect([...legend.keys()]).toEqual(['Atrazine', 'Glyphosate', null]);
  });

  it('asks for the day’s scheduled orders too, and colours them by machine', () => {
    expect(mapOrdersRequest('2026-06-02', 4, 'all', 500)).toMatchObject({
      data: '2026-06-02',
      configuracaoId: 4,
      incluirProgramadas: true,
      size: 500,
    });
    expect(mapOrdersRequest('2026-06-02', 4, 'VRT', 500)).toMatchObject({ applicationType: 'VRT' });
    const plans = [
      { equipmentName: 'Sprayer 7', items: [{ cdOrdemServico: 1 }, { cdOrdemServico: null }] },
    ] as unknown as TPlan[];
    const group = {
      equipments: [
        { equipamentoId: 7, name: 'Sprayer 7' },
        { equipamentoId: 9, name: 'Sprayer 9' },
      ],
    } as unknown as TGroupWithEquipment;
    const drawn = [
      order(1, { equipamentoId: 7, selectable: false }),
      order(5, { equipamentoId: 9, selectable: false }),
      order(3, { equipamentoId: null }),
    ];
    const machineOf = machinesByOrder(plans, drawn, group);
    expect(drawn.map((entry) => colourKeyOf(entry, 'machine', machineOf, ''))).toEqual([
      'Sprayer 7',
      'Sprayer 9',
      null,
    ]);
    expect(drawn.map((entry) => colourKeyOf(entry, 'default', machineOf, ''))).toEqual([
      'scheduled',
      'scheduled',
      'available',
    ]);
  });
});
