import { DatePicker, type DatePickerProps } from 'antd';
import '../dayjs.ts';
import './date-time-picker.css';

/** How a date with its time is typed and shown: local time, the Russian way. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * A date-and-time field in local time (spec section 5), for the wizard and the settings. A typed
 * or picked value is taken as soon as it is complete, without an extra OK click. Past days are not
 * disabled: a disabled day typed in vanished without a word; the form's rules
 * (profile-date-rules.ts) say what is wrong with it under the field instead. Enter takes the typed
 * value (the picker's own handling) and goes no further: it does not submit the form around it,
 * which in the wizard sent the step before the next date was typed.
 */
export function DateTimePicker(props: Omit<DatePickerProps, 'showTime' | 'format' | 'needConfirm'>) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={DATE_TIME_FORMAT}
      needConfirm={false}
      onKeyDown={(event, preventDefault) => {
        if (event.key === 'Enter') event.preventDefault();
        props.onKeyDown?.(event, preventDefault);
      }}
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
