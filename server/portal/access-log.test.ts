import { describe, expect, it } from 'vitest';
import { loggedPath } from './access-log';

describe('the path an access-log line writes', () => {
  it('masks secret-looking parameters and mobile numbers, and keeps the rest', () => {
    expect(loggedPath('/n2024/api/x?user-token=abc.def&page=2')).toBe('/n2024/api/x?user-token=[redacted]&page=2');
    expect(loggedPath('/a?password=hunter2&mobile=13912345678')).toBe('/a?password=[redacted]&mobile=[redacted]');
    expect(loggedPath('/n2024/web/jobs?q=13912345678')).toBe('/n2024/web/jobs?q=1**********');
    expect(loggedPath('/n2024/web/jobDetail?id=1234567890123')).toBe('/n2024/web/jobDetail?id=1234567890123');
  });

  it("never writes the QR image's login link (its uuid opens that login's socket)", () => {
    const link = encodeURIComponent('https://rc.example/m/qrlogin?uuid=6f1c2d7e');
    expect(loggedPath(`/n2024/web/qr-code.svg?text=${link}`)).toBe('/n2024/web/qr-code.svg?text=[redacted]');
    expect(loggedPath(`/n2024/web/qr-code.svg?x=1&text=${link}&y=2`)).toBe(
      '/n2024/web/qr-code.svg?x=1&text=[redacted]&y=2',
    );
  });

  it('cuts a long path', () => {
    expect(loggedPath(`/x?q=${'a'.repeat(2000)}`).length).toBe(513);
  });
});
