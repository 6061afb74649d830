/**
 * The stand-in ERP's own records: a central-Iowa retailer with corn and soybean growers and their
 * pre- and post-emergence herbicide blends. Rates are label rates per acre in the ERP's units.
 */

/** A square boundary of about 80 acres (a quarter of a quarter section is 40) near Ames. */
function square(west: number, south: number) {
  const side = 0.0085;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side * 0.72],
        [west, south + side * 0.72],
        [west, south],
      ],
    ],
  };
}

export const STAND_IN_GROWERS = [
  { code: 'G1001', name: 'Hansen Farms' },
  { code: 'G1002', name: 'Larson Family Farm' },
  { code: 'G1003', name: 'Meyer Grain LLC' },
];

export const STAND_IN_PRODUCTS = [
  { code: 'P-ACUR', name: 'Acuron', type: 'LIQUID', epa: '100-1466' },
  { code: 'P-RUPM', name: 'Roundup PowerMAX 3', type: 'LIQUID', epa: '524-659' },
  { code: 'P-ATRZ', name: 'Atrazine 4L', type: 'LIQUID', epa: '100-497' },
  { code: 'P-ENLT', name: 'Enlist One', type: 'LIQUID', epa: '62719-695' },
  { code: 'P-AMS', name: 'Ammonium sulfate 17 lb/gal', type: 'LIQUID', epa: null },
  { code: 'P-COC', name: 'Crop oil concentrate', type: 'LIQUID', epa: null },
];

export const STAND_IN_FIELDS = [
  {
    code: 'F-2001',
    name: 'Home 80',
    growerCode: 'G1001',
    farmCode: 'FM-11',
    acres: 79.6,
    geometry: square(-93.62, 42.03),
  },
  {
    code: 'F-2002',
    name: 'Creek Quarter',
    growerCode: 'G1001',
    farmCode: 'FM-11',
    acres: 152.3,
    geometry: square(-93.6, 42.03),
  },
  {
    code: 'F-2003',
    name: 'Larson North',
    growerCode: 'G1002',
    farmCode: 'FM-21',
    acres: 78.1,
    geometry: square(-93.55, 42.06),
  },
  { code: 'F-2004', name: 'Meyer West', growerCode: 'G1003', farmCode: 'FM-31', acres: 64.0, geometry: null },
];

/** Blend tickets as the ERP shows them: one application each, rates per acre. */
export const STAND_IN_TICKETS = [
  {
    ticketNumber: 'BT-10421',
    revision: 1,
    status: 'OPEN',
    growerCode: 'G1001',
    growerName: 'Hansen Farms',
    farmCode: 'FM-11',
    farmName: 'Hansen Home',
    fields: [{ code: 'F-2001', name: 'Home 80', area: 79.6 }],
    products: [
      { code: 'P-ACUR', name: 'Acuron', rate: 2.5, unit: 'QT' },
      { code: 'P-ATRZ', name: 'Atrazine 4L', rate: 1, unit: 'QT' },
    ],
    areaUnit: 'ac',
    carrierRate: 15,
    carrierUnit: 'GAL',
    crop: 'CORN',
    timing: 'PRE',
    equipmentGroupCode: 'SPRAY-120',
    locationCode: 'AMES',
    applyAfter: '2026-04-20T12:00:00Z',
    applyBefore: '2026-05-05T23:00:00Z',
  },
  {
    ticketNumber: 'BT-10422',
    revision: 1,
    status: 'OPEN',
    growerCode: 'G1002',
    growerName: 'Larson Family Farm',
    farmCode: 'FM-21',
    farmName: 'Larson North',
    fields: [{ code: 'F-2003', name: 'Larson North', area: 78.1 }],
    products: [
      { code: 'P-ENLT', name: 'Enlist One', rate: 32, unit: 'FLOZ' },
      { code: 'P-RUPM', name: 'Roundup PowerMAX 3', rate: 30, unit: 'FLOZ' },
      { code: 'P-AMS', name: 'Ammonium sulfate', rate: 1, unit: 'GAL' },
    ],
    areaUnit: 'ac',
    carrierRate: 15,
    carrierUnit: 'GAL',
    crop: 'SOYBEAN',
    timing: 'POST',
    applyAfter: '2026-06-10T12:00:00Z',
    applyBefore: '2026-06-25T23:00:00Z',
  },
  {
    ticketNumber: 'BT-10423',
    revision: 1,
    status: 'OPEN',
    growerCode: 'G1003',
    growerName: 'Meyer Grain LLC',
    farmCode: 'FM-31',
    fields: [{ code: 'F-2004', name: 'Meyer West', area: 64 }],
    products: [{ code: 'P-RUPM', name: 'Roundup PowerMAX 3', rate: 32, unit: 'FLOZ' }],
    areaUnit: 'ac',
    carrierRate: 10,
    carrierUnit: 'GAL',
    crop: 'CORN',
    timing: 'BURNDOWN',
  },
];
