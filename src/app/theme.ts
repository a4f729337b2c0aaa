import type { ThemeConfig } from 'antd';

/*
 * The app's antd theme, declared once: the app passes it to ConfigProvider (providers.tsx) and the
 * build generates antd's component CSS from it (scripts/vite/antd-styles.ts). Plain data only: the
 * build imports this file in Node.
 */

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/*
 * Colours that carry text reach 4.5:1 on white and on their own light backgrounds (WCAG 1.4.3):
 * antd's defaults (#1677ff links, #52c41a and #389e0d greens, #d46b08 orange, #ff4d4f red, text at
 * 45 % black) fall short. Colours one step darker keep the same hues; the preset tag colours'
 * texts are darkened in base.css.
 */
const READABLE_COLOURS = {
  colorLink: '#c2185b',
  colorLinkHover: '#a3134c',
  colorLinkActive: '#880e4f',
  // A darker seed would also darken the light backgrounds antd derives from it: those stay as they were.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // A field's hint (a select's placeholder) and the controls the sample wedding turns off are still read.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
} as const;

/**
 * The theme both sides share. Unhashed: the component CSS made at build time names the plain
 * classes (.ant-btn), which the components carry whatever the run-time tokens (motion) are. The
 * class of its CSS variables, which every component carries, is named, for the build to scope
 * antd's link reset to the components with it.
 */
export const APP_THEME = {
  hashed: false,
  cssVar: { key: 'css-var-app' },
  token: { colorPrimary: '#c2185b', ...READABLE_COLOURS, fontFamily: FONT_FAMILY },
} as const satisfies ThemeConfig;
