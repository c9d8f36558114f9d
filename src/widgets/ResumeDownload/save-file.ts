/**
 * Hands a file the page already holds to the browser's downloads: an object URL on a temporary `<a download>`,
 * clicked and removed. The URL is revoked a little later, not at once: some browsers read it only after the click
 * has returned, and a revoked URL would save nothing. An object, so tests can watch what is saved.
 */
export const REVOKE_AFTER_MS = 10_000;

export const fileSaver = {
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    }
  },
};
