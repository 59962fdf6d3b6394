import { attachmentProblem, extensionOf } from '../attachment';

const MB = 1024 * 1024;

describe('attachmentProblem: what the browser refuses before sending', () => {
  it('takes the listed extensions, in any case, up to 20 MB', () => {
    for (const name of ['a.pdf', 'B.PNG', 'c.jpeg', 'd.JPG', 'e.webp', 'f.docx', 'g.xlsx']) {
      expect(attachmentProblem({ name, size: 20 * MB })).toBeNull();
    }
    for (const name of ['h.pptx', 'i.odt', 'j.ods', 'k.txt', 'l.csv']) {
      expect(attachmentProblem({ name, size: 1 })).toBeNull();
    }
  });

  it('takes a file without a listed extension when the browser knows it as an accepted type', () => {
    expect(attachmentProblem({ name: 'scan', size: 10, type: 'application/pdf' })).toBeNull();
    // Text is known by its name only, as the server does.
    expect(attachmentProblem({ name: 'notes', size: 10, type: 'text/plain' })).toBe(
      'This file type is not accepted.',
    );
  });

  it('refuses other types and larger files with the server’s sentences', () => {
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toBe(
      'This file type is not accepted.',
    );
    expect(attachmentProblem({ name: 'anim.gif', size: 10, type: 'image/gif' })).toBe(
      'This file type is not accepted.',
    );
    expect(attachmentProblem({ name: 'big.pdf', size: 20 * MB + 1 })).toBe(
      'Files may be up to 20 MB.',
    );
  });

  it('reads the extension after the last dot, not of a dot file', () => {
    expect(extensionOf('report.final.PDF')).toBe('pdf');
    expect(extensionOf('.csv')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});
