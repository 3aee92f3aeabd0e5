import {
  CHINA_TIME_ZONE,
  CHINA_UTC_OFFSET_MINUTES,
  CHINA_ZONE_LABEL,
  chinaInstant,
  chinaToday,
} from '@seabook/domain/china-time';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * antd's date pickers in China time, whatever the browser's zone (decision 027). A picker shows and
 * edits the fields of a dayjs value; these helpers give it values whose fields are China's wall clock,
 * and read what it shows back as China time. antd takes "now" (the Now and Today buttons, the month a
 * picker opens on) from `dayjs().tz()` when the time-zone plugin is loaded, so the default zone below
 * makes those China's too. Loaded with antd (components/antd-scope.tsx), never on the first page.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(CHINA_TIME_ZONE);

/** An instant as a picker value that shows its China wall time. */
export function chinaPickerValue(at: string | number): Dayjs {
  return dayjs(at).utcOffset(CHINA_UTC_OFFSET_MINUTES);
}

/** Now as a picker value in China time: the default of a "when did it happen" field. */
export function chinaPickerNow(): Dayjs {
  return chinaPickerValue(Date.now());
}

/**
 * The instant (ISO 8601) of the date and time a picker shows, read as China time: what the operator
 * typed or picked, not the browser's reading of it. Null for a value that is not a date.
 */
export function pickedInstant(value: Dayjs): string | null {
  const at = chinaInstant(value.format('YYYY-MM-DD HH:mm:ss'));
  return at === null ? null : new Date(at).toISOString();
}

/** Whether a picker's day lies after today in China (a "not in the future" picker disables it). */
export function isAfterChinaToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') > chinaToday();
}

/** Whether a picker's day lies before today in China (a "not in the past" picker disables it). */
export function isBeforeChinaToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') < chinaToday();
}

/** A field label that names the zone its time is typed in: "发生时间 (UTC+8)". */
export function zonedLabel(label: string): string {
  return `${label} (${CHINA_ZONE_LABEL})`;
}
