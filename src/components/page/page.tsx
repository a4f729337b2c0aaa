import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useSampleWedding } from '../../lib/sample-wedding/sample-context.ts';
import { SampleBanner } from '../sample-banner/sample-banner.tsx';
import './page.css';

/**
 * A page's frame inside the layout: its heading and content. A planning page shown as the sample
 * wedding gets the sample banner under its heading, and every control under it is off (antd's
 * componentDisabled); a control that only reads (a search, a filter) turns itself back on.
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const sample = useSampleWedding();
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      {sample ? (
        <>
          <SampleBanner sample={sample} />
          <ConfigProvider componentDisabled>
            <div className="page__sample" data-testid="sample-content">
              {children}
            </div>
          </ConfigProvider>
        </>
      ) : (
        children
      )}
    </section>
  );
}
