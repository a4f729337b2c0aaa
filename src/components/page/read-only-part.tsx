import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useCoupleWriteReadOnlyReason, useIsPlanningPage } from '../../lib/session/can-edit.ts';
import { useSampleWedding } from '../../lib/sample-wedding/sample-context.ts';
import { ReadOnlyNotice } from '../read-only-notice/read-only-notice.tsx';

/**
 * A part of a section a helper may write (`helperWrites`) that only the couple may change (the gifts'
 * wishlist beside the ledger): for a helper it shows the read-only line and turns its controls off,
 * as `Page` does for a whole section. The sample and an ended subscription are already off by `Page`.
 */
export function ReadOnlyPart({ children }: { children: ReactNode }) {
  const reason = useCoupleWriteReadOnlyReason();
  const planningPage = useIsPlanningPage();
  const sample = useSampleWedding();
  if (sample || !planningPage || reason !== 'helper') return children;
  return (
    <>
      <ReadOnlyNotice reason={reason} />
      <ConfigProvider componentDisabled>{children}</ConfigProvider>
    </>
  );
}
