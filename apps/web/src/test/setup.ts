import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { sessionStore } from '../api/session-store';
import { alarmsStore } from '../features/alerts/alerts.store';
import { scheduleStore } from '../features/schedule/schedule-store';

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });

// Test files share one worker (`isolate: false` in vitest.config.ts), so what a test leaves in
// Mantine's and the app's module stores would be seen by the next file: clear them after each
// test.
afterEach(() => {
  cleanup();
  notifications.clean();
  modals.closeAll();
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.reload();
  scheduleStore.reset();
  alarmsStore.set([]);
  vi.useRealTimers();
});
