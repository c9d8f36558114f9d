/**
 * The name a downloaded resume is saved under: `简历-{name}-{id}.{ext}`, with the name as the page shows it (masked,
 * issue 22 item 14: the server's own file name may carry the full name the page hides) and the extension of the
 * server's file name (Content-Disposition, RFC 6266: `filename*` in RFC 8187 encoding wins over `filename`), else of
 * the content type. The name is made safe to save: no folders, no characters file systems refuse.
 */

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'text/html': 'html',
  'text/plain': 'txt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The extension for a content type; a resume without a telling type (octet-stream) is taken for a PDF. */
export function extensionFor(type: string): string {
  return EXTENSIONS[type.split(';')[0]!.trim().toLowerCase()] ?? 'pdf';
}

/** `charset'language'percent-encoded` (RFC 8187) decoded; null when it cannot be. */
function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset, encoded] = match as unknown as [string, string, string];
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1')
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null; // a malformed escape: the plain `filename` may still serve
  }
  return null;
}

/** The parameters of a header value (`attachment; a=1; b="x;y"`), names lower-cased, quotes undone. */
function parameters(header: string): Map<string, string> {
  const found = new Map<string, string>();
  const param = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, name, raw] of `;${header}`.matchAll(param)) {
    const value = raw!.startsWith('"') ? raw!.slice(1, -1).replace(/\\(.)/g, '$1') : raw!.trim();
    const key = name!.toLowerCase();
    if (!found.has(key)) found.set(key, value);
  }
  return found;
}

/** The file name Content-Disposition gives, or null when it gives none (or the header is missing). */
export function dispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parameters(header);
  const extended = params.get('filename*');
  const name = (extended !== undefined ? decodeExtValue(extended) : null) ?? params.get('filename') ?? null;
  const safe = name === null ? '' : safeFileName(name);
  return safe || null;
}

/** Only the last path segment, without control characters or those Windows refuses, trimmed of dots and spaces. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').replace(/^[\s.]+|[\s.]+$/g, '');
}

/** The extension of a file name (`pdf` of `resume.PDF`), lower-cased; null when it has none that looks like one. */
function extensionOf(fileName: string | null): string | null {
  const match = fileName === null ? null : /\.([a-z0-9]{1,5})$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : null;
}

/** The name to save a downloaded resume under: the page's name for the person, the server's kind of file. */
export function resumeFileName(
  disposition: string | null | undefined,
  type: string,
  resume: { name: string; id: number },
): string {
  // A slash in a person's name is part of the name, not a folder; the mask's * (which Windows refuses in a file
  // name) is written as the full-width ＊ that looks the same.
  const person = resume.name.trim().replace(/[/\\]/g, '_').replace(/\*/g, '＊');
  const stem = ['简历', person, String(resume.id)].filter(Boolean).join('-');
  return safeFileName(`${stem}.${extensionOf(dispositionFileName(disposition)) ?? extensionFor(type)}`);
}
