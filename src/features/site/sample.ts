import { siteRoutes } from '../../contract/site-routes.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample couple's site: open, in the garden design, with its texts from sample:data.site. */
export const sample: SectionSample = {
  reads: ({ texts }) => {
    const text = (texts.data.site ?? {}) as Record<string, string>;
    return [
      sampleRead(siteRoutes.read, {
        enabled: true,
        slug: 'nasha-svadba',
        story: text.story ?? '',
        dressCode: text.dressCode ?? '',
        palette: ['#e8d5c4', '#c9d6c4', '#a3b18a', '#7d8f69'],
        faq: [{ question: text.question ?? '', answer: text.answer ?? '' }],
        transfer: text.transfer ?? '',
        accommodation: text.accommodation ?? '',
        theme: 'garden',
        password: '',
        saved: true,
      }),
    ];
  },
};
