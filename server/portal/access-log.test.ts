import { describe, expect, it } from 'vitest';
import { loggedPath } from './access-log';

describe('the path an access-log line writes', () => {
  it('masks secret-looking parameters and mobile numbers, and keeps the rest', () => {
    expect(loggedPath('/n2024/api/x?user-token=abc.def&page=2')).toBe('/n2024/api/x?user-token=[redacted]&page=2');
    expect(loggedPath('/a?password=hunter2&mobile=13912345678')).toBe('/a?password=[redacted]&mobile=[redacted]');
    expect(loggedPath('/n2024/web/jobs?q=13912345678')).toBe('/n2024/web/jobs?q=1**********');
    expect(loggedPath('/n2024/web/jobDetail?id=1234567890123')).toBe('/n2024/web/jobDetail?id=1234567890123');
  });

  it('cuts a long path', () => {
    expect(loggedPath(`/x?q=${'a'.repeat(2000)}`).length).toBe(513);
  });
});
