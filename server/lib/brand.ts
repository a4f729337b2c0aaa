/*
 * The product's look for the pages the server writes itself (the blog, the embedded checkout): the
 * same font stack and colours as the app (src/app/base.css and the antd theme in
 * src/app/providers.tsx), so leaving the app for one of them does not feel like another site.
 */
export const BRAND = {
  fontFamily: `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  text: '#2b2024',
  mutedText: '#6f6266',
  background: '#faf7f8',
  surface: '#ffffff',
  border: '#eadde2',
  /** antd's colorPrimary in the app. */
  primary: '#c2185b',
  primaryHover: '#a3134c',
  primarySoft: '#fbeaf1',
} as const;
