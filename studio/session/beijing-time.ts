/** A time as people in China read it: Beijing time (UTC+8), whatever the computer's own zone (decision 078). */
const FORMAT = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-28 16:05:09` for 2026-11-28T08:05:09Z. */
export function beijingTime(time: string | number): string {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
