import { saveMockDb } from '../../mocks/browser.ts';
import { MOCK_VARIANTS, PAYMENT_START } from '../../mocks/subscription-variants.ts';
import { subscriptionEndingIn } from '../../mocks/scenario-files.ts';
import { sessionUser } from '../../mocks/store.ts';
import { appUrl } from './mock-navigation.ts';

/**
 * A tariff's payment button is a plain link to the server's payment start (its `uri`), which a mock
 * build has no server for. Here the mock pays at once, the way a confirmed payment leaves the
 * account (the tariff's days added to what is left), and returns to the success page as the
 * provider would; a tariff it does not know goes to the failure page.
 */
export function installMockCheckout(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      const target = new URL(href, 'http://app');
      if (!target.pathname.endsWith(PAYMENT_START)) return;
      event.preventDefault();

      const variant = MOCK_VARIANTS.find((candidate) => candidate.id === target.searchParams.get('variant'));
      const user = sessionUser();
      if (!variant || !user) {
        window.location.assign(appUrl('/payment-failure?reason=unavailable'));
        return;
      }
      const left = Math.max(0, user.subscriptions?.expires ?? 0);
      user.subscriptions = subscriptionEndingIn(variant.title, left + variant.days);
      saveMockDb();
      window.location.assign(appUrl('/payment-success'));
    },
    true,
  );
}
