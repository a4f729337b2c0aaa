import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useIsPlanningPage, usePlanReadOnlyReason } from '../../lib/session/can-edit.ts';
import { useSampleWedding } from '../../lib/sample-wedding/sample-context.ts';
import { ReadOnlyNotice } from '../read-only-notice/read-only-notice.tsx';
import { SampleBanner } from '../sample-banner/sample-banner.tsx';
import { SectionTabs } from './section-tabs.tsx';
import './page.css';

/**
 * A page's frame inside the layout: its heading and content. A planning page shown as the sample
 * wedding gets the sample banner under its heading, and one its reader may not change (a helper, but
 * not on a section helpers write; an ended subscription) a line saying why; either way every control under it is off (antd's
 * componentDisabled), and a control that only reads (a search, a filter) turns itself back on. A
 * section with sub-sections shows them as tabs under the heading (section-tabs.tsx).
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const sample = useSampleWedding();
  const planningPage = useIsPlanningPage();
  const readOnly = usePlanReadOnlyReason();
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <SectionTabs />
      {sample ? (
        <>
          <SampleBanner sample={sample} />
          <ConfigProvider componentDisabled>
            <div className="page__sample" data-testid="sample-content">
              {children}
            </div>
          </ConfigProvider>
        </>
      ) : planningPage && readOnly ? (
        <>
          <ReadOnlyNotice reason={readOnly} />
          <ConfigProvider componentDisabled>{children}</ConfigProvider>
        </>
      ) : (
        children
      )}
    </section>
  );
}
