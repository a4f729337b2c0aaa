import type { Site } from '../../src/contract/site.ts';
import { siteRoutes } from '../../src/contract/site-routes.ts';
import { blankSite, siteOf, suggestedSlug } from '../../src/contract/site-rules.ts';
import { mockDb, mockRoute, planKeyOf, refuseOn } from '../kit.ts';

/* The wedding's site as the server keeps it (server/features/site), by the rules of site-rules.ts. */
declare module '../store.ts' {
  interface MockDb {
    /** The site by plan key, once saved. */
    sites?: Record<string, Site>;
  }
}

/** The scenario `site-page` opens on a site saved and open; elsewhere a couple starts with none. */
function seeded(key: string): Site | undefined {
  const sites = (mockDb.sites ??= {});
  if (!sites[key] && mockDb.scenario === 'site-page') {
    sites[key] = {
      enabled: true,
      slug: 'anna-i-petr',
      story:
        'Мы познакомились весной в книжном магазине: оба тянулись за одной и той же книгой.\n\nЧерез три года — здесь, и мы будем рады разделить этот день с вами.',
      dressCode: 'Пастельные тона, мужчинам — без галстука.',
      palette: ['#e8d5c4', '#c9d6c4', '#a3b18a', '#7d8f69'],
      faq: [
        {
          question: 'Можно ли прийти с детьми?',
          answer: 'Конечно! Напишите в ответе на приглашение, сколько их будет.',
        },
        { question: 'Где оставить машину?', answer: 'У ресторана бесплатная парковка на 40 мест.' },
      ],
      transfer: 'Автобус отправится от метро «Парк культуры» в 14:00 и отвезёт всех обратно в 23:30.',
      accommodation: 'Для гостей из других городов забронированы номера в гостинице рядом с рестораном.',
      theme: 'classic',
      password: '',
      saved: true,
    };
  }
  return sites[key];
}

/** Whether another wedding holds an address. */
const takenByOther = (key: string, slug: string) =>
  Object.entries(mockDb.sites ?? {}).some(([other, site]) => other !== key && site.slug === slug);

export const siteHandlers = [
  mockRoute(siteRoutes.read, ({ user }) => {
    const key = planKeyOf(user);
    return seeded(key) ?? blankSite(suggestedSlug(user.brideName, user.groomName, (slug) => takenByOther(key, slug)));
  }),
  mockRoute(siteRoutes.save, ({ user, body }) => {
    const key = planKeyOf(user);
    const site = siteOf(body);
    refuseOn(takenByOther(key, site.slug) ? { field: 'slug', key: 'site:errors.slugTaken' } : null);
    const saved: Site = { ...site, saved: true };
    (mockDb.sites ??= {})[key] = saved;
    return saved;
  }),
];
