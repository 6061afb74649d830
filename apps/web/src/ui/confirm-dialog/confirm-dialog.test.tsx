import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { confirmAction } from './confirm-dialog';

describe('confirmAction', () => {
  it('resolves true on confirm and false on cancel', async () => {
    await renderWithApp(<div />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAction({
        title: 'Remove order?',
        message: 'It leaves the schedule.',
        confirmLabel: 'Remove',
      });
    });
    expect(await screen.findByText('It leaves the schedule.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirmAction({ title: 'Remove order?', message: 'Second time.' });
    });
    await screen.findByText('Second time.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
