import { randomBytes } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** PDFs the tests make: each page a list of lines, drawn top to bottom as a PDF producer would. */
export async function makePdf(pages: string[][], opts: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 16, size: 11, font }));
    // A page number at the foot, as official reports print them.
    page.drawText(String(pdf.getPageCount()), { x: 290, y: 30, size: 9, font });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: opts.useObjectStreams ?? true }));
}

/** A page with a picture and no text layer: what a scanner gives. */
export async function makeImageOnlyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  for (let i = 0; i < 40; i++)
    page.drawRectangle({
      x: 56,
      y: 780 - i * 16,
      width: 300 + (i % 5) * 20,
      height: 9,
      color: rgb(0.1, 0.1, 0.1),
    });
  return Buffer.from(await pdf.save());
}

/**
 * A PDF that needs a password: the Standard security handler's dictionary in the trailer, with a
 * user key no empty password opens (a reader must ask for the password).
 */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const plain = (
    await makePdf([['Inflation rose to 21.91 percent in February 2023.']], { useObjectStreams: false })
  ).toString('latin1');
  const hex = () => randomBytes(32).toString('hex');
  const id = randomBytes(16).toString('hex');
  const encrypted = plain.replace(
    /trailer\s*<</,
    `trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex()}> /U <${hex()}> /P -44 >>\n/ID [<${id}> <${id}>]\n`,
  );
  return Buffer.from(encrypted, 'latin1');
}

/** Not a PDF at all past its header: a truncated download. */
export function makeBrokenPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nstream\n' + 'x'.repeat(300),
    'latin1',
  );
}
