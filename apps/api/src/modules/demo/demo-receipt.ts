import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './demo-font';
import { IndexedImage } from './demo-png';

// The payment screenshot a demo participant uploaded: a phone's UPI "payment successful" screen with
// the amount, the payee, the transaction ID, the payer and the time, so the payments desk has something
// to compare with the form (docs/product.md#payments "verify/reject modal").

const WIDTH = 300;
const HEIGHT = 580;
const WHITE = 0;
const GREEN = 1;
const INK = 2;
const GREY = 3;
const PALETTE: [number, number, number][] = [
  [255, 255, 255],
  [22, 128, 88],
  [33, 37, 41],
  [134, 142, 150],
];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export interface DemoReceipt {
  amount: number;
  transactionId: string;
  payerName: string;
  /** When the payment was made (an instant; shown on the venue's clock, `timeZone`). */
  paidAt: number;
  /** Who the fee is paid to: the edition's association. */
  payee: string;
  timeZone: string;
}

/** '12 SEP 2025, 10:42 AM' on the venue's clock. */
function receiptTime(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const hours = Number(parts.hour) % 24;
  const h12 = hours % 12 || 12;
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${h12}:${parts.minute} ${hours < 12 ? 'AM' : 'PM'}`;
}

function fill(pixels: Uint8Array, x0: number, y0: number, w: number, h: number, colour: number) {
  for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y0 + h); y++)
    pixels.fill(colour, y * WIDTH + Math.max(0, x0), y * WIDTH + Math.min(WIDTH, x0 + w));
}

/** Text at `scale`, centred when x is 'centre'; cut to the screen's width. */
function text(pixels: Uint8Array, value: string, x: number | 'centre', y: number, scale: number, colour: number) {
  const advance = (GLYPH_WIDTH + 1) * scale;
  const fits = Math.floor((WIDTH - 24) / advance);
  const shown = value.length > fits ? `${value.slice(0, fits - 3)}...` : value;
  const left = x === 'centre' ? Math.floor((WIDTH - shown.length * advance + scale) / 2) : x;
  [...shown].forEach((char, i) => {
    for (const [gx, gy] of glyphInk(char)) {
      const x0 = left + i * advance + gx * scale;
      for (let py = y + gy * scale; py < y + (gy + 1) * scale; py++) {
        for (let px = x0; px < x0 + scale; px++)
          if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = colour;
      }
    }
  });
}

const ROW_LABELS = ['PAID TO', 'UPI TRANSACTION ID', 'FROM', 'DATE AND TIME'] as const;
// The payee takes two lines, so the rows after it start lower.
const rowTop = (i: number) => 250 + i * 62 + (i > 0 ? 18 : 0);

/** What every receipt to one payee shares (header, tick, labels, payee, footer), drawn once. */
let template: { payee: string; image: IndexedImage } | undefined;
function receiptTemplate(payeeName: string): IndexedImage {
  if (template?.payee === payeeName) return template.image;
  const image = new IndexedImage(WIDTH, HEIGHT);
  const { pixels } = image;
  fill(pixels, 0, 0, WIDTH, 230, GREEN);
  const [cx, cy] = [WIDTH / 2, 80];
  for (let y = cy - 34; y <= cy + 34; y++) {
    for (let x = cx - 34; x <= cx + 34; x++) {
      const r = Math.hypot(x - cx, y - cy);
      if (r <= 32 && r >= 27) pixels[y * WIDTH + x] = WHITE;
    }
  }
  for (let i = 0; i <= 10; i++) fill(pixels, cx - 14 + i, cy + i - 2, 4, 4, WHITE);
  for (let i = 0; i <= 20; i++) fill(pixels, cx - 4 + i, cy + 8 - i, 4, 4, WHITE);
  text(pixels, 'PAYMENT SUCCESSFUL', 'centre', 130, 2, WHITE);
  ROW_LABELS.forEach((label, i) => {
    text(pixels, label, 18, rowTop(i), 2, GREY);
    fill(pixels, 18, rowTop(i) + (i === 0 ? 68 : 50), WIDTH - 36, 1, GREY);
  });
  // The association the fee is paid to, on two lines ('MECHANICAL ENGINEERING' / 'ASSOCIATION').
  const payee = payeeName.toUpperCase().split(' ');
  text(pixels, payee.slice(0, -1).join(' '), 18, rowTop(0) + 22, 2, INK);
  text(pixels, payee.at(-1)!, 18, rowTop(0) + 40, 2, INK);
  text(pixels, 'POWERED BY UPI', 'centre', HEIGHT - 34, 2, GREY);
  image.pack();
  template = { payee: payeeName, image };
  return image;
}

/** Draws `value` on the receipt and refreshes the rows it covers. */
function write(image: IndexedImage, value: string, x: number | 'centre', y: number, scale: number, colour: number) {
  text(image.pixels, value, x, y, scale, colour);
  image.pack(y, y + GLYPH_HEIGHT * scale);
}

export function renderReceipt(receipt: DemoReceipt): Buffer {
  const image = receiptTemplate(receipt.payee).copy();
  const time = receiptTime(receipt.paidAt, receipt.timeZone);
  write(image, time.split(', ')[1]!, 14, 10, 2, WHITE);
  write(image, `₹${receipt.amount}`, 'centre', 165, 6, WHITE);
  write(image, receipt.transactionId, 18, rowTop(1) + 22, 2, INK);
  write(image, receipt.payerName, 18, rowTop(2) + 22, 2, INK);
  write(image, time, 18, rowTop(3) + 22, 2, INK);
  return image.png(PALETTE);
}
