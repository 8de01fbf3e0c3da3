import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LIMITS } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { bodyLimit } from 'hono/body-limit';
import { PRIVATE_DIR_MODE } from './data-dir';
import { AppError } from './errors';

export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** The file's kind by its first bytes, whatever its name or declared type claims. */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Room for the multipart envelope and the text fields around a 5 MB screenshot. */
export const SCREENSHOT_FORM_BODY_LIMIT = LIMITS.screenshotMaxBytes + 256 * 1024;

export const fileTooLarge = () =>
  new AppError(413, ErrorCode.FILE_TOO_LARGE, M.screenshotTooLarge, {
    paymentScreenshot: [M.screenshotTooLarge],
  });

/**
 * The limit of a form that carries a payment screenshot (register, a new payment proof), counted while
 * the body streams in: an oversized upload is refused with the screenshot's message before it is buffered.
 * These paths are exempt from the app-wide JSON limits (body-limit.ts).
 */
export const screenshotFormBodyLimit = () =>
  bodyLimit({
    maxSize: SCREENSHOT_FORM_BODY_LIMIT,
    onError: () => {
      throw fileTooLarge();
    },
  });

export interface CheckedImage {
  bytes: Uint8Array;
  extension: ImageExtension;
}

/** The payment screenshot rule of docs/product.md#upi-payment-and-proof, on the server: present, at most 5 MB, a real image. */
export async function checkScreenshotUpload(value: unknown): Promise<CheckedImage> {
  if (!(value instanceof File) || value.size === 0) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.screenshotRequired, {
      paymentScreenshot: [M.screenshotRequired],
    });
  }
  if (value.size > LIMITS.screenshotMaxBytes) throw fileTooLarge();
  const bytes = new Uint8Array(await value.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) {
    throw new AppError(415, ErrorCode.INVALID_FILE_TYPE, M.screenshotNotImage, {
      paymentScreenshot: [M.screenshotNotImage],
    });
  }
  return { bytes, extension };
}

export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

const MB = 1024 * 1024;

/** The bytes an unprivileged writer may still use on the file system holding `dir`; null when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.promises.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

export const storageFull = () => new AppError(507, ErrorCode.STORAGE_FULL, M.screenshotStorageFull);

let lastFullWarningAt = 0;

/**
 * Stores an upload under a random name; the name is all the database keeps. Refused (507, nothing written) when the
 * file would leave less than `keepFreeMb` free: the database beside it must keep room for the venue's check-ins
 * (docs/decisions/0041-data-dir-safety.md, "Uploads keep a free-space reserve"). A free space that cannot be read refuses nothing.
 */
export async function storeUpload(uploadsDir: string, image: CheckedImage, keepFreeMb: number): Promise<string> {
  await fs.promises.mkdir(uploadsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const free = await freeBytes(uploadsDir);
  if (free !== null && free - image.bytes.byteLength < keepFreeMb * MB) {
    // For the operator, at most once a minute (a refused flood must not fill the log's disk instead).
    if (Date.now() - lastFullWarningAt > 60_000) {
      lastFullWarningAt = Date.now();
      console.warn(
        `[uploads] refusing payment screenshots: ${Math.floor(free / MB)} MB free on the disk holding DATA_DIR/uploads, ` +
          `UPLOADS_MIN_FREE_MB keeps ${keepFreeMb} MB for the database. Free some space (README, "Settings").`,
      );
    }
    throw storageFull();
  }
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await fs.promises.writeFile(path.join(uploadsDir, name), image.bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

export async function removeUpload(uploadsDir: string, name: string): Promise<void> {
  await fs.promises.rm(path.join(uploadsDir, name), { force: true });
}
