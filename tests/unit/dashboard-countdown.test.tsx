import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../src/features/dashboard/components/countdown.tsx';
import { mapSearchUrl } from '../../src/features/dashboard/map-link.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Noon, local time: far from midnight, so "the day itself" and "after" are plain calendar facts.
const NOW = new Date(2027, 2, 10, 12, 0, 0);

function showCountdown(registrationDate: string | null) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  render(
    <MemoryRouter>
      <Countdown registrationDate={registrationDate} />
    </MemoryRouter>,
  );
  return screen.getByTestId('countdown');
}

const unitText = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown to the registration', () => {
  it('ticks every second: days, hours, minutes and seconds', () => {
    showCountdown(new Date(NOW.getTime() + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND).toISOString());
    expect(screen.getByText('До регистрации осталось')).toBeInTheDocument();
    expect([unitText('days'), unitText('hours'), unitText('minutes'), unitText('seconds')]).toEqual([
      '3 дня',
      '4 часа',
      '5 минут',
      '6 секунд',
    ]);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(unitText('seconds')).toBe('5 секунд');
    act(() => vi.advanceTimersByTime(6 * SECOND));
    expect([unitText('minutes'), unitText('seconds')]).toEqual(['4 минуты', '59 секунд']);
  });

  it.each([
    [1, ['1 день', '1 час', '1 минута', '1 секунда']],
    [2, ['2 дня', '2 часа', '2 минуты', '2 секунды']],
    [5, ['5 дней', '5 часов', '5 минут', '5 секунд']],
    [11, ['11 дней', '11 часов', '11 минут', '11 секунд']],
    [21, ['21 день', '21 час', '21 минута', '21 секунда']],
    [22, ['22 дня', '22 часа', '22 минуты', '22 секунды']],
  ])('says %i in Russian plural forms', (n, words) => {
    showCountdown(new Date(NOW.getTime() + n * DAY + n * HOUR + n * MINUTE + n * SECOND).toISOString());
    expect([unitText('days'), unitText('hours'), unitText('minutes'), unitText('seconds')]).toEqual(words);
  });

  it('without a date asks for one, with a way to settings', () => {
    const countdown = showCountdown(null);
    expect(countdown).toHaveTextContent('Укажите дату регистрации, и здесь пойдёт обратный отсчёт до вашего дня.');
    expect(screen.getByRole('link', { name: 'Указать дату' })).toHaveAttribute('href', '/settings');
  });

  it('on the day itself congratulates, and counts the hours left until the ceremony', () => {
    const countdown = showCountdown(new Date(NOW.getTime() + 2 * HOUR).toISOString());
    expect(countdown).toHaveTextContent('Сегодня ваш день!');
    expect([unitText('days'), unitText('hours')]).toEqual(['0 дней', '2 часа']);
    act(() => vi.advanceTimersByTime(2 * HOUR));
    expect(countdown).toHaveTextContent('Сегодня ваш день!');
    expect(screen.queryByTestId('countdown-days')).toBeNull();
  });

  it('after the day counts the days of marriage', () => {
    expect(showCountdown(new Date(NOW.getTime() - DAY).toISOString())).toHaveTextContent(
      'Вы женаты уже 1 день. Поздравляем!',
    );
  });

  it.each([
    [2, 'Вы женаты уже 2 дня.'],
    [5, 'Вы женаты уже 5 дней.'],
    [21, 'Вы женаты уже 21 день.'],
  ])('after %i days says so in Russian', (days, text) => {
    expect(showCountdown(new Date(NOW.getTime() - days * DAY).toISOString())).toHaveTextContent(text);
  });
});

describe('the map link of the registration place', () => {
  it('searches Yandex Maps for the place text', () => {
    expect(mapSearchUrl(' Грибоедовский ЗАГС ')).toBe(
      'https://yandex.ru/maps/?text=%D0%93%D1%80%D0%B8%D0%B1%D0%BE%D0%B5%D0%B4%D0%BE%D0%B2%D1%81%D0%BA%D0%B8%D0%B9%20%D0%97%D0%90%D0%93%D0%A1',
    );
  });
});
