import fs from 'node:fs';
import path from 'node:path';
import { CERTIFICATE_LIMITS, CERTIFICATE_MESSAGES } from '@symposium/schema/certificates';
import { ErrorCode } from '@symposium/schema/error-codes';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir';
import { AppError } from '../../lib/errors';
import { sniffImage } from '../../lib/uploads';

// The certificate template's images (DATA_DIR/certificate-images): a signature per signatory, by its place in the
// settings' list, and an optional logo. Checked by their content like the team photos and made small, upright and
// without the camera's metadata. An image with transparency (a signature from a tablet) stays a PNG, in 256 colours;
// an opaque one (a phone photo of a signed sheet) becomes a JPEG: either way the PDF stays well under its 300 KB.

export type TemplateImage = { kind: 'signature'; index: number } | { kind: 'logo' };
export interface StoredImage {
  format: 'png' | 'jpg';
  bytes: Buffer;
}

const baseName = (image: TemplateImage) => (image.kind === 'logo' ? 'logo' : `signature-${image.index}`);
const FORMATS = ['png', 'jpg'] as const;

const refused = (
  field: string,
  message: string,
  status: 400 | 413 = 400,
  code: ErrorCode = ErrorCode.INVALID_FILE_TYPE,
) => new AppError(status, code, message, { [field]: [message] });

/** The upload form's body: the image and its multipart envelope; an oversized one is refused as it streams in. */
export const templateImageBodyLimit = (field: string) =>
  bodyLimit({
    maxSize: CERTIFICATE_LIMITS.imageMaxBytes + 64 * 1024,
    onError: () => {
      throw refused(field, CERTIFICATE_MESSAGES.imageTooLarge, 413, ErrorCode.FILE_TOO_LARGE);
    },
  });

/** The uploaded PNG or JPEG (by its content) made no larger than `box`. */
export async function templateImageFrom(
  value: unknown,
  field: string,
  box: { width: number; height: number },
): Promise<StoredImage> {
  if (!(value instanceof File) || value.size === 0)
    throw refused(field, CERTIFICATE_MESSAGES.imageRequired, 400, ErrorCode.VALIDATION_ERROR);
  if (value.size > CERTIFICATE_LIMITS.imageMaxBytes)
    throw refused(field, CERTIFICATE_MESSAGES.imageTooLarge, 413, ErrorCode.FILE_TOO_LARGE);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffImage(bytes);
  if (kind !== 'png' && kind !== 'jpg') throw refused(field, CERTIFICATE_MESSAGES.imageNotPngOrJpeg);
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 });
    const { hasAlpha } = await input.metadata();
    const resized = input.rotate().resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
    return hasAlpha
      ? { format: 'png', bytes: await resized.png({ palette: true, compressionLevel: 9 }).toBuffer() }
      : { format: 'jpg', bytes: await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer() };
  } catch {
    throw refused(field, CERTIFICATE_MESSAGES.imageUnreadable);
  }
}

export async function storeTemplateImage(dir: string, image: TemplateImage, stored: StoredImage): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const target = path.join(dir, `${baseName(image)}.${stored.format}`);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, stored.bytes, { mode: PRIVATE_FILE_MODE });
  await fs.promises.rename(temporary, target);
  const other = stored.format === 'png' ? 'jpg' : 'png';
  await fs.promises.rm(path.join(dir, `${baseName(image)}.${other}`), { force: true });
}

/** Removes the image; answers whether there was one. */
export async function removeTemplateImage(dir: string, image: TemplateImage): Promise<boolean> {
  let existed = false;
  for (const format of FORMATS) {
    const target = path.join(dir, `${baseName(image)}.${format}`);
    if (fs.existsSync(target)) existed = true;
    await fs.promises.rm(target, { force: true });
  }
  return existed;
}

/** The signatures of signatories no longer listed: a signatory added later in their place starts without one. */
export function removeSignaturesFrom(dir: string, count: number): void {
  for (let index = count; index < CERTIFICATE_LIMITS.signatoriesMax; index++) {
    for (const format of FORMATS) {
      fs.rmSync(path.join(dir, `${baseName({ kind: 'signature', index })}.${format}`), { force: true });
    }
  }
}

export function readTemplateImage(dir: string, image: TemplateImage): StoredImage | null {
  for (const format of FORMATS) {
    try {
      return { format, bytes: fs.readFileSync(path.join(dir, `${baseName(image)}.${format}`)) };
    } catch {
      // not in this format
    }
  }
  return null;
}
