import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TFleetMachine } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { MachineDetails } from './MachineDetails';
import { MachineList } from './MachineList';

const now = Date.parse('2026-11-26T15:00:00Z');
const machine: TFleetMachine = {
  equipamentoId: 7,
  name: 'Sprayer 7',
  code: 'SP-7',
  type: 'sprayer',
  group: { id: 3, name: 'North crew' },
  tankCapacityLitres: 4000,
  position: {
    recordedAt: '2026-11-26T14:57:00Z',
    latitude: 41.6,
    longitude: -93.6,
    speedKmh: 16.09344,
    headingDegrees: 90,
    boomOn: true,
    rate: 93.5396,
    tankLevelLitres: 3785.41,
    workOrderId: 42,
  },
  state: 'applying',
  work: {
    cdOrdemServico: 42,
    description: 'Corn post-emergence',
    status: 2,
    plannedArea: 40.4686,
    doneArea: 20.2343,
    scheduleDeltaMinutes: 12,
  },
  day: [
    {
      sequencia: 1,
      kind: 'order',
      cdOrdemServico: 42,
      description: 'Corn post-emergence',
      plannedStart: '2026-11-26T13:00:00Z',
      plannedEnd: '2026-11-26T16:00:00Z',
      actualStart: '2026-11-26T13:20:00Z',
      actualEnd: '2026-11-26T14:57:00Z',
      status: 2,
    },
    {
      sequencia: 2,
      kind: 'refill',
      cdOrdemServico: null,
      description: null,
      plannedStart: '2026-11-26T16:00:00Z',
      plannedEnd: '2026-11-26T16:20:00Z',
      actualStart: null,
      actualEnd: null,
      status: null,
    },
  ],
};
const noop = () => undefined;

describe('a machine card', () => {
  it('shows progress, speed and tank in imperial units and how far behind it is, in English', async () => {
    await renderWithApp(
      <MachineDetails machine={machine} following={false} now={now} onFollow={noop} onClose={noop} />,
    );
    expect(screen.getByText('50 ac of 100 ac')).toBeTruthy();
    expect(screen.getByText('12 min behind schedule')).toBeTruthy();
    expect(screen.getByText('10 mph')).toBeTruthy();
    expect(screen.getByText('1,000 gal')).toBeTruthy();
    expect(screen.getByTestId('machine-last-seen').textContent).toBe('3 minutes ago');
    expect(screen.getByTestId('machine-state').textContent).toBe('Applying');
    expect(screen.getAllByTestId('timeline-item')).toHaveLength(2);
    // The refill has a planned bar only.
    expect(screen.getAllByTestId('timeline-actual')).toHaveLength(1);
  });

  it('shows metric units and Portuguese texts in pt-br, and asks to follow', async () => {
    let followed: boolean | null = null;
    await renderWithApp(
      <MachineDetails
        machine={{ ...machine, work: { ...machine.work!, scheduleDeltaMinutes: -8 } }}
        following={false}
        now={now}
        onFollow={(value) => (followed = value)}
        onClose={noop}
      />,
      { locale: 'pt-br' },
    );
    expect(screen.getByText('20,23 ha de 40,47 ha')).toBeTruthy();
    expect(screen.getByText('8 min adiantada')).toBeTruthy();
    expect(screen.getByText('Aplicando')).toBeTruthy();
    fireEvent.click(screen.getByText('Seguir'));
    expect(followed).toBe(true);
  });
});

describe('the machine list', () => {
  const machines: TFleetMachine[] = [
    machine,
    {
      ...machine,
      equipamentoId: 8,
      name: 'Spreader 8',
      code: 'SR-8',
      type: 'spreader',
      state: 'offline',
      group: null,
      work: null,
    },
  ];

  it('filters by search and by state', async () => {
    const { rerender } = await renderWithApp(
      <MachineList
        machines={machines}
        filters={{ search: 'sr-8', groupId: null, state: null }}
        onFilters={noop}
        selectedId={null}
        onSelect={noop}
        height="400px"
        now={now}
      />,
    );
    expect(screen.getAllByTestId('machine-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Spreader 8'),
    ]);
    rerender(
      <MachineList
        machines={machines}
        filters={{ search: '', groupId: null, state: 'applying' }}
        onFilters={noop}
        selectedId={null}
        onSelect={noop}
        height="400px"
        now={now}
      />,
    );
    expect(screen.getAllByTestId('machine-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sprayer 7'),
    ]);
  });
});
