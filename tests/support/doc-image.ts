/**
 * Where a browser test saves a screenshot the docs show: docs/images/ when DOC_IMAGES=1 (`npm run docs:images`),
 * otherwise the test's own output folder, so a test run leaves the checkout as it found it (every run rewrote the
 * tracked images: a PNG differs in its bytes from run to run).
 */
import { join } from 'node:path';
import { test } from '@playwright/test';

const DOCS = join(import.meta.dirname, '../../docs/images');

export const docImage = (name: string): string =>
  process.env.DOC_IMAGES === '1' ? join(DOCS, name) : test.info().outputPath(name);
