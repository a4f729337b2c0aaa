import type { SessionUser } from '../src/contract/session.ts';
import { moscowClock, type DayContractor, type DayItem } from '../src/contract/wedding-day.ts';

/** One couple's wedding day as the server keeps it (server/features/wedding-day). */
export interface MockDay {
  items: DayItem[];
  /** The wedding's contractors as contractors/public.ts gives them to the day. */
  contractors: DayContractor[];
  /** The public page's token while shared. */
  shareToken: string | null;
}

/** The scenario `wedding-day-page`: a Moscow wedding from the gathering to the cake. */
function scenarioDay(): MockDay {
  const contractors: DayContractor[] = [
    { id: 'ctr_mock_photo', name: 'Фотограф Ольга Ветрова', category: 'photographer', status: 'booked' },
    { id: 'ctr_mock_host', name: 'Ведущий Артём Лебедев', category: 'host', status: 'talking' },
    { id: 'ctr_mock_stylist', name: 'Стилист Мария', category: 'stylist', status: 'paid' },
    { id: 'ctr_mock_car', name: 'Кортеж «Белый лимузин»', category: 'transport', status: 'booked' },
  ];
  const step = (n: number, time: string, title: string, fields: Partial<DayItem> = {}): DayItem => ({
    id: `day_mock_${n}`,
    time,
    until: null,
    title,
    place: '',
    contractorId: null,
    who: '',
    comment: '',
    ...fields,
  });
  return {
    contractors,
    shareToken: null,
    items: [
      step(1, '08:00', 'Сборы невесты: причёска и макияж', {
        until: '10:00',
        place: 'Отель «Пекин», номер 512',
        contractorId: 'ctr_mock_stylist',
      }),
      step(2, '09:30', 'Утро невесты: съёмка', { place: 'Отель «Пекин»', contractorId: 'ctr_mock_photo' }),
      step(3, '10:15', 'Выезд в ЗАГС', { contractorId: 'ctr_mock_car', comment: 'Лимузин у главного входа' }),
      step(4, '11:00', 'Регистрация', {
        place: 'Грибоедовский ЗАГС, Москва, ул. Бутырская, 17',
        contractorId: 'ctr_mock_photo',
        comment: 'Кольца у свидетеля',
      }),
      step(5, '12:00', 'Фотосессия', { until: '15:00', place: 'Парк «Зарядье»', contractorId: 'ctr_mock_photo' }),
      step(6, '14:00', 'Прогулка с гостями', { place: 'Воробьёвы горы', contractorId: 'ctr_mock_photo' }),
      step(7, '16:30', 'Сбор гостей, фуршет', { place: 'Ресторан «Сад»', who: 'Свидетель Пётр' }),
      step(8, '17:00', 'Банкет', { place: 'Ресторан «Сад», Москва, Тверская, 5', contractorId: 'ctr_mock_host' }),
      step(9, '19:00', 'Первый танец', { contractorId: 'ctr_mock_host', comment: 'Трек: «Ты — моё счастье»' }),
      step(10, '21:30', 'Торт', { who: 'Кондитерская «Мёд»' }),
      step(11, '23:00', 'Проводы молодых', { contractorId: 'ctr_mock_car' }),
    ],
  };
}

/** A couple's first day: the scenario's, or the wizard's registration and banquet as the server seeds them. */
export function seedDay(
  scenario: string,
  user: SessionUser,
  names: { registration: string; banquet: string },
): MockDay {
  if (scenario === 'wedding-day-page') return scenarioDay();
  const seeds: Array<[string, string | null, string | null]> = [
    [names.registration, user.registrationDate, user.registrationLocation],
    [names.banquet, user.banquetDate, user.banquetLocation],
  ];
  const items = seeds.flatMap(([title, instant, place], index): DayItem[] => {
    const time = moscowClock(instant);
    if (!time) return [];
    const id = `day_mock_seed_${index + 1}`;
    return [{ id, time, until: null, title, place: place ?? '', contractorId: null, who: '', comment: '' }];
  });
  return { items, contractors: [], shareToken: null };
}
