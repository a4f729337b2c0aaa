import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import '../dayjs.ts';
import './date-time-picker.css';

/** How a date with its time is typed and shown: local time, the Russian way. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** Days before today: a wedding is planned ahead, so they are greyed out in the calendar. */
export function isPastDay(day: Dayjs): boolean {
  return day.isBefore(dayjs().startOf('day'));
}

/**
 * A date-and-time field in local time (spec section 5), for the wizard and the settings. A typed
 * or picked value is taken as soon as it is complete, without an extra OK click; days already past
 * cannot be picked (a date saved earlier still shows).
 */
export function DateTimePicker(props: Omit<DatePickerProps, 'showTime' | 'format' | 'needConfirm'>) {
  return (
    <DatePicker
      disabledDate={isPastDay}
      {...props}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={DATE_TIME_FORMAT}
      needConfirm={false}
      classNames={{ popup: { root: 'date-time-popup' } }}
      style={{ width: '100%', ...props.style }}
    />
  );
}

/**
 * Date fields are checked when their value changes, not when focus leaves the input: picking in
 * the calendar moves focus into the panel, which flashed "date not filled in" mid-pick.
 */
export const DATE_VALIDATE_TRIGGER = 'onChange';
