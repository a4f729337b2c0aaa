import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/*
 * The one Russian-locale dayjs of the app, for the dates it prints and antd's pickers. Imported by
 * the signed-in layout and by whatever shows or picks dates, not by the entry: the login screen
 * needs no dates.
 */
dayjs.locale('ru');

export default dayjs;
