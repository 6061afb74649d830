import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { EMPTY_PLAN_SUMMARY, type TLocale, type TPlan, type TPlanActivity } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { TenderRow, type TTender } from './TenderRow';
import { useTimelineTexts } from './use-timeline-texts';

const at = (clock: string) => `2026-06-02T${clock}:00.000Z`;

function activity(kind: TPlanActivity['kind'], start: string, end: string, served?: number): TPlanActivity {
  return {
    kind,
    start: at(start),
    end: at(end),
    cdOrdemServico: null,
    batch: null,
    distanceMetres: null,
    overtime: false,
    servedEquipmentId: served ?? null,
  };
}

const tender: TTender = { equipamentoId: 9, name: 'Nurse truck 9', hasPlan: true };

const day = {
  planejamentoId: 5,
  equipamentoId: 9,
  equipmentName: 'Nurse truck 9',
  configuracaoId: 3,
  referencia: '2026-06-02',
  tipo: 'AUTOMATICO',
  active: true,
  version: 1,
  sentAt: null,
  readOnly: false,
  hasAutomatic: true,
  hasManual: false,
  canRevert: false,
  workingStart: at('12:00'),
  workingEnd: at('20:00'),
  overtimeEnd: at('22:00'),
  items: [],
  activities: [
    activity('load', '12:00', '12:30'),
    activity('travel', '12:30', '13:00'),
    activity('meeting', '13:00', '13:20', 1),
    activity('travel', '13:20', '13:40'),
    activity('meeting', '13:40', '14:00', 2),
  ],
  summary: EMPTY_PLAN_SUMMARY,
} as TPlan;

const sprayers: Record<number, string> = { 1: 'John Deere R4045 #11', 2: 'Hagie STS12 #31' };

function Row({ locale, plan }: { locale: TLocale; plan: TPlan | null }) {
  const texts = useTimelineTexts(locale, 'UTC');
  return (
    <TenderRow
      tender={tender}
      plan={plan}
      range={{ start: new Date(at('12:00')).getTime(), end: new Date(at('22:00')).getTime() }}
      locale={locale}
      timeZone="UTC"
      texts={texts}
      sprayerName={(id) => sprayers[id] ?? `#${id}`}
    />
  );
}

describe("a tender truck's row", () => {
  it('draws its load and each transfer marked with the sprayer it meets, named in full on hover', async () => {
    await renderWithApp(<Row locale="en-us" plan={day} />);
    const blocks = screen.getAllByTestId('tender-block');
    expect(blocks.map((block) => [block.dataset.kind, block.textContent])).toEqual([
      ['load', ''],
      ['meeting', '#11'],
      ['meeting', '#31'],
    ]);
    expect(screen.getByTestId('tender-transfers').textContent).toBe('2 transfers');
    fireEvent.mouseEnter(
      screen.getByRole('img', { name: 'Transfer to John Deere R4045 #11, 1:00 PM – 1:20 PM' }),
    );
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Transfer to John Deere R4045 #11, 1:00 PM – 1:20 PM')).toBeTruthy();
  });

  it('names its blocks in the user’s language and clock', async () => {
    await renderWithApp(<Row locale="pt-br" plan={day} />, { locale: 'pt-br' });
    expect(screen.getByRole('img', { name: 'Carregamento no armazém, 12:00 – 12:30' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Transferência para Hagie STS12 #31, 13:40 – 14:00' }),
    ).toBeTruthy();
    expect(screen.getByTestId('tender-transfers').textContent).toBe('2 transferências');
  });

  it('says so when the date holds no day of the tender', async () => {
    await renderWithApp(<Row locale="en-us" plan={null} />);
    expect(screen.queryAllByTestId('tender-block')).toHaveLength(0);
    expect(screen.getByText('No plan')).toBeTruthy();
  });
});
