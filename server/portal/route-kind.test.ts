import { describe, expect, it } from 'vitest';
import { routeKind } from './route-kind';

describe('route kinds (the label of the request figures, decision 066)', () => {
  it.each([
    ['/n2024/web/home', 'page'],
    ['/n2024/web/jobDetail?id=123456', 'page'],
    ['/n2024/web/assets/app-1234.js', 'static'],
    ['/n2024/web/favicon-32.png', 'static'],
    ['/n2024/web/studio/', 'studio'],
    ['/n2024/web/studio/api/session', 'studio'],
    ['/n2024/web/portal.config.json', 'config'],
    ['/n2024/web/sitemap.xml', 'sitemap'],
    ['/n2024/web/sitemap-jobs-1.xml', 'sitemap'],
    ['/n2024/web/qr-code.svg?text=https%3A%2F%2Frc.example%2Fm%2Fqrlogin%3Fuuid%3Du-1', 'qr'],
    ['/n2024/api/job/queryJobById?id=1', 'api'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/metrics', 'metrics'],
    ['/', 'other'],
    ['/n2024/web', 'other'],
    ['/wp-login.php', 'other'],
  ])('%s is %s', (url, kind) => expect(routeKind(url)).toBe(kind));
});
