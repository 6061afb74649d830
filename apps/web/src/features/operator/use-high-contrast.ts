import { useEffect } from 'react';
import { useLocalStorage } from '@mantine/hooks';

const HIGH_CONTRAST_KEY = 'tramline.operator.highContrast';

/**
 * The operator app's sunlight theme (black on white, heavier type and borders; `styles.css`), on
 * by default and kept per device. It marks the document root, so dialogs drawn outside the page
 * take it too, and leaves with the operator app.
 */
export function useHighContrast(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useLocalStorage({ key: HIGH_CONTRAST_KEY, defaultValue: true });
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.tlContrast = 'high';
    return () => {
      delete root.dataset.tlContrast;
    };
  }, [on]);
  return [on, setOn];
}
