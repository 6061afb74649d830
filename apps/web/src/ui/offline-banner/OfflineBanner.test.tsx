import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { OfflineBanner, RECONNECTED_BANNER_MS } from './OfflineBanner';

describe('OfflineBanner', () => {
  it('warns while offline, says when the connection is back and then hides after 2.5 s', async () => {
    await renderWithApp(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    vi.useFakeTimers();
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('status').textContent).toBe('Unable to verify your Internet connection');

      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByRole('status').textContent).toBe('Connection reestablished');

      act(() => void vi.advanceTimersByTime(RECONNECTED_BANNER_MS - 100));
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
