import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LIMITS, TEAM_PHOTO } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { bodyLimit } from 'hono/body-limit';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/data-dir';
import { AppError } from '../../lib/errors';
import { sniffImage } from '../../lib/uploads';

// Team photos are public: they are made small and served to everyone from DATA_DIR/team-photos, unlike the
// payment screenshots kept privately in uploads/ (docs/decisions/0043-team-page-and-photos.md, "Team photos are resized on the server").

export const TEAM_PHOTO_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

/** A 48-megapixel phone photo passes; a small file that claims to be a huge picture (a decompression bomb) does not. */
const MAX_INPUT_PIXELS = 100_000_000;

const refused = (message: string, status: 400 | 413 = 400, code: ErrorCode = ErrorCode.INVALID_FILE_TYPE) =>
  new AppError(status, code, message, { photo: [message] });

export const teamPhotoTooLarge = () => refused(M.teamPhotoTooLarge, 413, ErrorCode.FILE_TOO_LARGE);

/** The photo form's body: the photo and the multipart envelope around it. An oversized one is refused as it streams in. */
export const teamPhotoBodyLimit = () =>
  bodyLimit({
    maxSize: LIMITS.teamPhotoMaxBytes + 64 * 1024,
    onError: () => {
      throw teamPhotoTooLarge();
    },
  });

/**
 * The uploaded file as the square the page shows: a JPEG, PNG or WebP by its content (whatever its name or declared
 * type), turned upright by its EXIF orientation, cropped to its centre square, TEAM_PHOTO.size wide,
 * WebP, without the camera's metadata (location, device), which sharp leaves out unless asked to keep it.
 */
export async function squareTeamPhoto(value: unknown): Promise<Buffer> {
  if (!(value instanceof File) || value.size === 0) throw refused(M.teamPhotoRequired, 400, ErrorCode.VALIDATION_ERROR);
  if (value.size > LIMITS.teamPhotoMaxBytes) throw teamPhotoTooLarge();
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffImage(bytes);
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') throw refused(M.teamPhotoNotImage);
  // sharp (libvips) is loaded with the first photo, not at every server start: about 0.2 CPU-s a start
  // (docs/performance.md), and most servers never resize a photo.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(TEAM_PHOTO.size, TEAM_PHOTO.size, { fit: 'cover', position: 'centre' })
      .webp({ quality: TEAM_PHOTO.quality })
      .toBuffer();
  } catch {
    // A file that starts like an image but does not decode (cut short, damaged, too many pixels): the sender's to fix.
    throw refused(M.teamPhotoUnreadable);
  }
}

/** Writes the photo under a new random name (so its URL is new and may be cached for good); answers the name. */
export async function storeTeamPhoto(dir: string, photo: Buffer): Promise<string> {
  // Owner-only like all of DATA_DIR: the server reads them itself for everyone.
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.promises.writeFile(path.join(dir, name), photo, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  return name;
}

export async function removeTeamPhotos(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
}
