/**
 * Whether a fair is over: its last day (epoch seconds, spec s3) is before today in the visitor's time zone. A fair
 * held today still takes registrations.
 */
export function fairEnded(lastDay: number | undefined, now: Date = new Date()): boolean {
  if (lastDay === undefined || !Number.isFinite(lastDay)) return false;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return lastDay * 1000 < startOfToday;
}
