import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Tramline green, from a light crop-row tint to the dark forest of the top bar. */
const tramline: MantineColorsTuple = [
  '#ecf7ef',
  '#d8eedf',
  '#addcbc',
  '#80c997',
  '#5bb978',
  '#43ae64',
  '#35a259',
  '#2a8a4a',
  '#217640',
  '#135f32',
];

export const theme = createTheme({
  primaryColor: 'tramline',
  primaryShade: { light: 8, dark: 6 },
  colors: { tramline },
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { openDelay: 400, withArrow: true } },
  },
});
