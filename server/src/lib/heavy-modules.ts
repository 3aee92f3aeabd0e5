/**
 * Libraries most requests never need, loaded on first use instead of at start: each holds megabytes of
 * code and strings in the heap from the moment it is imported (issue 20: the server idled at over
 * 300 MiB). Types are imported as types where they are used; the constructors come from here.
 */

let excel: Promise<typeof import('exceljs')> | null = null;
let pdfkit: Promise<typeof import('pdfkit')> | null = null;

/** exceljs, for reading and writing workbooks (rate sheets, letters, statements). */
export async function loadExcel(): Promise<typeof import('exceljs')> {
  excel ??= import('exceljs').then((module) => module.default ?? module);
  return excel;
}

/** pdfkit's document class, for the bill of lading and invoice PDFs. */
export async function loadPdfKit(): Promise<typeof import('pdfkit')> {
  pdfkit ??= import('pdfkit').then((module) => module.default ?? module);
  return pdfkit;
}
