import fs from 'node:fs';
import path from 'node:path';
import type { Color, PDFDocument, PDFFont, PDFImage, PDFOperator, PDFPage } from 'pdf-lib';
import { API_ASSETS_DIR } from '../../env';

// A certificate as an A4 landscape PDF (docs/decisions/0054-results-and-certificates.md): every text from the
// edition, the settings and the records, the fonts embedded (subsets of Liberation Serif, shipped in apps/api/assets),
// the QR code drawn as vector squares so it stays sharp when printed and costs no image.

export interface CertificatePdfModel {
  /** 'Certificate of Participation' */
  title: string;
  editionTitle: string;
  editionDates: string;
  collegeName: string;
  associationName: string;
  participantName: string;
  participantCollege: string;
  /** 'has participated in', 'has completed the workshop', 'has won First place in' */
  achievement: string;
  itemName: string;
  verifyUrl: string;
  signatories: { name: string; title: string; signature: PdfImageSource | null }[];
  /** Drawn at the top, when the organisers uploaded one. */
  logo: PdfImageSource | null;
}

export interface PdfImageSource {
  format: 'png' | 'jpg';
  bytes: Uint8Array;
}

/**
 * pdf-lib, its font engine and the QR encoder, loaded when the first certificate is drawn rather than when the server
 * starts: together they were about a third of a start's CPU (docs/performance.md), for a page few requests need.
 */
async function loadDrawing() {
  const [pdfLib, fontkit, qrcode] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    import('qrcode'),
  ]);
  const { rgb } = pdfLib;
  return {
    pdfLib,
    fontkit: fontkit.default,
    createQr: qrcode.default.create,
    ink: rgb(0.13, 0.13, 0.18),
    accent: rgb(0.55, 0.1, 0.16),
    muted: rgb(0.35, 0.35, 0.4),
    white: rgb(1, 1, 1),
  };
}
type Drawing = Awaited<ReturnType<typeof loadDrawing>>;
let drawing: Promise<Drawing> | undefined;

const embedImage = (doc: PDFDocument, image: PdfImageSource) =>
  image.format === 'png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

const fontFile = (name: string) => path.join(API_ASSETS_DIR, 'fonts', name);
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
const fonts = () =>
  (fontBytes ??= {
    regular: fs.readFileSync(fontFile('LiberationSerif-Regular.ttf')),
    bold: fs.readFileSync(fontFile('LiberationSerif-Bold.ttf')),
  });

export async function renderCertificatePdf(model: CertificatePdfModel): Promise<Uint8Array> {
  const draw = await (drawing ??= loadDrawing());
  const doc = await draw.pdfLib.PDFDocument.create();
  doc.registerFontkit(draw.fontkit);
  doc.setTitle(`${model.title}: ${model.participantName}`);
  doc.setAuthor(model.associationName);
  doc.setSubject(`${model.editionTitle}: ${model.itemName}`);
  doc.setCreator(model.editionTitle);
  doc.setProducer(model.editionTitle);
  const regular = await doc.embedFont(fonts().regular, { subset: true });
  const bold = await doc.embedFont(fonts().bold, { subset: true });
  const page = doc.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;

  page.drawRectangle({
    x: 20,
    y: 20,
    width: width - 40,
    height: height - 40,
    borderColor: draw.accent,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: width - 56,
    height: height - 56,
    borderColor: draw.accent,
    borderWidth: 0.8,
  });

  let y = height - 70;
  if (model.logo) {
    const logo = await embedImage(doc, model.logo);
    const scaled = logo.scaleToFit(140, 60);
    page.drawImage(logo, { x: (width - scaled.width) / 2, y: y - scaled.height + 10, ...scaled });
    y -= scaled.height + 8;
  }
  const line = (text: string, font: PDFFont, size: number, color: Color = draw.ink, gap = 8) => {
    const fitted = fitSize(text, font, size, width - 140);
    y -= fitted;
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
    y -= gap;
  };
  const { ink, accent, muted } = draw;
  line(model.collegeName, bold, 17, ink, 6);
  line(model.associationName, regular, 13, muted, 24);
  line(model.title.toUpperCase(), bold, 30, accent, 22);
  line('This is to certify that', regular, 14, muted, 14);
  line(model.participantName, bold, 28, ink, 10);
  line(`of ${model.participantCollege}`, regular, 14, muted, 14);
  line(model.achievement, regular, 14, muted, 10);
  line(model.itemName, bold, 21, ink, 12);
  line(`at ${model.editionTitle}, held on ${model.editionDates}.`, regular, 14, muted, 0);

  await drawSignatories(draw, doc, page, model.signatories, { regular, bold }, width - 200);
  drawVerification(draw, page, model.verifyUrl, regular, width);

  // Object streams save a few kilobytes and cost a third of the drawing time (docs/performance.md).
  return doc.save({ useObjectStreams: false });
}

/** The largest size up to `size` at which the text fits `maxWidth` (a long name shrinks rather than overflows). */
function fitSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  const atSize = font.widthOfTextAtSize(text, size);
  return atSize <= maxWidth ? size : Math.max(8, Math.floor((size * maxWidth) / atSize));
}

async function drawSignatories(
  draw: Drawing,
  doc: PDFDocument,
  page: PDFPage,
  signatories: CertificatePdfModel['signatories'],
  font: { regular: PDFFont; bold: PDFFont },
  usableWidth: number,
) {
  if (signatories.length === 0) return;
  const slot = usableWidth / signatories.length;
  const baseline = 92;
  for (const [i, s] of signatories.entries()) {
    const centre = 50 + slot * i + slot / 2;
    let image: PDFImage | null = null;
    if (s.signature) image = await embedImage(doc, s.signature);
    if (image) {
      const scaled = image.scaleToFit(130, 44);
      page.drawImage(image, { x: centre - scaled.width / 2, y: baseline + 6, ...scaled });
    }
    page.drawLine({
      start: { x: centre - 75, y: baseline },
      end: { x: centre + 75, y: baseline },
      thickness: 0.6,
      color: draw.muted,
    });
    const nameSize = fitSize(s.name, font.bold, 11, slot - 16);
    page.drawText(s.name, {
      x: centre - font.bold.widthOfTextAtSize(s.name, nameSize) / 2,
      y: baseline - 14,
      size: nameSize,
      font: font.bold,
      color: draw.ink,
    });
    const titleSize = fitSize(s.title, font.regular, 10, slot - 16);
    page.drawText(s.title, {
      x: centre - font.regular.widthOfTextAtSize(s.title, titleSize) / 2,
      y: baseline - 27,
      size: titleSize,
      font: font.regular,
      color: draw.muted,
    });
  }
}

/** The QR code at the bottom right, the printed address under it: either one leads to the verification page. */
function drawVerification(draw: Drawing, page: PDFPage, url: string, font: PDFFont, width: number) {
  const { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingColor } = draw.pdfLib;
  const qr = draw.createQr(url, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = 78;
  const cell = side / (modules + 2);
  const left = width - 50 - side;
  const bottom = 58;
  page.drawRectangle({ x: left, y: bottom, width: side, height: side, color: draw.white });
  // Runs of dark modules in a row as one `re` each, filled at once: drawRectangle per run (its own graphics state and
  // colour each time) was most of a certificate's drawing time.
  const runs: PDFOperator[] = [];
  for (let row = 0; row < modules; row++) {
    let run = 0;
    for (let col = 0; col <= modules; col++) {
      const dark = col < modules && qr.modules.get(row, col) === 1;
      if (dark) run++;
      else if (run > 0) {
        runs.push(rectangle(left + cell * (col - run + 1), bottom + side - cell * (row + 2), cell * run, cell));
        run = 0;
      }
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingColor(draw.ink), ...runs, fill(), popGraphicsState());
  const label = `Verify at ${url}`;
  const size = fitSize(label, font, 7.5, 330);
  page.drawText(label, {
    x: width - 50 - font.widthOfTextAtSize(label, size),
    y: bottom - 12,
    size,
    font,
    color: draw.muted,
  });
}
