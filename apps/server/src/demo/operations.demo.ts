import type { TCleaningFamily, TPlanType } from '@tramline/domain';

type TBranch = 'iowa' | 'matoGrosso';

/** How a crew applies an operation: a liquid spray (sprayer) or a dry spread (spreader). */
export type TApplicationKind = 'LIQUID' | 'DRY';

/** What an operation puts on the field: herbicides (auxins among them), fungicide, insecticide or fertiliser. */
export type TOperationPurpose = 'HERBICIDE' | 'FUNGICIDE' | 'INSECTICIDE' | 'FERTILIZER';

/** The product families an operation's tank or bin may hold: its own, and adjuvants in a spray. */
export const FAMILIES_OF_PURPOSE: Record<TOperationPurpose, readonly TCleaningFamily[]> = {
  HERBICIDE: ['HERBICIDE', 'AUXIN', 'ADJUVANT'],
  FUNGICIDE: ['FUNGICIDE', 'ADJUVANT'],
  INSECTICIDE: ['INSECTICIDE', 'ADJUVANT'],
  FERTILIZER: ['FERTILIZER'],
};

/** The crop timings an operation of a purpose may have (fertiliser goes on before planting or on the crop). */
export const TIMINGS_OF_PURPOSE: Record<TOperationPurpose, readonly TPlanType[]> = {
  HERBICIDE: ['BURNDOWN', 'PREPLANT', 'PRE', 'POST'],
  FUNGICIDE: ['POST'],
  INSECTICIDE: ['POST'],
  FERTILIZER: ['PREPLANT', 'POST'],
};

/**
 * A product of an operation by its demo name, with the rates a dispatcher types in the product's
 * own unit: per acre in Iowa, per hectare in Mato Grosso.
 */
export interface TOperationProduct {
  name: string;
  rates: readonly number[];
  /** Added to half of the orders only (an adjuvant some crews leave out). */
  optional?: boolean;
}

/** One field operation of a branch's season. */
export interface TDemoOperation {
  description: string;
  kind: TApplicationKind;
  purpose: TOperationPurpose;
  timing: TPlanType;
  /** The crop on the field, or the next crop for passes before planting. */
  crop: 'CORN' | 'SOYBEAN' | 'COTTON';
  /** Months (1-12, the branch's local calendar) when crews make this pass. */
  months: readonly number[];
  /** Tank mixes or bin loads the operation takes: one of them per order. */
  mixes: readonly (readonly TOperationProduct[])[];
  /** Water per area in gal/ac (Iowa) or l/ha (Mato Grosso); null when the product goes on as it is. */
  carrier: readonly number[] | null;
  traits: readonly (string | null)[];
}

/** Central Iowa, corn and soybeans, US units. */
const IOWA: readonly TDemoOperation[] = [
  {
    description: 'Burndown ahead of soybeans',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'BURNDOWN',
    crop: 'SOYBEAN',
    months: [4, 5],
    mixes: [
      [
        { name: 'Roundup PowerMAX 3', rates: [32] },
        { name: 'Enlist One with Colex-D', rates: [1.5] },
        // The label asks for a drift reduction agent in the tank.
        { name: 'On Target Spray Adjuvant', rates: [8] },
      ],
    ],
    carrier: [15, 20],
    traits: ['Enlist E3'],
  },
  {
    description: 'Pre-emerge residual in corn',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'PRE',
    crop: 'CORN',
    months: [4, 5],
    mixes: [
      [
        { name: 'AAtrex 4L', rates: [1, 1.5] },
        { name: 'Callisto', rates: [5] },
      ],
    ],
    carrier: [10, 15, 20],
    traits: [null],
  },
  {
    description: 'Post-emerge herbicide in corn (V3-V5)',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'POST',
    crop: 'CORN',
    months: [5, 6],
    mixes: [
      [
        { name: 'Roundup PowerMAX 3', rates: [32] },
        { name: 'Callisto', rates: [3] },
        { name: 'AAtrex 4L', rates: [0.5] },
      ],
    ],
    carrier: [15, 20],
    traits: ['Roundup Ready Corn 2'],
  },
  {
    description: 'Side-dress nitrogen (V4-V6 corn)',
    kind: 'LIQUID',
    purpose: 'FERTILIZER',
    timing: 'POST',
    crop: 'CORN',
    months: [5, 6],
    mixes: [[{ name: 'UAN 32% Liquid Nitrogen', rates: [30, 35, 40] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Post-emerge in Enlist E3 soybeans',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [6, 7],
    mixes: [
      [
        { name: 'Roundup PowerMAX 3', rates: [32] },
        { name: 'Enlist One with Colex-D', rates: [1.5] },
        // The label asks for a drift reduction agent in the tank.
        { name: 'On Target Spray Adjuvant', rates: [8] },
      ],
    ],
    carrier: [15, 20],
    traits: ['Enlist E3'],
  },
  {
    description: 'Dicamba post in Xtend soybeans',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [6],
    // XtendiMax 22 + glyphosate 32 + VaporGrip Xtra 20 + On Target 8 fl oz/ac.
    mixes: [[{ name: 'Xtend Post Tank Mix', rates: [82] }]],
    carrier: [15, 20],
    traits: ['Roundup Ready 2 Xtend'],
  },
  {
    description: 'Fungicide at VT/R1 corn',
    kind: 'LIQUID',
    purpose: 'FUNGICIDE',
    timing: 'POST',
    crop: 'CORN',
    months: [7, 8],
    mixes: [[{ name: 'Trivapro', rates: [13] }], [{ name: 'Headline AMP', rates: [10] }]],
    carrier: [15, 20],
    traits: [null],
  },
  {
    description: 'Fungicide at R3 soybeans',
    kind: 'LIQUID',
    purpose: 'FUNGICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [7, 8],
    mixes: [[{ name: 'Headline AMP', rates: [10, 12] }]],
    carrier: [15, 20],
    traits: [null],
  },
  {
    description: 'Fall burndown of winter annuals',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'BURNDOWN',
    crop: 'SOYBEAN',
    months: [10, 11],
    mixes: [
      [
        { name: 'Roundup PowerMAX 3', rates: [32] },
        { name: 'Enlist One with Colex-D', rates: [1.5] },
        // The label asks for a drift reduction agent in the tank.
        { name: 'On Target Spray Adjuvant', rates: [8] },
      ],
    ],
    carrier: [15],
    traits: [null],
  },
  {
    description: 'Fall burndown ahead of corn',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'BURNDOWN',
    crop: 'CORN',
    months: [10, 11],
    mixes: [[{ name: 'Roundup PowerMAX 3', rates: [32] }]],
    carrier: [10, 15],
    traits: [null],
  },
  {
    description: 'Fall P&K after harvest',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'CORN',
    months: [10, 11, 12],
    mixes: [[{ name: 'Fall P&K Blend 4-21-36', rates: [250, 300, 350] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Fall potash after corn harvest',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'SOYBEAN',
    months: [10, 11, 12],
    mixes: [[{ name: 'Potash 0-0-60', rates: [100, 150, 200] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Spring MAP ahead of corn',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'CORN',
    months: [3, 4],
    mixes: [[{ name: 'MAP 11-52-0', rates: [100, 150] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Preplant urea ahead of corn',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'CORN',
    months: [4, 5],
    mixes: [[{ name: 'Urea 46-0-0', rates: [150, 200] }]],
    carrier: null,
    traits: [null],
  },
];

/** Mato Grosso: soybeans, then safrinha corn or cotton after the soybean harvest; metric units. */
const MATO_GROSSO: readonly TDemoOperation[] = [
  {
    description: 'Dessecação pré-plantio da soja',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'BURNDOWN',
    crop: 'SOYBEAN',
    months: [8, 9, 10],
    mixes: [
      // 3 l glyphosate + 1.5 l 2,4-D + 0.5 l oil per hectare, mixed at the shed.
      [{ name: 'Calda Dessecação', rates: [5] }],
      [
        { name: 'Roundup Original Mais', rates: [2.5, 3] },
        { name: '2,4-D Amina 72', rates: [1, 1.2] },
        { name: 'Assist Óleo Mineral', rates: [0.5], optional: true },
      ],
    ],
    carrier: [100, 120, 150],
    traits: ['Intacta RR2 PRO'],
  },
  {
    description: 'Herbicida pós-emergente na soja',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [10, 11, 12],
    mixes: [[{ name: 'Roundup Original Mais', rates: [1.5, 2] }]],
    carrier: [80, 100, 120],
    traits: ['Intacta RR2 PRO'],
  },
  {
    description: 'Inseticida para percevejos na soja',
    kind: 'LIQUID',
    purpose: 'INSECTICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [12, 1, 2],
    mixes: [[{ name: 'Engeo Pleno S', rates: [150, 200] }]],
    carrier: [80, 100, 120],
    traits: ['Intacta RR2 PRO'],
  },
  {
    description: 'Fungicida ferrugem-asiática na soja (R1)',
    kind: 'LIQUID',
    purpose: 'FUNGICIDE',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [12, 1],
    mixes: [
      [
        { name: 'Fox Xpro', rates: [400, 450] },
        { name: 'Assist Óleo Mineral', rates: [0.25], optional: true },
      ],
    ],
    carrier: [100, 120, 150],
    traits: ['Intacta RR2 PRO'],
  },
  {
    description: 'Herbicida pós-emergente no milho safrinha',
    kind: 'LIQUID',
    purpose: 'HERBICIDE',
    timing: 'POST',
    crop: 'CORN',
    months: [2, 3, 4],
    mixes: [
      [
        { name: 'Primóleo', rates: [3, 4] },
        { name: 'Roundup Original Mais', rates: [1.5, 2] },
      ],
    ],
    carrier: [80, 100, 120],
    traits: ['VT PRO3'],
  },
  {
    description: 'Inseticida para bicudo no algodão',
    kind: 'LIQUID',
    purpose: 'INSECTICIDE',
    timing: 'POST',
    crop: 'COTTON',
    months: [3, 4, 5, 6, 7],
    mixes: [[{ name: 'Engeo Pleno S', rates: [200] }]],
    carrier: [80, 100],
    traits: ['Bollgard II RR Flex'],
  },
  {
    description: 'Potássio antecipado para a soja',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'SOYBEAN',
    months: [7, 8, 9],
    mixes: [[{ name: 'Cloreto de Potássio 00-00-60', rates: [150, 200] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'MAP a lanço antes da soja',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'SOYBEAN',
    months: [8, 9],
    mixes: [[{ name: 'MAP 11-52-00', rates: [100, 150] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Adubação de base da soja a lanço',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'PREPLANT',
    crop: 'SOYBEAN',
    months: [9, 10],
    mixes: [[{ name: 'Formulado Plantio Soja', rates: [350, 380, 400] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'KCl em cobertura na soja',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'POST',
    crop: 'SOYBEAN',
    months: [10, 11],
    mixes: [[{ name: 'Cloreto de Potássio 00-00-60', rates: [100, 150] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Ureia em cobertura no milho safrinha',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'POST',
    crop: 'CORN',
    months: [2, 3, 4],
    mixes: [[{ name: 'Ureia 45-00-00', rates: [100, 150, 200] }]],
    carrier: null,
    traits: [null],
  },
  {
    description: 'Ureia em cobertura no algodão',
    kind: 'DRY',
    purpose: 'FERTILIZER',
    timing: 'POST',
    crop: 'COTTON',
    months: [3, 4, 5],
    mixes: [[{ name: 'Ureia 45-00-00', rates: [100, 150] }]],
    carrier: null,
    traits: [null],
  },
];

export const DEMO_OPERATIONS: Record<TBranch, readonly TDemoOperation[]> = {
  iowa: IOWA,
  matoGrosso: MATO_GROSSO,
};

/** Months from `month` until the operation's season is on again (0 while it is on). */
function monthsUntil(operation: TDemoOperation, month: number) {
  return Math.min(...operation.months.map((start) => (start - month + 12) % 12));
}

/**
 * The operations a crew of a kind makes in a month. The demo's orders sit around the day it is
 * seeded, so they follow the branch's season. Where the season has no pass of that kind (an Iowa
 * winter for the sprayers, summer for the spreaders), the crews are still shown orders: those the
 * next season opens with, booked ahead of it, so a description may name a later season than the
 * order's date.
 */
export function operationsInSeason(branch: TBranch, kind: TApplicationKind, month: number) {
  const ofKind = DEMO_OPERATIONS[branch].filter((operation) => operation.kind === kind);
  const soonest = Math.min(...ofKind.map((operation) => monthsUntil(operation, month)));
  return ofKind.filter((operation) => monthsUntil(operation, month) === soonest);
}
