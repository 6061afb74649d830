import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { EMPTY_PLAN_SUMMARY, type TPlan, type TPlanItem } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { TimelineRow, type TMachine } from './TimelineRow';
import { useTimelineTexts, type TTimelineTexts } from './use-timeline-texts';

const at = (clock: string) => `2026-06-02T${clock}:00.000Z`;

function item(
  id: number,
  sequencia: number,
  start: string,
  end: string,
  extra: Partial<TPlanItem> = {},
): TPlanItem {
  return {
    id,
    planejamentoId: 1,
    equipamentoId: 7,
    sequencia,
    kind: 'order',
    cdOrdemServico: 100 + id,
    ordemExtra: false,
    ordemExtraAceita: false,
    plannedStart: at(start),
    plannedEnd: at(end),
    travelSeconds: 0,
    cleaningSeconds: 0,
    appliedSeconds: 0,
    area: 10,
    volume: 100,
    batches: 1,
    description: null,
    vlOrdemServico: String(100 + id),
    status: 1,
    fieldNames: [`Field ${id}`],
    productNames: [],
    ...extra,
  };
}

const plan: TPlan = {
  planejamentoId: 1,
  equipamentoId: 7,
  equipmentName: 'Sprayer 7',
  configuracaoId: 3,
  referencia: '2026-06-02',
  tipo: 'MANUAL',
  active: true,
  version: 2,
  sentAt: null,
  readOnly: false,
  hasAutomatic: false,
  hasManual: true,
  canRevert: false,
  workingStart: at('12:00'),
  workingEnd: at('20:00'),
  overtimeEnd: at('22:00'),
  items: [
    item(1, 1, '12:30', '14:00'),
    item(2, 2, '14:00', '14:30', { kind: 'cleanout', cdOrdemServico: null, vlOrdemServico: null }),
    item(3, 3, '15:00', '16:00'),
  ],
  activities: [],
  summary: EMPTY_PLAN_SUMMARY,
} as TPlan;

const machine: TMachine = {
  equipamentoId: 7,
  name: 'Sprayer 7',
  equipmentType: 'sprayer',
  warehouse: null,
  hasPlan: true,
  sentAt: null,
};

const texts: TTimelineTexts = {
  describeActivity: () => '',
  describeWait: () => '',
  orderLabel: (_, ticket) => `#${ticket}`,
  orderPart: () => null,
  cleanoutLabel: () => 'Cleanout 14:00 – 14:30',
};

async function renderRow(onRowAction = vi.fn(), onOpenMenu = vi.fn(), day: TPlan = plan) {
  await renderWithApp(
    <DndContext>
      <TimelineRow
        machine={machine}
        plan={day}
        range={{ start: new Date(at('12:00')).getTime(), end: new Date(at('22:00')).getTime() }}
        locale="en-us"
        timeZone="UTC"
        onItemAction={vi.fn()}
        onOpenMenu={onOpenMenu}
        texts={texts}
        onRowAction={onRowAction}
        onVersion={vi.fn()}
      />
    </DndContext>,
  );
  return { onRowAction, onOpenMenu };
}

describe("a machine's row", () => {
  it('draws a cleanout as a block whose click opens its menu', async () => {
    const { onOpenMenu } = await renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Cleanout 14:00 – 14:30' }));
    expect(onOpenMenu).toHaveBeenCalledWith(
      expect.objectContaining({ item: expect.objectContaining({ id: 2, kind: 'cleanout' }), plan }),
    );
  });

  it("offers to clear the machine's day from its menu", async () => {
    const { onRowAction } = await renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Sprayer 7' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clear the machine’s day' }));
    await waitFor(() => expect(onRowAction).toHaveBeenCalledWith('clear', machine, plan));
  });

  it('does not offer to clear a past day', async () => {
    await renderRow(vi.fn(), vi.fn(), { ...plan, readOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Sprayer 7' }));
    await screen.findByRole('menuitem', { name: 'Download TaskData' });
    expect(screen.queryByRole('menuitem', { name: 'Clear the machine’s day' })).toBeNull();
  });
});

describe('a long wait on the timeline', () => {
  const waitingDay: TPlan = {
    ...plan,
    activities: [
      {
        kind: 'waiting',
        start: at('14:30'),
        end: at('15:10'),
        cdOrdemServico: 103,
        batch: null,
        distanceMetres: null,
        overtime: false,
        waitCause: 'window',
      },
      {
        kind: 'waiting',
        start: at('16:00'),
        end: at('16:05'),
        cdOrdemServico: 103,
        batch: null,
        distanceMetres: null,
        overtime: false,
      },
    ],
  };

  function Row({ locale }: { locale: 'en-us' | 'pt-br' }) {
    const realTexts = useTimelineTexts(locale, 'UTC');
    return (
      <DndContext>
        <TimelineRow
          machine={machine}
          plan={waitingDay}
          range={{ start: new Date(at('12:00')).getTime(), end: new Date(at('22:00')).getTime() }}
          locale={locale}
          timeZone="UTC"
          onItemAction={vi.fn()}
          onOpenMenu={vi.fn()}
          texts={realTexts}
          onRowAction={vi.fn()}
          onVersion={vi.fn()}
        />
      </DndContext>
    );
  }

  it('says on hover what the machine waits for and when it opens', async () => {
    await renderWithApp(<Row locale="en-us" />);
    const segments = screen.getAllByTestId('wait-segment');
    expect(segments).toHaveLength(1);
    fireEvent.mouseEnter(segments[0]!);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Waits 40 min for the spray window at 3:10 PM')).toBeTruthy();
  });

  it('names the tender truck a sprayer waits for', async () => {
    function TenderWaitRow() {
      const named = useTimelineTexts('en-us', 'UTC', (id) => (id === 61 ? 'Kenworth T880 tender #61' : '?'));
      return (
        <DndContext>
          <TimelineRow
            machine={machine}
            plan={{
              ...waitingDay,
              activities: [
                {
                  kind: 'waiting',
                  start: at('14:30'),
                  end: at('14:55'),
                  cdOrdemServico: 103,
                  batch: null,
                  distanceMetres: null,
                  overtime: false,
                  waitCause: 'refill',
                  tenderEquipmentId: 61,
                },
              ],
            }}
            range={{ start: new Date(at('12:00')).getTime(), end: new Date(at('22:00')).getTime() }}
            locale="en-us"
            timeZone="UTC"
            onItemAction={vi.fn()}
            onOpenMenu={vi.fn()}
            texts={named}
            onRowAction={vi.fn()}
            onVersion={vi.fn()}
          />
        </DndContext>
      );
    }
    await renderWithApp(<TenderWaitRow />);
    expect(
      screen.getByRole('img', {
        name: 'Waits 25 min for Kenworth T880 tender #61 to bring the load at 2:55 PM',
      }),
    ).toBeTruthy();
  });

  it('opens the same words on keyboard focus, in the user’s language', async () => {
    await renderWithApp(<Row locale="pt-br" />, { locale: 'pt-br' });
    const segment = screen.getByRole('img', { name: 'Aguarda 40 min pela janela de aplicação às 15:10' });
    fireEvent.focus(segment);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Aguarda 40 min pela janela de aplicação às 15:10');
  });

  it('says on an order block that it holds part of a field shared by machines or days', async () => {
    function SharedFieldRow() {
      const real = useTimelineTexts('en-us', 'UTC');
      return (
        <DndContext>
          <TimelineRow
            machine={machine}
            plan={{
              ...plan,
              items: [item(1, 1, '12:30', '14:00', { area: 40.4686, orderArea: 404.686 })],
            }}
            range={{ start: new Date(at('12:00')).getTime(), end: new Date(at('22:00')).getTime() }}
            locale="en-us"
            timeZone="UTC"
            onItemAction={vi.fn()}
            onOpenMenu={vi.fn()}
            texts={real}
            onRowAction={vi.fn()}
            onVersion={vi.fn()}
          />
        </DndContext>
      );
    }
    await renderWithApp(<SharedFieldRow />);
    // 40.5 ha of 404.7 ha, in acres.
    const block = screen.getByTestId('order-block');
    expect(block.getAttribute('aria-label')).toMatch(/· 100\s?ac of 1,000\s?ac$/);
    // On the block itself too, not only for a screen reader or on hover.
    expect(block.textContent).toMatch(/· 100\s?ac of 1,000\s?ac$/);
  });

  it('says nothing of parts on a block that holds the whole order', async () => {
    await renderWithApp(<Row locale="en-us" />);
    for (const block of screen.getAllByTestId('order-block'))
      expect(block.getAttribute('aria-label')).not.toContain(' of ');
  });
});
