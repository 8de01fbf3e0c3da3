import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { ARUN_RECEIPT, KAVYA_RECEIPT, upiReceiptPng } from '../test-support/upi-receipt';
import { proofHash, sameProof } from './proof-hash';

const hashOf = async (image: Buffer) => (await proofHash(image))!;

describe('the perceptual hash of a payment screenshot', () => {
  test('the same screenshot re-encoded as JPEG at 80 % and resized to 75 % is the same proof', async () => {
    const original = await upiReceiptPng(KAVYA_RECEIPT);
    const resaved = await sharp(original).resize(810, 1800).jpeg({ quality: 80 }).toBuffer();
    expect(resaved.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(resaved.length).toBeLessThan(original.length);
    expect(sameProof(await hashOf(original), await hashOf(resaved))).toBe(true);
    // WebP at half size, as a messaging app forwards it, too.
    const forwarded = await sharp(original).resize(540, 1200).webp({ quality: 70 }).toBuffer();
    expect(sameProof(await hashOf(original), await hashOf(forwarded))).toBe(true);
  });

  test('two different screenshots of the same UPI app are not', async () => {
    const kavya = await hashOf(await upiReceiptPng(KAVYA_RECEIPT));
    const arun = await hashOf(await upiReceiptPng(ARUN_RECEIPT));
    expect(sameProof(kavya, arun)).toBe(false);
    // Another payer's receipt for the same fee, minutes later: another amount line, name and IDs.
    const sameFee = await hashOf(
      await upiReceiptPng({
        ...KAVYA_RECEIPT,
        amount: '599',
        payerName: 'Meena Iyer',
        payerAccount: 'ICICI Bank ••••5510',
        utr: '627500002222',
        note: 'PD6HUJ2N',
        when: '2 Oct 2026, 10:47 am',
      }),
    );
    expect(sameProof(kavya, sameFee)).toBe(false);
  });

  test('what sharp cannot decode has no hash', async () => {
    expect(await proofHash(Buffer.from('GIF89a not really'))).toBeNull();
  });
});
