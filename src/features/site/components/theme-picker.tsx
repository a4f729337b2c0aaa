import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SITE_THEMES, type SiteTheme } from '../../../contract/site.ts';

/** Each design's look in small: its background, title colour and accent, as the page's stylesheet has them. */
const SWATCH: Record<SiteTheme, { background: string; title: string; accent: string; font: string }> = {
  classic: { background: '#fbf7f1', title: '#5a4033', accent: '#9b6a43', font: 'Georgia, serif' },
  garden: { background: '#eef3ea', title: '#35553a', accent: '#4d7452', font: 'Georgia, serif' },
  minimal: { background: '#ffffff', title: '#111111', accent: '#111111', font: 'system-ui, sans-serif' },
};

/** The three designs as cards with a small picture of each; a radio group underneath, for the keyboard. */
export function ThemePicker({ value, onChange }: { value?: SiteTheme; onChange?: (theme: SiteTheme) => void }) {
  const { t } = useTranslation('site');
  return (
    <Radio.Group
      className="site-themes"
      value={value}
      onChange={(event) => onChange?.(event.target.value as SiteTheme)}
      aria-label={t('editor.theme')}
    >
      {SITE_THEMES.map((theme) => {
        const look = SWATCH[theme];
        return (
          <Radio key={theme} value={theme} className="site-themes__option">
            <span
              className={`site-themes__picture site-themes__picture--${theme}`}
              style={{ background: look.background, fontFamily: look.font, color: look.title }}
              aria-hidden
            >
              <span className="site-themes__title">Aa</span>
              <span className="site-themes__rule" style={{ background: look.accent }} />
              <span className="site-themes__line" />
              <span className="site-themes__line site-themes__line--short" />
            </span>
            <span className="site-themes__name">{t(`themes.${theme}`)}</span>
            <span className="site-themes__hint">{t(`themeHints.${theme}`)}</span>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
