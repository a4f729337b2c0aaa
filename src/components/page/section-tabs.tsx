import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentSection } from '../../lib/routing/current-section.ts';
import { sectionFamilyOf } from '../../lib/routing/planning-sections.ts';

/**
 * A section with sub-sections (the invitations and their messages) shows them as tabs at the top of
 * each one's page, named by their own locale files; each tab is the sub-section's route. Nothing
 * for a section alone. The tabs only move between pages, so they stay on where the page is read-only.
 */
export function SectionTabs() {
  const { t } = useTranslation('sections');
  const navigate = useNavigate();
  const current = useCurrentSection();
  const family = current ? sectionFamilyOf(current) : [];
  if (!current || family.length === 0) return null;
  return (
    <Tabs
      className="page__tabs"
      activeKey={current}
      onChange={(key) => {
        const section = family.find((member) => member.key === key);
        if (section) void navigate(section.path);
      }}
      items={family.map((section) => ({
        key: section.key,
        label: t(`${section.key}.title`),
        icon: section.icon,
      }))}
    />
  );
}
