import { DatePicker, type DatePickerProps } from 'antd';
import '../dayjs.ts';

/** How a date with its time is typed and shown: local time, the Russian way. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * A date-and-time field in local time (spec section 5), for the wizard and the settings. A typed
 * or picked value is taken as soon as it is complete, without an extra OK click.
 */
export function DateTimePicker(props: Omit<DatePickerProps, 'showTime' | 'format' | 'needConfirm'>) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={DATE_TIME_FORMAT}
      needConfirm={false}
      style={{ width: '100%', ...props.style }}
    />
  );
}
