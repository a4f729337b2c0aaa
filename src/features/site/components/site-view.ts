import type { Site, SiteRequest } from '../../../contract/site.ts';
import { SITE_PAGE_BASE } from '../../../contract/site.ts';

/** The form's values: the request as the form edits it (the palette as colour strings). */
export type SiteFormValues = SiteRequest;

export function formValuesOf(site: Site): SiteFormValues {
  const { saved: _saved, ...values } = site;
  return values;
}

/** The site's address as guests open it, from the address the app is opened at. */
export function siteAddress(origin: string, slug: string): string {
  return `${origin}${SITE_PAGE_BASE}${encodeURIComponent(slug)}`;
}

/** The preview's address: the server shows it to the wedding's members whatever the site's state. */
export function previewAddress(slug: string, version: number): string {
  return `${SITE_PAGE_BASE}${encodeURIComponent(slug)}?preview=1&v=${version}`;
}

/** The body a form sends: what the form holds, texts as typed (the server trims them). */
export function requestOf(values: SiteFormValues): SiteRequest {
  return {
    enabled: values.enabled ?? false,
    slug: (values.slug ?? '').trim().toLowerCase(),
    story: values.story ?? '',
    dressCode: values.dressCode ?? '',
    palette: (values.palette ?? []).filter(Boolean),
    faq: (values.faq ?? []).map((item) => ({ question: item?.question ?? '', answer: item?.answer ?? '' })),
    transfer: values.transfer ?? '',
    accommodation: values.accommodation ?? '',
    theme: values.theme ?? 'classic',
    password: values.password ?? '',
  };
}
