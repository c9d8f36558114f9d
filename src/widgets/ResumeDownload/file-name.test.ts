import { describe, expect, it } from 'vitest';
import { dispositionFileName, extensionFor, resumeFileName, safeFileName } from './file-name';

const resume = { name: '张伟', id: 5521 };

describe('dispositionFileName', () => {
  it.each([
    ['a quoted filename', 'attachment; filename="resume-5521.pdf"', 'resume-5521.pdf'],
    ['a bare token', 'attachment; filename=resume-5521.pdf', 'resume-5521.pdf'],
    ['odd spacing and case', 'Attachment ;FileName = "resume.pdf" ', 'resume.pdf'],
    ['a semicolon and an escaped quote inside quotes', 'attachment; filename="a;b \\"c\\".pdf"', 'a;b _c_.pdf'],
    [
      "filename*=UTF-8'' winning over filename, whichever comes first",
      'attachment; filename*=UTF-8\'\'%E7%AE%80%E5%8E%86-%E5%BC%A0%E4%BC%9F.pdf; filename="resume.pdf"',
      '简历-张伟.pdf',
    ],
    [
      'filename* after filename',
      'attachment; filename="resume.pdf"; filename*=utf-8\'zh-CN\'%E7%AE%80%E5%8E%86.docx',
      '简历.docx',
    ],
    ['an ISO-8859-1 filename*', "attachment; filename*=iso-8859-1'en'r%E9sum%E9.pdf", 'résumé.pdf'],
    ['a filename alone (no disposition type)', 'filename="cv.pdf"', 'cv.pdf'],
  ])('reads %s', (_label, header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(dispositionFileName('attachment; filename*=UTF-8\'\'%E7%AE%; filename="cv.pdf"')).toBe('cv.pdf');
    expect(dispositionFileName('attachment; filename*=GBK\'\'%BC%F2; filename="cv.pdf"')).toBe('cv.pdf');
  });

  it.each([
    ['a missing header', null],
    ['an empty header', ''],
    ['a header without a file name', 'attachment'],
    ['an inline answer', 'inline; size=12'],
    ['a name of dots only', 'attachment; filename=".."'],
  ])('gives none for %s', (_label, header) => {
    expect(dispositionFileName(header)).toBeNull();
  });

  it('keeps only the last path segment of a name', () => {
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionFileName('attachment; filename=C:\\temp\\cv.pdf')).toBe('cv.pdf');
  });
});

describe('resumeFileName', () => {
  it("takes only the kind of file from the server's name: the person is named as the page names them", () => {
    expect(resumeFileName('attachment; filename="resume-5521.DOCX"', 'application/octet-stream', resume)).toBe(
      '简历-张伟-5521.docx',
    );
    const full = "attachment; filename*=UTF-8''%E7%AE%80%E5%8E%86-%E5%BC%A0%E4%BC%9F-5521.pdf";
    expect(resumeFileName(full, 'application/pdf', { name: '张*', id: 5521 })).toBe('简历-张＊-5521.pdf');
    expect(resumeFileName('attachment; filename="resume"', 'application/msword', resume)).toBe('简历-张伟-5521.doc');
  });

  it('names the file after the person and the resume otherwise, with the extension of the content type', () => {
    expect(resumeFileName(null, 'application/pdf', resume)).toBe('简历-张伟-5521.pdf');
    expect(resumeFileName('attachment', 'application/msword', resume)).toBe('简历-张伟-5521.doc');
    expect(
      resumeFileName(undefined, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', resume),
    ).toBe('简历-张伟-5521.docx');
    expect(resumeFileName(null, 'application/octet-stream', resume)).toBe('简历-张伟-5521.pdf');
    expect(resumeFileName(null, '', { name: '  ', id: 7 })).toBe('简历-7.pdf');
    expect(resumeFileName(null, 'application/pdf', { name: '李/四?', id: 8 })).toBe('简历-李_四_-8.pdf');
  });
});

describe('extensionFor and safeFileName', () => {
  it('ignores parameters and case in the content type', () => {
    expect(extensionFor('Application/PDF; charset=binary')).toBe('pdf');
    expect(extensionFor('text/plain;charset=utf-8')).toBe('txt');
  });

  it('replaces characters file systems refuse and trims dots and spaces', () => {
    expect(safeFileName(' 简历:张伟*.pdf. ')).toBe('简历_张伟_.pdf');
  });
});
