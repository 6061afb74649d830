import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRole, TWorkOrderStory } from '@tramline/domain';
import { sessionStore } from '../../../api';
import { renderWithApp } from '../../../test/render';
import { json, signIn } from '../../../test/screen-api';
import { orderRecord, products } from '../work-order-fixtures';
import { WorkOrderOverview } from './WorkOrderOverview';

const id = orderRecord.cdOrdemServico;
const who = { userName: null, machineName: null, operatorName: null };
const story: TWorkOrderStory = {
  cdOrdemServico: id,
  events: [
    {
      ...who,
      kind: 'created',
      at: '2026-04-20T14:00:00.000Z',
      userName: 'Kyle Peterson',
      details: { changes: [{ field: 'timing', from: null, to: 'BURNDOWN' }] },
    },
    {
      ...who,
      kind: 'edited',
      at: '2026-04-20T15:00:00.000Z',
      userName: 'Dana Admin',
      details: { changes: [{ field: 'timing', from: 'BURNDOWN', to: 'POST' }] },
    },
    {
      ...who,
      kind: 'planned',
      at: '2026-04-20T16:00:00.000Z',
      userName: 'Kyle Peterson',
      machineName: 'Sprayer 11',
      details: { localDate: '2026-04-21', planKind: 'AUTOMATICO', groupName: 'Sprayers' },
    },
    {
      ...who,
      kind: 'sent',
      at: '2026-04-20T17:00:00.000Z',
      userName: 'Kyle Peterson',
      machineName: 'Sprayer 11',
      details: {
        localDate: '2026-04-21',
        stopNumber: 2,
        automatic: false,
        overrideReason: 'Wind checked on site',
        overriddenBy: 'Kyle Peterson',
      },
    },
    {
      ...who,
      kind: 'started',
      at: '2026-04-21T13:00:00.000Z',
      machineName: 'Sprayer 11',
      operatorName: 'Lee Certified',
      details: {},
    },
    {
      ...who,
      kind: 'skipped',
      at: '2026-04-21T14:00:00.000Z',
      machineName: 'Sprayer 11',
      operatorName: 'Lee Certified',
      details: { reason: 'Gate locked' },
    },
  ],
};

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 0 };
let fetchSpy: MockInstance<typeof fetch>;
let storyAnswer: () => Response;
let orderAnswer: () => Response;

function signInAs(roles: TRole[]) {
  signIn('en-us');
  const session = sessionStore.get()!;
  sessionStore.set({ ...session, user: { ...session.user, roles } });
}

beforeEach(() => {
  storyAnswer = () => json(story);
  orderAnswer = () => json(orderRecord);
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes(`/ordemservicos/${id}/story`)) return storyAnswer();
    if (url.includes(`/ordemservicos/${id}`)) return orderAnswer();
    if (url.includes('/produtos/all-dto')) return json(products);
    if (url.includes('/activeLocation')) return json({ locations: [], active: [] });
    if (['/talhoes', '/funcionario', '/config-proc-ordem-servico'].some((path) => url.includes(path)))
      return json(emptyPage);
    return json([]);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  sessionStore.clear();
});

describe('the order page', () => {
  it('shows the ticket and status in one heading, the key facts in the user units and the story in order', async () => {
    signInAs(['DISPATCHER']);
    await renderWithApp(<WorkOrderOverview id={id} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Ticket #A-1042');
    expect(heading.textContent).toContain('Ready');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const facts = screen.getByTestId('work-order-facts');
    expect(facts.textContent).toMatch(/North 80 · 80\sac/);
    expect(facts.textContent).toMatch(/Roundup PowerMAX 3 · 32\sfl oz\/ac/);
    // Where the order stands planned: the day and machine its plan put it on.
    expect(facts.textContent).toMatch(/Planned.*Sprayer 11/);

    const timeline = screen.getByTestId('work-order-story');
    const titles = within(timeline)
      .getAllByText(/^(Created|Edited|Planned for|Sent to|Started|Skipped)/)
      .map((node) => node.textContent);
    expect(titles).toEqual([
      'Created',
      'Edited',
      expect.stringMatching(/^Planned for .*2026 on Sprayer 11$/),
      expect.stringMatching(/^Sent to Sprayer 11 for .*2026$/),
      'Started in the field',
      'Skipped',
    ]);
    expect(timeline.textContent).toContain('Timing: Burndown → Post');
    expect(timeline.textContent).toContain('by Dana Admin');
    expect(timeline.textContent).toContain('Optimised version');
    expect(timeline.textContent).toContain('Stop 2 of the day');
    expect(timeline.textContent).toContain(
      'Sent despite the label check: Wind checked on site (Kyle Peterson)',
    );
    expect(timeline.textContent).toContain('Sprayer 11, operator Lee Certified');
    expect(timeline.textContent).toContain('Reason: Gate locked');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('offers an applicator no Edit, only what the role may use', async () => {
    signInAs(['APPLICATOR']);
    await renderWithApp(<WorkOrderOverview id={id} />);
    await screen.findByTestId('work-order-story');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'History' })).toBeTruthy();
  });

  it('says so when nothing is recorded yet', async () => {
    signInAs(['DISPATCHER']);
    storyAnswer = () => json({ cdOrdemServico: id, events: [] });
    await renderWithApp(<WorkOrderOverview id={id} />);
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
    // No machine holds it: the day it is planned for, as the order list shows it.
    expect(screen.getByTestId('work-order-facts').textContent).toMatch(
      /Planned\s*04\/21\/2026, not on a machine yet/,
    );
  });

  it('says the order is not planned when it has no planned day and no machine', async () => {
    signInAs(['DISPATCHER']);
    storyAnswer = () => json({ cdOrdemServico: id, events: [] });
    orderAnswer = () => json({ ...orderRecord, plannedStart: null });
    await renderWithApp(<WorkOrderOverview id={id} />);
    await screen.findByText('Nothing recorded yet');
    expect(screen.getByTestId('work-order-facts').textContent).toContain('Not planned');
  });

  it('gives a completed order no machine holds only its planned day', async () => {
    signInAs(['DISPATCHER']);
    storyAnswer = () => json({ cdOrdemServico: id, events: [] });
    orderAnswer = () => json({ ...orderRecord, status: 4 });
    await renderWithApp(<WorkOrderOverview id={id} />);
    await screen.findByText('Nothing recorded yet');
    const facts = screen.getByTestId('work-order-facts').textContent;
    expect(facts).toMatch(/Planned\s*04\/21\/2026/);
    expect(facts).not.toContain('not on a machine yet');
  });

  it('shows the error when the story cannot be read', async () => {
    signInAs(['DISPATCHER']);
    storyAnswer = () => json({ code: 'notFound', message: 'Not found' }, 404);
    await renderWithApp(<WorkOrderOverview id={id} />);
    expect(await screen.findByText('The order could not be loaded')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('reads in Portuguese with metric units', async () => {
    signIn('pt-br');
    await renderWithApp(<WorkOrderOverview id={id} />, { locale: 'pt-br' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Ticket #A-1042');
    expect(heading.textContent).toContain('Pronta');
    expect(screen.getByTestId('work-order-facts').textContent).toMatch(/North 80 · 32,37\sha/);
    expect(screen.getByTestId('work-order-story').textContent).toContain('Programada para');
  });
});
