import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  hoverCardSlotRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The console's Chakra system. Two themes (spec 01 §9): "default" (Chakra's light look, teal accent) and
 * "space" (a starry night: deep navy, light text, violet and cyan accents). The theme is a `data-theme`
 * attribute on <html> (set before first paint by index.html, then by theme-store.ts); "space" also sets the
 * `dark` class, so every Chakra component takes its dark values, and the `_space` condition below then
 * repaints the surfaces navy.
 */
const space = (value: string) => ({ value: { _space: value } });
const accent = (light: string, dark: string, spaceValue: string) => ({
  value: { _light: light, _dark: dark, _space: spaceValue },
});

/** Chakra's default theme (tokens, global styles) without its recipes, which the config below picks. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

const config = defineConfig({
  conditions: { space: '[data-theme=space] &' },
  globalCss: {
    'html[data-theme=space] body': {
      backgroundColor: '#070b1f',
      backgroundImage: [
        'radial-gradient(1px 1px at 20px 30px, #ffffff, transparent)',
        'radial-gradient(1px 1px at 120px 80px, rgba(255,255,255,0.8), transparent)',
        'radial-gradient(1.5px 1.5px at 200px 150px, #cfd8ff, transparent)',
        'radial-gradient(1px 1px at 310px 40px, rgba(255,255,255,0.7), transparent)',
        'radial-gradient(1px 1px at 380px 210px, #ffffff, transparent)',
        'radial-gradient(2px 2px at 60px 220px, rgba(180,200,255,0.9), transparent)',
        'radial-gradient(ellipse at top, #131a45 0%, #070b1f 60%)',
      ].join(', '),
      backgroundSize: '400px 260px, 400px 260px, 400px 260px, 400px 260px, 400px 260px, 400px 260px, 100% 100%',
      backgroundAttachment: 'fixed',
    },
  },
  theme: {
    // Only the recipes of the components the console uses (tests/e2e/bundle-budget.spec.ts): Chakra's default
    // config carries all of them (29 KiB gzipped in the first load). A component taken into use adds its recipe
    // here, or it renders unstyled.
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      hoverCard: hoverCardSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: space('#070b1f'),
          subtle: space('#0e1433'),
          muted: space('#161e47'),
          emphasized: space('#222c5e'),
          panel: space('#0d1330'),
        },
        fg: {
          DEFAULT: space('#e6ebff'),
          muted: space('#a9b3d9'),
          subtle: space('#7f8ab8'),
          // Chakra's red.500 on white is 3.8:1, under WCAG AA's 4.5:1 for text; red.700 is 6.5:1.
          error: accent('{colors.red.700}', '{colors.red.300}', '#ff9e9e'),
          // orange.600 on white is 3.6:1; orange.800 is 7:1.
          warning: accent('{colors.orange.800}', '{colors.orange.300}', '#ffc58a'),
        },
        border: {
          DEFAULT: space('#26306a'),
          muted: space('#1d2555'),
          subtle: space('#161d45'),
          emphasized: space('#35418a'),
        },
        // The accent palette: use with colorPalette="accent".
        accent: {
          contrast: accent('{colors.white}', '{colors.black}', '#ffffff'),
          fg: accent('{colors.teal.700}', '{colors.teal.300}', '#b7a8ff'),
          subtle: accent('{colors.teal.100}', '{colors.teal.900}', '#1c1a4d'),
          muted: accent('{colors.teal.200}', '{colors.teal.800}', '#2b2670'),
          emphasized: accent('{colors.teal.300}', '{colors.teal.700}', '#3b3396'),
          // teal.700 under white text passes WCAG AA (5.5:1); teal.600 did not (3.7:1).
          solid: accent('{colors.teal.700}', '{colors.teal.600}', '#6d4aff'),
          focusRing: accent('{colors.teal.600}', '{colors.teal.500}', '#5ee0ff'),
          border: accent('{colors.teal.500}', '{colors.teal.400}', '#5ee0ff'),
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
