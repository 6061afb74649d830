import {
  createTheme,
  darken,
  mergeThemeOverrides,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light badges, buttons and alerts write a colour on its own pale tint; Mantine's text shades fall
 * below WCAG AA's 4.5:1 at badge sizes. Their text is darkened: colours given as CSS values here,
 * theme colours in `cssVariablesResolver`.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  return parsed.isThemeColor ? colors : { ...colors, color: darken(input.color, 0.4) };
};

export const theme = createTheme({
  variantColorResolver,
  // Filled badges and buttons on light colours (yellow, lime) take dark text.
  autoContrast: true,
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

/** Light-scheme text colours that keep 4.5:1: light-variant text and input placeholders. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': darken(resolved.colors.gray[6], 0.3),
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});

/** Inputs whose clear button (an icon) takes its spoken name from the theme. */
const CLEARABLE_INPUTS = [
  'Autocomplete',
  'DateInput',
  'DatePickerInput',
  'DateTimePicker',
  'FileInput',
  'MonthPickerInput',
  'MultiSelect',
  'Select',
  'TagsInput',
  'TimePicker',
  'YearPickerInput',
] as const;

/** The theme with the names of Mantine's own icon buttons in the user's language. */
export function localizedTheme(labels: { clear: string }): MantineThemeOverride {
  const clearButtonProps = { 'aria-label': labels.clear };
  return mergeThemeOverrides(theme, {
    components: Object.fromEntries(
      CLEARABLE_INPUTS.map((name) => [name, { defaultProps: { clearButtonProps } }]),
    ),
  });
}
