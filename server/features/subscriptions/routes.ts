import { subscriptionRoutes } from '../../../src/contract/service-routes.ts';
import { toRoubles } from '../../../src/contract/money.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { t } from '../../lib/i18n.ts';
import { paymentPaths } from '../../lib/payment-paths.ts';
import { listActiveTariffs } from './repository.ts';

export default declaredRoutes(subscriptionRoutes, (app) => ({
  variants: async () => {
    const tariffs = await listActiveTariffs(app.db);
    return tariffs.map((tariff) => ({
      id: tariff.id,
      isProfitable: tariff.is_profitable === 1,
      title: t(tariff.title_key),
      text: t(tariff.text_key),
      price: toRoubles(tariff.price_kopecks),
      discountPrice: tariff.discount_price_kopecks === null ? null : toRoubles(tariff.discount_price_kopecks),
      days: tariff.days,
      uri: paymentPaths.start(tariff.id),
    }));
  },
}));
