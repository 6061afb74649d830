import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api';
import { renderWithApp } from '../test/render';
import { useRecordActions, type TDeleteTexts } from './record-actions';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const INVITE_TEXTS: TDeleteTexts = {
  title: 'people.invites.confirm.deleteTitle',
  body: 'people.invites.confirm.deleteBody',
  confirm: 'people.invites.actions.delete',
  deleted: 'people.invites.done.delete',
  error: 'people.invites.errors.delete',
};

function Remove({ deleteRecord, texts }: { deleteRecord: () => Promise<unknown>; texts?: TDeleteTexts }) {
  const { remove } = useRecordActions({ invalidate: [['things']], deleteTexts: texts });
  return <button onClick={() => void remove('Ana Lima', deleteRecord)}>remove</button>;
}

async function confirmRemove() {
  fireEvent.click(screen.getByRole('button', { name: 'remove' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('useRecordActions().remove', () => {
  it("asks and reports in the screen's own words when given its texts", async () => {
    const deleteRecord = vi.fn().mockResolvedValue(undefined);
    await renderWithApp(<Remove deleteRecord={deleteRecord} texts={INVITE_TEXTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the invite of Ana Lima?' });
    expect(within(dialog).getByText('The link stops working. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invite of Ana Lima was deleted')).toBeTruthy();
    expect(deleteRecord).toHaveBeenCalledOnce();
  });

  it('uses the fleet texts when none are given', async () => {
    await renderWithApp(<Remove deleteRecord={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Ana Lima?' })).toBeTruthy();
  });

  it('shows the refusal under its title and refreshes the list all the same', async () => {
    const refused = () => Promise.reject(new ApiError(404, 'notFound', 'Not found'));
    const { queryClient } = await renderWithApp(<Remove deleteRecord={refused} texts={INVITE_TEXTS} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await confirmRemove();
    expect(await screen.findByText('Error deleting the invite')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  });
});
