import { describe, expect, it, vi } from 'vitest';
import { createPdfSaver, pdfFileName } from './pdf';

describe('saving the printed page as PDF', () => {
  it('prints, asks where, and writes the PDF there', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const order: string[] = [];
    const write = vi.fn((_file: string, _data: Uint8Array) => {
      order.push('write');
      return Promise.resolve();
    });
    const save = createPdfSaver({
      print: () => {
        order.push('print');
        return Promise.resolve(pdf);
      },
      chooseFile: (name) => {
        order.push(`choose ${name}`);
        return Promise.resolve(`/home/lina/Documents/${name}`);
      },
      write,
    });
    expect(await save('bordereau-commande-12')).toBe('saved');
    expect(order).toEqual(['print', 'choose bordereau-commande-12.pdf', 'write']);
    expect(write).toHaveBeenCalledWith('/home/lina/Documents/bordereau-commande-12.pdf', pdf);
  });

  it('writes nothing when the user cancels the dialog', async () => {
    const write = vi.fn(() => Promise.resolve());
    const save = createPdfSaver({
      print: () => Promise.resolve(new Uint8Array([1])),
      chooseFile: () => Promise.resolve(null),
      write,
    });
    expect(await save('slip')).toBe('cancelled');
    expect(write).not.toHaveBeenCalled();
  });

  it('offers a plain file name whatever the page suggests', () => {
    expect(pdfFileName('bordereau 12.pdf')).toBe('bordereau 12.pdf');
    expect(pdfFileName('../../etc/passwd')).toBe('etc-passwd.pdf');
    expect(pdfFileName('a:b*c?"d<e>f|g\u0000')).toBe('a-b-c-d-e-f-g.pdf');
    expect(pdfFileName('...')).toBe('document.pdf');
    expect(pdfFileName('بوليصة-12')).toBe('بوليصة-12.pdf');
    expect(pdfFileName('x'.repeat(300))).toHaveLength(104);
  });
});
