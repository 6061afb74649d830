import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type RouteObject } from 'react-router';
import { applyLocale, i18n } from '../i18n';
import { ScreenNotAvailablePage } from '../pages/screen-not-available-page';
import { buildRoutes } from './router';
import { theme } from './theme';

const PLACEHOLDER = /not available yet/i;

/** What a route object shows before any page loads, as HTML. */
const markupOf = (element: RouteObject['element']) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <MemoryRouter>{element}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );

describe('walking every route of the route table', () => {
  it("finds no route that shows 'not available yet'", async () => {
    await applyLocale('en-us');
    // The check sees the placeholder when it is there.
    expect(markupOf(<ScreenNotAvailablePage screen="routes" />)).toMatch(PLACEHOLDER);
    const layouts = buildRoutes()[0]!.children!;
    const leaves = layouts.flatMap((layout) => layout.children ?? []).filter((route) => route.path !== '*');
    expect(leaves.length).toBeGreaterThan(50);
    for (const route of leaves) {
      // A page loads lazily or the route redirects; an element of its own is the placeholder.
      const redirects = route.element !== undefined && !route.lazy;
      if (redirects) expect(markupOf(route.element), route.path).not.toMatch(PLACEHOLDER);
      else expect(route.lazy, route.path).toBeDefined();
    }
  });
});
