/**
 * CSS lint: outside the token file, colours, spacing, font sizes and radii come from the design
 * tokens of src/styles/tokens.css, never as raw values. Layout sizes (width, height, max-width,
 * media-query breakpoints, icon and avatar boxes) are left free on purpose: they are not a scale.
 */
const RAW_LENGTH_UNITS = ['px', 'rem', 'em', 'ch', 'ex', 'pt', 'cm', 'mm', 'in', 'pc', 'q'];

/** @type {import('stylelint').Config} */
export default {
  rules: {
    // Colours: roles only (transparent, currentColor and inherit are not colour names here).
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      'rgb',
      'rgba',
      'hsl',
      'hsla',
      'hwb',
      'lab',
      'lch',
      'oklab',
      'oklch',
      'color',
    ],
    'declaration-property-unit-disallowed-list': [
      {
        // Spacing: 0, auto, percentages and var(--space-*) pass; a length in any unit does not.
        '/^(margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|scroll-margin|scroll-padding)(-|$)/':
          RAW_LENGTH_UNITS,
        'font-size': RAW_LENGTH_UNITS,
        '/^border(-[a-z]+)*-radius$/': RAW_LENGTH_UNITS,
      },
      {
        message: (property, unit) =>
          `Raw ${unit} in "${property}": use a token of src/styles/tokens.css (--space-*, --font-size-*, --radius-*)`,
      },
    ],
  },
  overrides: [
    {
      files: ['src/styles/tokens.css'],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'function-disallowed-list': null,
        'declaration-property-unit-disallowed-list': null,
      },
    },
  ],
};
