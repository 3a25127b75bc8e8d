/**
 * "Save as PDF" for what the studio's window prints (the delivery slip): the window's print
 * layout made into a PDF by Chromium (so Arabic names and addresses are shaped as on screen), then
 * saved where the user chooses. The Electron calls come in as functions, for the tests.
 */
export interface PdfSaverParts {
  /** The window's page printed to PDF (webContents.printToPDF). */
  print(): Promise<Uint8Array>;
  /** The system's save dialog, starting at `defaultName`; null when the user cancels. */
  chooseFile(defaultName: string): Promise<string | null>;
  write(file: string, data: Uint8Array): Promise<void>;
}

export type PdfSaved = 'saved' | 'cancelled';

/** A name the save dialog can start from: no folders, no characters file systems refuse, ends in .pdf. */
export function pdfFileName(suggested: string): string {
  const base = suggested
    .replace(/\.pdf$/i, '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 100);
  return `${base || 'document'}.pdf`;
}

export function createPdfSaver(parts: PdfSaverParts): (suggestedName: string) => Promise<PdfSaved> {
  return async (suggestedName) => {
    // Printed first: the dialog must not change what the window shows while it prints.
    const data = await parts.print();
    const file = await parts.chooseFile(pdfFileName(suggestedName));
    if (!file) return 'cancelled';
    await parts.write(file, data);
    return 'saved';
  };
}
