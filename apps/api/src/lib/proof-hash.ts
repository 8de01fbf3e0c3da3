import sharp from 'sharp';

/**
 * A perceptual hash of a payment screenshot (docs/decisions/0053-payments-that-reconcile.md): the picture decoded by
 * sharp, flattened to grey and shrunk to a grid of HASH_COLUMNS × HASH_ROWS cells, each kept to 16 levels. The same
 * screenshot re-encoded (JPEG, WebP), resized or re-saved shrinks to the same grid whatever its bytes.
 *
 * A 64-bit dHash or pHash cannot tell two receipts of one UPI app apart: their layout is the same and what differs
 * (the amount, the name, the IDs) is text, lost at 8 × 8. A grid of 54 × 120 cells on a 1080 × 2400 screenshot is
 * 20 pixels a cell: the big amount and the lines of text show. Two pictures are the same proof when almost no cell
 * differs by more than a quarter of the grey scale; compression and resizing move cells by a level or two.
 */
export const HASH_COLUMNS = 54;
export const HASH_ROWS = 120;
const CELLS = HASH_COLUMNS * HASH_ROWS;
/** Levels (of 16) a cell must move to count as changed, and how many changed cells still read as the same picture. */
const CHANGED_LEVELS = 4;
const SAME_PICTURE_MAX_CHANGED = 4;

/** The hash, two cells a byte, in base64; null for what sharp cannot decode (a proof is flagged, never refused). */
export async function proofHash(image: Uint8Array): Promise<string | null> {
  try {
    const grid = await sharp(image, { animated: false })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(HASH_COLUMNS, HASH_ROWS, { fit: 'fill' })
      .raw()
      .toBuffer();
    const packed = Buffer.alloc(CELLS / 2);
    for (let i = 0; i < CELLS; i += 2) packed[i / 2] = ((grid[i]! >> 4) << 4) | (grid[i + 1]! >> 4);
    return packed.toString('base64');
  } catch {
    return null;
  }
}

/** Whether two hashes are of the same picture; stops reading at the first cells that say no. */
export function sameProof(a: string, b: string): boolean {
  const x = Buffer.from(a, 'base64');
  const y = Buffer.from(b, 'base64');
  if (x.length !== y.length) return false;
  let changed = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (Math.abs((x[i]! >> 4) - (y[i]! >> 4)) >= CHANGED_LEVELS) changed++;
    if (Math.abs((x[i]! & 15) - (y[i]! & 15)) >= CHANGED_LEVELS) changed++;
    if (changed > SAME_PICTURE_MAX_CHANGED) return false;
  }
  return true;
}
