import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, createTestContext, tokenFor, type TestContext } from '../../test-support/context';
import { afterTheGames } from './after-the-games-kit';

const PHOTOS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test-support/photos');

let ctx: TestContext;
let admin: string;
let day: Awaited<ReturnType<typeof afterTheGames>>;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await adminToken(ctx);
  day = await afterTheGames(ctx);
});
afterEach(async () => {
  await ctx.close();
});

/** A signature as a tablet app exports it: dark ink strokes on a transparent PNG, wider than it is tall. */
function tabletSignature(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="320">
    <path d="M40 220 C 120 40, 180 300, 260 150 S 380 60, 420 210 C 470 320, 560 80, 640 170 S 800 260, 860 120"
      fill="none" stroke="#1b2a6b" stroke-width="9" stroke-linecap="round"/>
    <path d="M300 250 C 420 230, 560 240, 700 225" fill="none" stroke="#1b2a6b" stroke-width="5"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text as string;
}

/** Each font the PDF's descriptors name, and whether its program is in the file. */
async function fontsOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const name = object.get(PDFName.of('FontName'))!.toString().slice(1);
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key)));
    fonts.push({ name, embedded });
  }
  return fonts.sort((a, b) => a.name.length - b.name.length);
}

/**
 * What a phone's camera reads from the printed QR code: the page's small filled squares in the code's corner, drawn
 * into a black-on-white picture (4 px a point) and decoded with jsQR.
 */
async function qrTextOf(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const text = streams
    .map((ref) => doc.context.lookup(ref as never) as PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  const { width } = page.getSize();
  const squares = [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)]
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([x, y, , h]) => x > width - 140 && y < 150 && h < 5);
  const scale = 4;
  const left = Math.min(...squares.map(([x]) => x)) - 10;
  const bottom = Math.min(...squares.map(([, y]) => y)) - 10;
  const size = Math.ceil((Math.max(...squares.map(([x, , w]) => x + w)) - left + 10) * scale);
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [x, y, w, h] of squares) {
    for (let py = Math.round((y - bottom) * scale); py < Math.round((y + h - bottom) * scale); py++) {
      for (let px = Math.round((x - left) * scale); px < Math.round((x + w - left) * scale); px++) {
        const at = ((size - 1 - py) * size + px) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

async function certificateOf(kind: string) {
  const res = await ctx.request('/api/v1/certificates/mine', { token: await tokenFor(ctx, day.kavya.id) });
  return (res.json.data as any[]).find((c) => c.kind === kind)!;
}

async function downloadPdf(id: string, token = admin) {
  const res = await ctx.app.request(`/api/v1/certificates/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const photo = (name: string) => new File([fs.readFileSync(path.join(PHOTOS, name))], name);

const upload = (urlPath: string, field: string, file: File) => {
  const form = new FormData();
  form.set(field, file);
  return ctx.request(urlPath, { method: 'PUT', token: admin, body: form });
};

describe('the certificate PDF', () => {
  test('an A4 landscape PDF with the name, the event, the position and the verification address, fonts embedded, under 300 KB', async () => {
    const winners = [{ position: 1, participantIds: [day.kavya.participant_id] }];
    await ctx.request(`/api/v1/admin/results/event/${day.event.id}`, {
      method: 'PUT',
      token: admin,
      json: { winners },
    });
    await ctx.request(`/api/v1/admin/results/event/${day.event.id}/publish`, { method: 'POST', token: admin });
    await ctx.request('/api/v1/admin/certificates/release', { method: 'POST', token: admin });
    const merit = await certificateOf('merit');

    const { res, bytes } = await downloadPdf(merit.id, await tokenFor(ctx, day.kavya.id));
    expect(res.status).toBe(200);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = await pdfText(bytes);
    for (const expected of [
      'CERTIFICATE OF MERIT',
      'Kavya Raman',
      'PSG College of Technology',
      'has won First place in',
      day.event.name,
      'MECH SYMPOSIUM 25-26',
      'College of Engineering',
      'Mechanical Engineering Association',
      `http://symposium.test/verify/${merit.id}`,
    ]) {
      expect(text).toContain(expected);
    }

    expect(await qrTextOf(bytes)).toBe(`http://symposium.test/verify/${merit.id}`);

    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);
    // Embedded TrueType subsets, not one of the 14 standard fonts a reader substitutes.
    expect(await fontsOf(bytes)).toEqual([
      { name: expect.stringMatching(/^LiberationSerif-\d+$/), embedded: true },
      { name: expect.stringMatching(/^LiberationSerif-Bold-\d+$/), embedded: true },
    ]);
  });

  test('drawn once and kept privately in DATA_DIR/certificates; a changed template draws it anew', async () => {
    await ctx.request('/api/v1/admin/certificates/release', { method: 'POST', token: admin });
    const workshop = await certificateOf('workshop');
    const first = await downloadPdf(workshop.id);
    const files = () => fs.readdirSync(ctx.env.certificatePdfsDir);
    expect(files()).toEqual([expect.stringMatching(new RegExp(`^${workshop.id}\\.[a-f0-9]{16}\\.pdf$`))]);
    expect(fs.statSync(ctx.env.certificatePdfsDir).mode & 0o777).toBe(0o700);
    expect((await downloadPdf(workshop.id)).bytes).toEqual(first.bytes);
    expect(await pdfText(first.bytes)).toContain('has successfully completed the workshop');

    const signatories = [
      { name: 'Dr. S. Lakshmi', title: 'Principal' },
      { name: 'Prof. R. Venkatesh', title: 'Head, Department of Mechanical Engineering' },
      { name: 'Nandhini K', title: 'Student Secretary' },
    ];
    const saved = await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: { certificate: { signatories } },
    });
    expect(saved.status).toBe(200);
    // As organisers have them: a tablet's transparent PNG, and phone photos of signed sheets and of the logo.
    const uploads: [string, string, File][] = [
      ['signatories/0/signature', 'signature', new File([await tabletSignature()], 'principal.png')],
      ['signatories/1/signature', 'signature', photo('phone-portrait-exif6.jpg')],
      ['signatories/2/signature', 'signature', photo('phone-full-quality.jpg')],
      ['logo', 'logo', photo('cutout-alpha.png')],
    ];
    for (const [where, field, file] of uploads) {
      expect([where, (await upload(`/api/v1/admin/certificates/${where}`, field, file)).status]).toEqual([where, 200]);
    }

    const redrawn = await downloadPdf(workshop.id);
    expect(redrawn.bytes).not.toEqual(first.bytes);
    expect(redrawn.bytes.length).toBeLessThan(300 * 1024);
    const text = await pdfText(redrawn.bytes);
    for (const s of signatories) {
      expect(text).toContain(s.name);
      expect(text).toContain(s.title);
    }
    expect(files()).toHaveLength(1);
    // Nothing of it is reachable outside this route.
    for (const where of ['/certificates/', '/api/v1/certificates/', '/api/v1/uploads/', '/team/photos/']) {
      const res = await ctx.request(`${where}${files()[0]}`, { token: admin });
      expect([where, res.status === 200, res.headers.get('content-type')]).not.toContainEqual('application/pdf');
      expect([where, res.status]).not.toEqual([where, 200]);
    }
  });

  test('organisers see which template images are uploaded and a sample certificate drawn with them', async () => {
    const template = async () => (await ctx.request('/api/v1/admin/certificates/template', { token: admin })).json;
    expect((await template()).data).toEqual({ signatories: [], hasLogo: false });
    const signatories = [
      { name: 'Dr. S. Lakshmi', title: 'Principal' },
      { name: 'Nandhini K', title: 'Student Secretary' },
    ];
    await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: { certificate: { signatories } },
    });
    const signature = new File([await tabletSignature()], 'principal.png', { type: 'image/png' });
    expect((await upload('/api/v1/admin/certificates/signatories/0/signature', 'signature', signature)).status).toBe(
      200,
    );
    expect((await template()).data).toEqual({
      signatories: [
        { ...signatories[0], hasSignature: true },
        { ...signatories[1], hasSignature: false },
      ],
      hasLogo: false,
    });

    const sample = await ctx.app.request('/api/v1/admin/certificates/sample.pdf', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([sample.status, sample.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const bytes = new Uint8Array(await sample.arrayBuffer());
    const text = await pdfText(bytes);
    for (const words of ['Participant Name', 'Their College', 'Dr. S. Lakshmi', 'Student Secretary', day.event.name]) {
      expect(text).toContain(words);
    }
    // A sample is drawn each time and never kept.
    expect(fs.existsSync(ctx.env.certificatePdfsDir) ? fs.readdirSync(ctx.env.certificatePdfsDir) : []).toEqual([]);
    const asParticipant = await ctx.request('/api/v1/admin/certificates/sample.pdf', {
      token: await tokenFor(ctx, day.kavya.id),
    });
    expect(asParticipant.status).toBe(403);
  });

  test('a signature is checked by its content: a text file named .png is refused, and so is a signatory not listed', async () => {
    await ctx.request('/api/v1/admin/settings', {
      method: 'PUT',
      token: admin,
      json: { certificate: { signatories: [{ name: 'Dr. S. Lakshmi', title: 'Principal' }] } },
    });
    const fake = new File(['not an image at all'], 'signature.png', { type: 'image/png' });
    const refused = await upload('/api/v1/admin/certificates/signatories/0/signature', 'signature', fake);
    expect([refused.status, refused.json.message]).toEqual([400, 'The image must be a PNG or JPEG']);
    const signature = new File([await tabletSignature()], 'signature.png', { type: 'image/png' });
    const missing = await upload('/api/v1/admin/certificates/signatories/1/signature', 'signature', signature);
    expect([missing.status, missing.json.message]).toEqual([
      404,
      'There is no signatory 2: add them in the settings (certificate signatories) first',
    ]);
    const coordinatorToken = await tokenFor(ctx, day.kavya.id);
    const asParticipant = await ctx.request('/api/v1/admin/certificates/signatories/0/signature', {
      method: 'PUT',
      token: coordinatorToken,
      body: new FormData(),
    });
    expect(asParticipant.status).toBe(403);
  });
});
